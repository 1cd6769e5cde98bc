import { getRuntimeConfig } from '../config/runtime-config';
import { catalogue, type CatalogueEntry } from './catalogue-data';

export type ImageSetId = keyof typeof catalogue;
export type ImageName<S extends ImageSetId> = keyof (typeof catalogue)[S] & string;

export interface ResolvedImage {
  src: string;
  /** Tiny placeholder (spec §3 "loader"). */
  loader: string;
  /** Responsive candidates; empty for vector images. */
  srcSet: string;
  width: number;
  height: number;
}

function stemOf(file: string): string {
  const dot = file.lastIndexOf('.');
  return dot === -1 ? file : file.slice(0, dot);
}

function extensionOf(file: string): string {
  const dot = file.lastIndexOf('.');
  return dot === -1 ? '' : file.slice(dot + 1);
}

export function resolveEntry(entry: CatalogueEntry, baseUrl: string): ResolvedImage {
  const folder = `${baseUrl}/${entry.subDir}`;
  const stem = stemOf(entry.file);
  const extension = extensionOf(entry.file);
  return {
    src: `${folder}/${entry.file}`,
    loader: entry.loader,
    srcSet: entry.widths.map((width) => `${folder}/${stem}-${width}.${extension} ${width}w`).join(', '),
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
  const sets: Record<string, Record<string, CatalogueEntry> | undefined> = catalogue;
  const set = Object.hasOwn(sets, setId) ? sets[setId] : undefined;
  if (!set) {
    console.warn(`Image set "${setId}" does not exist.`);
    return undefined;
  }
  const entry = Object.hasOwn(set, name) ? set[name] : undefined;
  if (!entry) {
    console.error(`Image "${name}" is missing from image set "${setId}".`);
    return undefined;
  }
  return resolveEntry(entry, getRuntimeConfig().imageBaseUrl);
}

/** Typed look-up: a wrong set or image name is a type error. */
export function getImage<S extends ImageSetId>(setId: S, name: ImageName<S>): ResolvedImage {
  const image = lookupImage(setId, name);
  if (!image) throw new Error(`Image "${name}" of set "${setId}" could not be resolved.`);
  return image;
}
