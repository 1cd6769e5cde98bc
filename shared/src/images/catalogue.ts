import { getRuntimeConfig } from '@gfm/shared/config/runtime-config';
import type { catalogue, CatalogueEntry, ImageFormat } from './catalogue-data';
import { hashedName, mediaBaseOf, variantFile } from './media-files';
import { gfm } from './sets/gfm';

export type ImageSetId = keyof typeof catalogue;
export type ImageName<S extends ImageSetId> = keyof (typeof catalogue)[S] & string;

/**
 * The sets this app has loaded. Each set is its own module so an app bundles
 * only what it shows (the whole catalogue was 16.7 KB of gzip in every app):
 * the brand's own set is always here, a mall's remote registers its mall's set
 * (`registerImageSet('gfm43', gfm43)`) before it renders. A set's files are
 * where media-files.ts says: a mall's with its remote.
 */
const loadedSets: Partial<Record<ImageSetId, Readonly<Record<string, CatalogueEntry>>>> = { gfm };

export function registerImageSet<S extends ImageSetId>(setId: S, entries: (typeof catalogue)[S]): void {
  loadedSets[setId] = entries;
}

const KNOWN_SETS: readonly string[] = ['gfm', 'gfm43', 'gfmPalam'] satisfies readonly ImageSetId[];

export interface ImageSourceSet {
  /** MIME type, for `<source type>`. */
  type: string;
  srcSet: string;
}

export interface ResolvedImage {
  /** The default variant (largest JPEG, or the SVG of a vector image). */
  src: string;
  /** Tiny placeholder (spec §3 "loader"). */
  loader: string;
  /** Responsive candidates of the fallback format; empty for vector images. */
  srcSet: string;
  /** Modern formats, best first (AVIF, WebP), for `<picture>`. */
  sources: readonly ImageSourceSet[];
  width: number;
  height: number;
}

const MIME_TYPES: Record<ImageFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  svg: 'image/svg+xml',
};

/** An image's files as published in `folder` (media-files.ts): each variant named with the image's hash. */
export function resolveEntry(entry: CatalogueEntry, folder: string): ResolvedImage {
  const candidates = (format: ImageFormat) =>
    entry.widths
      .map((width) => `${folder}/${hashedName(variantFile(entry, width, format), entry.hash)} ${width}w`)
      .join(', ');
  const raster = entry.widths.length > 0;
  return {
    src: `${folder}/${hashedName(entry.file, entry.hash)}`,
    loader: entry.loader,
    srcSet: raster ? candidates('jpg') : '',
    sources: raster
      ? entry.formats
          .filter((format) => format === 'avif' || format === 'webp')
          .map((format) => ({ type: MIME_TYPES[format], srcSet: candidates(format) }))
      : [],
    width: entry.width,
    height: entry.height,
  };
}

/**
 * Looks an image up by set and name, for names that arrive at run time (data
 * files, URLs). Spec §3: an unknown set is a console warning, a missing key a
 * console error, and either way there is no image.
 */
export function lookupImage(setId: string, name: string): ResolvedImage | undefined {
  if (!KNOWN_SETS.includes(setId)) {
    console.warn(`Image set "${setId}" does not exist.`);
    return undefined;
  }
  const set = loadedSets[setId as ImageSetId];
  if (!set) {
    console.error(`Image set "${setId}" is not loaded in this app: call registerImageSet('${setId}', …) first.`);
    return undefined;
  }
  const entry = Object.hasOwn(set, name) ? set[name] : undefined;
  if (!entry) {
    console.error(`Image "${name}" is missing from image set "${setId}".`);
    return undefined;
  }
  return resolveEntry(entry, mediaBaseOf(setId as ImageSetId, getRuntimeConfig()));
}

/** Typed look-up: a wrong set or image name is a type error. */
export function getImage<S extends ImageSetId>(setId: S, name: ImageName<S>): ResolvedImage {
  const image = lookupImage(setId, name);
  if (!image) throw new Error(`Image "${name}" of set "${setId}" could not be resolved.`);
  return image;
}
