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

/**
 * The first screen drawn as HTML (decision 016). A mall remote's build renders
 * each of its pages with React on Node and writes the markup to
 * `first-screen/<path>.html` beside its manifest (`/gfm43/clothing` →
 * `first-screen/gfm43/clothing.html`). The shell's server puts the requested
 * page's markup into the HTML it sends, so a phone draws the page before any
 * script has run; the shell then draws the live page and puts it in place of
 * the drawn one in one frame. The remote owns the files and deploys them with
 * itself, like its manifest.
 */
export const FIRST_SCREEN_HTML_DIR = 'first-screen';

/** The first line of every such file: a file without it (a server's 404 page, say) is not used. */
export const FIRST_SCREEN_HTML_MARK = '<!--gfm-first-screen v1-->';

/**
 * Run-time settings that reach the markup, drawn as tokens at build time and
 * filled in by the shell's server from its run-time configuration (the
 * remote is built once and deployed anywhere).
 */
export const FIRST_SCREEN_TOKENS = {
  imageBaseUrl: '%%gfm:imageBaseUrl%%',
  mapGfm43: '%%gfm:maps.gfm43%%',
  mapGfmpalam: '%%gfm:maps.gfmpalam%%',
} as const;

/**
 * Where a mall's layout leaves room for a page another remote draws (the blog
 * list, from remote-blog): the mall remote writes its layout for such a path
 * with this comment in place of the page, remote-blog writes the page under
 * the same path, and the shell's server puts one into the other.
 */
export const FIRST_SCREEN_OUTLET = '<!--gfm-first-screen-outlet-->';

/** Where the markup of a page is, relative to the remote's manifest. */
export function firstScreenHtmlPath(pagePath: string): string {
  const trimmed = pagePath.replace(/^\/+|\/+$/g, '');
  return `${FIRST_SCREEN_HTML_DIR}/${trimmed}.html`;
}
