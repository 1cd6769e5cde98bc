import type { RuntimeConfig } from '@gfm/shared/config/runtime-config';
import type { MallId } from '../data/malls';
import { BRAND_IMAGE_SET, type CatalogueEntry, type ImageFormat } from './catalogue-data';

/**
 * Where the site's pictures and clips are published. Each app's build copies
 * the media it shows into its own `media/` folder, named by content
 * (`hero-home-480.1a2b3c4d.avif`), so a release only ever adds files and
 * every file can be cached for good:
 *
 * - the brand's own set (`gfm`: the logo, the fallback picture, the landing
 *   and blog pictures) is in every app's build, and is found at the run-time
 *   configuration's `imageBaseUrl` (`/media`, on the page's own origin);
 * - a mall's set and clips are in its remote's build only, and are found
 *   beside the remote's release pointer or entry (`<remote>/media/`), so a
 *   mall team that adds a picture publishes it with the page that shows it.
 */
export const MEDIA_DIR = 'media';

/** A media file's published name: its content hash before the extension (`a-480.avif` → `a-480.1a2b3c4d.avif`). */
export function hashedName(file: string, hash: string): string {
  return file.replace(/(\.[a-z0-9]+)$/i, `.${hash}$1`);
}

/**
 * The folder URL (no trailing slash) where a set's media are published: a
 * mall's set (named by the mall's id, as its remote is) with that remote, the
 * brand's set at the configured base.
 */
export function mediaBaseOf(
  set: typeof BRAND_IMAGE_SET | MallId,
  config: Pick<RuntimeConfig, 'remotes' | 'imageBaseUrl'>,
): string {
  return set === BRAND_IMAGE_SET
    ? config.imageBaseUrl
    : new URL(`${MEDIA_DIR}/`, config.remotes[set]).href.replace(/\/$/, '');
}

/** A raster variant's file name as the media build writes it (`${name}-${width}.${format}`). */
export function variantFile(entry: CatalogueEntry, width: number, format: ImageFormat): string {
  return `${entry.file.replace(/-\d+\.[a-z]+$/, '')}-${width}.${format}`;
}

/** An image's files: where the media build wrote each (under its app's media/uploads) and the name it is published under. */
export function imageFiles(entry: CatalogueEntry): { source: string; published: string }[] {
  const files =
    entry.widths.length > 0
      ? entry.widths.flatMap((width) => entry.formats.map((format) => variantFile(entry, width, format)))
      : [entry.file];
  return files.map((file) => ({ source: `${entry.subDir}/${file}`, published: hashedName(file, entry.hash) }));
}

/** A clip's files, each its name plus one of these (the media build writes all four). */
export const CLIP_FILES = { webm: '.webm', mp4: '.mp4', posterWebp: '-poster.webp', posterJpg: '-poster.jpg' } as const;

/** A clip's files: where the media build wrote each and the name it is published under. */
export function clipFiles(
  name: string,
  entry: { subDir: string; hash: string },
): { source: string; published: string }[] {
  return Object.values(CLIP_FILES).map((suffix) => ({
    source: `${entry.subDir}/${name}${suffix}`,
    published: hashedName(`${name}${suffix}`, entry.hash),
  }));
}

/**
 * Where an app that owns pictures keeps them, from its folder (decision 049):
 * the brand's in shared, each mall's in its remote. The media build
 * (@gfm/media) reads `art` and `artFiles` and writes the rest; the app's
 * build publishes the files under `uploads` that `images` and `clips` list.
 */
export const APP_MEDIA = {
  /** The module that says what to draw (`export const art`). */
  art: 'media/art.ts',
  /** Picture files used as they are (`<name>.svg`, `.png`, `.jpg`), in place of a drawing of the same name. */
  artFiles: 'media/art',
  /** The rendered files, in a folder per set (`<uploads>/<subDir>/…`). */
  uploads: 'media/uploads',
  /** The generated image set of a mall's remote (the brand's is shared/src/images/sets/gfm.ts). */
  images: 'src/data/images.ts',
  /** The generated clip catalogue, where a mall has clips. */
  clips: 'src/data/clips.ts',
} as const;

/** The brand's generated set, in shared. */
export const BRAND_IMAGES_MODULE = 'src/images/sets/gfm.ts';
