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
  // The site's root (the shell's landing page, decision 020) is `index.html`.
  const trimmed = pagePath.replace(/^\/+|\/+$/g, '') || 'index';
  return `${FIRST_SCREEN_HTML_DIR}/${trimmed}.html`;
}

/**
 * A blog post's first screen (decision 018): its page is the same for every
 * slug, so the mall remote writes its layout for `/{mall}/blog/{post}` once,
 * under this name (with the outlet), and remote-blog writes its post page
 * under the same name, with the post's fields drawn as the tokens below. The
 * shell's server fills them from the post it reads from WordPress for the
 * document (decision 017) and draws nothing when it cannot fill one.
 */
export const FIRST_SCREEN_POST_SEGMENT = '_post';

/** A post's fields in remote-blog's template, as the shell's server fills them (text, escaped). */
export const FIRST_SCREEN_POST_TOKENS = {
  title: '%%gfm:post.title%%',
  author: '%%gfm:post.author%%',
  /** WordPress's `date`, as given. */
  date: '%%gfm:post.date%%',
  /** The same date as the page writes it ("1 October 2024"). */
  dateText: '%%gfm:post.dateText%%',
  imageSrc: '%%gfm:post.image.src%%',
  imageAlt: '%%gfm:post.image.alt%%',
  imageWidth: '%%gfm:post.image.width%%',
  imageHeight: '%%gfm:post.image.height%%',
} as const;

/**
 * Marks a part of a live page that is still loading what the drawn first
 * screen already shows (a post's skeleton): the shell keeps the drawn page
 * until no element carries it (shell/src/first-screen-swap.ts).
 */
export const FIRST_SCREEN_LOADING_ATTRIBUTE = 'data-remote-loading';
