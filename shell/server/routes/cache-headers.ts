export const CACHE_NO_CACHE = 'no-cache';
export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';

/** A file whose name carries a content hash (`name.1a2b3c4d.js`) never changes. */
export function isContentHashed(fileName: string): boolean {
  return /\.[0-9a-f]{8}\.(js|css|woff2|png|jpe?g|webp|avif|svg|webm|mp4)$/.test(fileName);
}
