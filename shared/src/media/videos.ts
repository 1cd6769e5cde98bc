import { getRuntimeConfig } from '@gfm/shared/config/runtime-config';
import type { MallId } from '../data/malls';
import { CLIP_FILES, hashedName, mediaBaseOf } from '../images/media-files';

/**
 * A clip of a mall (requirements §3): the media build encodes each as `${name}.webm`,
 * `${name}.mp4` and `${name}-poster.{webp,jpg}` in `subDir` of its remote's
 * media/uploads and writes the remote's clip catalogue (decision 049); the
 * remote's build publishes them with its pictures (media-files.ts), named with `hash`.
 */
export interface VideoEntry {
  /** The mall whose remote publishes the clip. */
  set: MallId;
  subDir: string;
  hash: string;
  title: string;
  width: number;
  height: number;
  seconds: number;
}

export interface ResolvedVideo {
  title: string;
  width: number;
  height: number;
  /** Preferred source first; the component falls back to the next on error. */
  sources: readonly { src: string; type: string }[];
  poster: string;
}

/** A clip of a mall's catalogue, where its remote publishes it (media-files.ts). */
export function getVideo<C extends Readonly<Record<string, VideoEntry>>>(
  catalogue: C,
  name: keyof C & string,
): ResolvedVideo {
  const entry = catalogue[name] as VideoEntry;
  const folder = mediaBaseOf(entry.set, getRuntimeConfig());
  const file = (suffix: string) => `${folder}/${hashedName(`${name}${suffix}`, entry.hash)}`;
  return {
    title: entry.title,
    width: entry.width,
    height: entry.height,
    sources: [
      { src: file(CLIP_FILES.webm), type: 'video/webm' },
      { src: file(CLIP_FILES.mp4), type: 'video/mp4' },
    ],
    poster: file(CLIP_FILES.posterWebp),
  };
}
