/**
 * The shape of the image catalogue (requirements §3): sets keyed by mall id ("gfm" is
 * the brand's own), then image name. The media build (`npm run media`,
 * @gfm/media) writes each set as a typed module where its app lives: the
 * brand's set in shared/src/images/sets/gfm.ts, a mall's in its remote's
 * src/data/images.ts. Where each set's files are published: media-files.ts.
 */
export type ImageFormat = 'avif' | 'webp' | 'jpg' | 'svg';

export interface CatalogueEntry {
  /** Subfolder of the owning app's media/uploads that holds the files (its build publishes them, see media-files.ts). */
  subDir: string;
  /** The default variant: the largest JPEG, or the SVG of a vector image. */
  file: string;
  /** A hash of the image's files, in their published names (`${name}-${width}.${hash}.${format}`). */
  hash: string;
  /** Intrinsic size of the source, used to reserve space. */
  width: number;
  height: number;
  /** Widths of the raster variants; empty for vector images. */
  widths: readonly number[];
  formats: readonly ImageFormat[];
}

/**
 * A set's tiny placeholders (requirements §3 "loader"), in a module per kind of picture (the
 * first word of its name: `brand`, `food`, `shop`…; kinds of a few pictures share one), each
 * holding its kinds' placeholders in the set's order. A page shows pictures of a few kinds, and a
 * kind's module is asked for only when one of its pictures is on screen still loading (decisions
 * 068, 073).
 */
export type LoaderModule = Readonly<Record<string, readonly string[]>>;
/** What a placeholder of a loader module is, in base64, once it is a URL: a WebP drawn by the media build. */
export const LOADER_PREFIX = 'data:image/webp;base64,';
export type LoaderKinds = Readonly<Record<string, () => Promise<{ loaders: LoaderModule }>>>;

/** The kind of a picture, which names the module of its placeholder: the first word of its name. */
export function loaderKindOf(name: string): string {
  return name.split('-', 1)[0] ?? name;
}

/** One set of the catalogue: its images by name. */
export type ImageSet = Readonly<Record<string, CatalogueEntry>>;

/** The brand's own set, which every app has; every other set is a mall's, named by the mall's id. */
export const BRAND_IMAGE_SET = 'gfm';
