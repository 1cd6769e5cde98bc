import fs from 'node:fs';
import path from 'node:path';

/**
 * The posts of the embedded content service: JSON content files in
 * stand-ins/content, one per tag, plus the site's tags and authors.
 */
export interface ContentPost {
  slug: string;
  title: string;
  date: string;
  author: string;
  /** Path under the uploads folder, or null for a post without a featured image. */
  image: string | null;
  imageAlt: string | null;
  excerpt: string;
  content: string;
}

export interface ContentTag {
  id: number;
  slug: string;
  name: string;
  description: string;
}

export interface ContentAuthor {
  id: number;
  slug: string;
  name: string;
  description: string;
}

export interface StoredPost extends ContentPost {
  id: number;
  tagIds: number[];
  mediaId: number;
  width: number;
  height: number;
  /** The narrower JPEGs of the same picture in the uploads (`…-480.jpg` beside `…-1200.jpg`), as WordPress's sizes. */
  sizes: { file: string; width: number; height: number; avif: boolean }[];
  /** The picture has an AVIF copy beside its JPEG (`…-768.avif`), as WordPress's Modern Image Formats plugin makes. */
  avif: boolean;
}

/** Whether an upload `<name>.jpg` has its AVIF copy `<name>.avif` beside it. */
function hasAvif(uploadsDirs: readonly string[], file: string): boolean {
  return findUpload(uploadsDirs, file.replace(/\.jpg$/, '.avif')) !== undefined;
}

/** The narrower copies of an upload named `<name>-<width>.jpg`: the sizes WordPress would have made of it. */
function narrowerSizes(uploadsDirs: readonly string[], image: string, width: number) {
  const stem = /^(.*)-\d+\.jpg$/.exec(image)?.[1];
  if (stem === undefined) return [];
  const folder = path.posix.dirname(image);
  const names = new Set(
    uploadsDirs.flatMap((dir) => (fs.existsSync(path.join(dir, folder)) ? fs.readdirSync(path.join(dir, folder)) : [])),
  );
  return [...names]
    .map((name) => path.posix.join(folder, name))
    .filter((file) => file.startsWith(`${stem}-`) && /^\d+\.jpg$/.test(file.slice(stem.length + 1)))
    .flatMap((file) => {
      const found = findUpload(uploadsDirs, file);
      const size = found ? jpegSize(found) : undefined;
      return size && size.width < width ? [{ file, ...size, avif: hasAvif(uploadsDirs, file) }] : [];
    })
    .sort((a, b) => a.width - b.width);
}

export interface Content {
  posts: StoredPost[];
  tags: ContentTag[];
  authors: ContentAuthor[];
}

export const CONTENT_DIR = path.resolve(import.meta.dirname, '../../content');

/**
 * WordPress's uploads, here the site's own pictures: the brand's in shared
 * and each mall's in its remote (decision 049), each folder holding
 * `<set>/<file>`, so a post names a picture as `gfmpalam/offer-1-1200.jpg`.
 */
export function uploadsDirsOf(rootDir: string): string[] {
  return ['shared', 'remote-gfm43', 'remote-gfmpalam'].map((app) => path.join(rootDir, app, 'media/uploads'));
}

/** An upload's file: the first of the folders that has it, never a path outside them. */
export function findUpload(uploadsDirs: readonly string[], relative: string): string | undefined {
  for (const dir of uploadsDirs.map((folder) => path.resolve(folder))) {
    const file = path.resolve(dir, relative);
    if (file.startsWith(dir + path.sep) && fs.existsSync(file)) return file;
  }
  return undefined;
}

/** Reads a JPEG's size from its header, so the content needs no image library. */
export function jpegSize(file: string): { width: number; height: number } | undefined {
  const data = fs.readFileSync(file);
  let offset = 2;
  while (offset < data.length) {
    if (data[offset] !== 0xff) return undefined;
    const marker = data[offset + 1] ?? 0;
    const length = data.readUInt16BE(offset + 2);
    if (marker >= 0xc0 && marker <= 0xc3)
      return { height: data.readUInt16BE(offset + 5), width: data.readUInt16BE(offset + 7) };
    offset += 2 + length;
  }
  return undefined;
}

export function loadContent(
  contentDir = CONTENT_DIR,
  uploadsDirs: readonly string[] = uploadsDirsOf(path.resolve(contentDir, '../..')),
): Content {
  const site = JSON.parse(fs.readFileSync(path.join(contentDir, 'site.json'), 'utf8')) as {
    tags: ContentTag[];
    authors: ContentAuthor[];
  };
  const files = fs.readdirSync(contentDir).filter((file) => /^posts-.*\.json$/.test(file));
  const raw: { post: ContentPost; tag: string }[] = files.flatMap((file) => {
    const parsed = JSON.parse(fs.readFileSync(path.join(contentDir, file), 'utf8')) as {
      tag: string;
      posts: ContentPost[];
    };
    return parsed.posts.map((post) => ({ post, tag: parsed.tag }));
  });
  // Newest first, as WordPress orders posts by default; ids in publication order.
  raw.sort((a, b) => a.post.date.localeCompare(b.post.date));
  const posts = raw.map(({ post, tag }, index) => {
    const tagId = site.tags.find((candidate) => candidate.slug === tag)?.id;
    if (tagId === undefined) throw new Error(`Content: unknown tag "${tag}" in ${post.slug}`);
    const file = post.image ? findUpload(uploadsDirs, post.image) : undefined;
    const size = file ? jpegSize(file) : undefined;
    if (post.image && !size)
      throw new Error(`Content: the image of ${post.slug} (${post.image}) is missing or not a JPEG`);
    return {
      ...post,
      id: 100 + index * 2,
      mediaId: post.image ? 101 + index * 2 : 0,
      tagIds: [tagId],
      width: size?.width ?? 0,
      height: size?.height ?? 0,
      sizes: post.image && size ? narrowerSizes(uploadsDirs, post.image, size.width) : [],
      avif: post.image ? hasAvif(uploadsDirs, post.image) : false,
    };
  });
  posts.reverse();
  return { posts, tags: site.tags, authors: site.authors };
}
