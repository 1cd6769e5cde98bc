/**
 * The image catalogue: three sets keyed by mall id (spec §3), then image name.
 * Paths are relative to the uploads base path of the run-time configuration.
 */
export interface CatalogueEntry {
  /** Subfolder under the uploads base path. */
  subDir: string;
  /** File name of the default (largest, widely supported) variant. */
  file: string;
  /** Intrinsic size of the source, used to reserve space. */
  width: number;
  height: number;
  /** Widths of the responsive variants, `${stem}-${width}.${ext}`; empty for vector images. */
  widths: readonly number[];
  /** Tiny placeholder shown until the image has loaded. */
  loader: string;
}

export const catalogue = {
  gfm: {
    logo: {
      subDir: 'gfm',
      file: 'logo.svg',
      width: 240,
      height: 64,
      widths: [],
      loader:
        'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 64"%3E%3Crect width="240" height="64" rx="12" fill="%23e9dfee"/%3E%3C/svg%3E',
    },
  },
  gfm43: {},
  gfmPalam: {},
} as const satisfies Record<string, Record<string, CatalogueEntry>>;
