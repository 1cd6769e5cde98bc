import type { ImageSetId } from '../images/catalogue';

/**
 * The picture a page shows first, above the fold, with the `sizes` its
 * `<img>` uses. A remote lists its pages' pictures in `src/first-screen.ts`;
 * its build writes them, resolved, to `first-screen.json` beside its
 * manifest, and the shell's server preloads the one of the requested page
 * from the HTML (decision 012), so the picture downloads with the scripts
 * instead of after them. The remote owns the file and deploys it with itself.
 */
export interface FirstScreenImage {
  set: ImageSetId;
  name: string;
  sizes: string;
}

/** Full path of a page (`/gfm43/food-and-drinks`) → its first picture. */
export type FirstScreenMap = Readonly<Record<string, FirstScreenImage>>;

/** What the build writes: each page's best-format candidates, relative to the image base URL. */
export interface FirstScreenFile {
  routes: Record<string, { type: string; srcset: string; sizes: string }>;
}

export const FIRST_SCREEN_FILE = 'first-screen.json';
