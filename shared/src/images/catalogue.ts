import { getRuntimeConfig } from '@gfm/shared/config/runtime-config';
import type { MallId } from '../data/malls';
import {
  BRAND_IMAGE_SET,
  LOADER_PREFIX,
  loaderKindOf,
  type CatalogueEntry,
  type ImageFormat,
  type ImageSet,
  type LoaderKinds,
} from './catalogue-data';
import { hashedName, mediaBaseOf, variantFile } from './media-files';
import { gfm } from './sets/gfm';
import { loaderKinds as gfmLoaderKinds } from './sets/gfm-loaders';

/**
 * The image sets this program knows, by id. Here only the brand's own; each
 * mall's remote adds its set, which lives in the remote (decision 049), where
 * it registers it:
 *
 *     declare module '@gfm/shared/images/catalogue' {
 *       interface ImageSets { gfmpalam: typeof gfmpalam }
 *     }
 *
 * so that a picture a mall team adds changes its remote only, and a wrong set
 * or image name is still a type error.
 */
export interface ImageSets {
  gfm: typeof gfm;
}

export type ImageSetId = keyof ImageSets & string;
export type ImageName<S extends ImageSetId> = keyof ImageSets[S] & string;

/**
 * The sets this app has loaded. Each set is its own module so an app bundles
 * only what it shows (the whole catalogue was 16.7 KB of gzip in every app):
 * the brand's own set is always here, a mall's remote registers its mall's set
 * (`registerImageSet('gfm43', gfm43)`) before it renders. A set's files are
 * where media-files.ts says: a mall's with its remote.
 */
const loadedSets: Partial<Record<string, ImageSet>> = { [BRAND_IMAGE_SET]: gfm };

/** How each loaded set's placeholders are fetched: a dynamic import per kind of picture (decision 073). */
const loaderImports: Partial<Record<string, LoaderKinds>> = { [BRAND_IMAGE_SET]: gfmLoaderKinds };
const loaderModules = new Map<string, Promise<readonly string[] | undefined>>();

/** Registers a mall's set, and how to fetch its placeholders (`loaderKinds` of `./data/images-loaders`). */
export function registerImageSet<S extends ImageSetId>(
  setId: S,
  entries: ImageSets[S] & ImageSet,
  loaders?: LoaderKinds,
): void {
  loadedSets[setId] = entries;
  if (loaders) loaderImports[setId] = loaders;
}

/**
 * The tiny placeholder of a picture of the catalogue (requirements §3 "loader"), fetched with the
 * rest of its kind's in its set on the first ask: the placeholders are most of a set's bytes, and
 * only show while a picture on screen is still loading (decisions 068, 073). A kind's module holds
 * its placeholders in the order of the set's names of that kind, both written by the media build.
 * Undefined when it cannot be had.
 */
export function imageLoader(image: ResolvedImage): Promise<string | undefined> {
  const { loader } = image;
  const set = loader ? loadedSets[loader.set] : undefined;
  if (!loader || !set) return Promise.resolve(undefined);
  const kind = loaderKindOf(loader.name);
  const key = `${loader.set}/${kind}`;
  let placeholders = loaderModules.get(key);
  if (!placeholders) {
    const kinds = loaderImports[loader.set];
    const load = kinds && Object.hasOwn(kinds, kind) ? kinds[kind] : undefined;
    placeholders = load
      ? load().then(
          (module) => (Object.hasOwn(module.loaders, kind) ? module.loaders[kind] : undefined),
          () => undefined,
        )
      : Promise.resolve(undefined);
    loaderModules.set(key, placeholders);
  }
  const place = Object.keys(set)
    .filter((name) => loaderKindOf(name) === kind)
    .indexOf(loader.name);
  return placeholders.then((loaders) => {
    const placeholder = place >= 0 ? loaders?.[place] : undefined;
    return placeholder ? `${LOADER_PREFIX}${placeholder}` : undefined;
  });
}

/**
 * requirements §3: the sets are the brand's and one per mall, named by the mall's id;
 * written out (every mall, as the type checks), so that no chunk with the
 * catalogue needs the list of malls.
 */
const MALL_SETS = { gfm43: true, gfmpalam: true } as const satisfies Record<MallId, true>;
const KNOWN_SETS: readonly string[] = [BRAND_IMAGE_SET, ...Object.keys(MALL_SETS)];

export interface ImageSourceSet {
  /** MIME type, for `<source type>`. */
  type: string;
  srcSet: string;
}

export interface ResolvedImage {
  /** The default variant (largest JPEG, or the SVG of a vector image). */
  src: string;
  /** Where its tiny placeholder is (requirements §3 "loader"): read it with `imageLoader`. */
  loader?: { set: string; name: string };
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
export function resolveEntry(entry: CatalogueEntry, folder: string, loader?: ResolvedImage['loader']): ResolvedImage {
  const candidates = (format: ImageFormat) =>
    entry.widths
      .map((width) => `${folder}/${hashedName(variantFile(entry, width, format), entry.hash)} ${width}w`)
      .join(', ');
  const raster = entry.widths.length > 0;
  return {
    src: `${folder}/${hashedName(entry.file, entry.hash)}`,
    ...(loader ? { loader } : {}),
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
 * files, URLs). Requirements §3: an unknown set is a console warning, a missing key a
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
  return resolveEntry(entry, mediaBaseOf(setId as typeof BRAND_IMAGE_SET | MallId, getRuntimeConfig()), {
    set: setId,
    name,
  });
}

/** Typed look-up: a wrong set or image name is a type error. */
export function getImage<S extends ImageSetId>(setId: S, name: ImageName<S>): ResolvedImage {
  const image = lookupImage(setId, name);
  if (!image) throw new Error(`Image "${name}" of set "${setId}" could not be resolved.`);
  return image;
}
