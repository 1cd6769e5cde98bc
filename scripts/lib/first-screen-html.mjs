// @ts-check
/**
 * The first screen as HTML (decision 016), on the shell's server side. A mall
 * remote's build writes each of its pages as markup to
 * `first-screen/<page>.html` beside its manifest
 * (shared/src/contracts/first-screen.ts); the shell's server reads the
 * requested page's file (cached briefly, a short time limit: a remote that
 * does not answer gets the page drawn by the browser, as before), fills in
 * the run-time settings and puts it into the document, so the page is drawn
 * before any script runs.
 */
import crypto from 'node:crypto';
import { MALLS } from './apps.mjs';
import { createRemoteFileCache } from './remote-file-cache.mjs';
import { blogPostUrlOf, createPostReader, escapeAttribute, featuredImageOf } from './route-hints.mjs';

/** The first line of a remote's file (FIRST_SCREEN_HTML_MARK in the contract). */
export const FIRST_SCREEN_HTML_MARK = '<!--gfm-first-screen v1-->';

/** The tokens the remote draws for run-time settings (FIRST_SCREEN_TOKENS in the contract). */
export const FIRST_SCREEN_TOKENS = {
  imageBaseUrl: '%%gfm:imageBaseUrl%%',
  mapGfm43: '%%gfm:maps.gfm43%%',
  mapGfmpalam: '%%gfm:maps.gfmpalam%%',
};

/** The name a post's page is written under, for every slug (FIRST_SCREEN_POST_SEGMENT in the contract). */
export const FIRST_SCREEN_POST_SEGMENT = '_post';

/** A post's fields in remote-blog's template (FIRST_SCREEN_POST_TOKENS in the contract). */
export const FIRST_SCREEN_POST_TOKENS = {
  title: '%%gfm:post.title%%',
  author: '%%gfm:post.author%%',
  date: '%%gfm:post.date%%',
  dateText: '%%gfm:post.dateText%%',
  imageSrc: '%%gfm:post.image.src%%',
  imageAlt: '%%gfm:post.image.alt%%',
  imageWidth: '%%gfm:post.image.width%%',
  imageHeight: '%%gfm:post.image.height%%',
};

/** Where a mall's layout leaves room for remote-blog's page (FIRST_SCREEN_OUTLET in the contract). */
export const FIRST_SCREEN_OUTLET = '<!--gfm-first-screen-outlet-->';

/**
 * The files of a page that can have a first screen: a mall's own pages, and
 * its blog list and posts (the mall's layout with an outlet, and remote-blog's
 * page to put there). Every post has the same files, a template the server
 * fills with the post (decision 018).
 * The landing page is the shell's own (`own`), written by the shell's build
 * and drawn whole: it is one screen (decision 020).
 * @param {string} pathname
 * @returns {{ remote: string, file: string, part?: { remote: string, file: string }, post?: true } | { own: true, file: string } | undefined}
 */
export function firstScreenFileFor(pathname) {
  if (pathname === '/') return { own: true, file: 'first-screen/index.html' };
  // The site's 404 page, for /404 and every path that is not a page.
  if (pathname === '/404') return { own: true, file: 'first-screen/404.html' };
  const segments = pathname.split('/').filter(Boolean);
  const [mall, section] = segments;
  if (!mall || !MALLS.some((known) => known === mall)) return undefined;
  if (segments.some((segment) => !/^[a-z0-9-]+$/.test(segment))) return undefined;
  const file = `first-screen/${segments.join('/')}.html`;
  if (section === 'blogs' && segments.length === 2) return { remote: mall, file, part: { remote: 'blog', file } };
  if (section === 'blog' && segments.length === 3) {
    const postFile = `first-screen/${mall}/blog/${FIRST_SCREEN_POST_SEGMENT}.html`;
    return { remote: mall, file: postFile, part: { remote: 'blog', file: postFile }, post: true };
  }
  if (section === 'blogs' || section === 'blog') return undefined;
  return { remote: mall, file };
}

/** @param {string} value */
function decodeAttribute(value) {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/**
 * The CSP sources that allow exactly the `style` attributes of the markup
 * (`'unsafe-hashes'` with one hash per distinct value): the live page sets the
 * same styles from script, which the policy allows anyway.
 * @param {string} html
 */
export function styleAttributeSources(html) {
  const values = new Set([...html.matchAll(/\sstyle="([^"]*)"/g)].map((match) => decodeAttribute(match[1] ?? '')));
  return [...values].map(sha256Source);
}

/**
 * A remote's file made ready for the document: the mark checked, the tokens
 * filled in. Undefined when the file is not one (no mark: a server's page for
 * a missing file) or names a setting this server does not know.
 * @param {unknown} text
 * @param {{ imageBaseUrl: string, maps: { gfm43: string, gfmpalam: string } }} config
 * @param {Record<string, string>} [more] values of further tokens (a post's, postTokenValues)
 */
export function prepareFirstScreen(text, config, more = {}) {
  if (typeof text !== 'string' || !text.startsWith(FIRST_SCREEN_HTML_MARK)) return undefined;
  /** @type {Record<string, string>} */
  const values = {
    ...more,
    [FIRST_SCREEN_TOKENS.imageBaseUrl]: config.imageBaseUrl.replace(/\/+$/, ''),
    [FIRST_SCREEN_TOKENS.mapGfm43]: config.maps.gfm43,
    [FIRST_SCREEN_TOKENS.mapGfmpalam]: config.maps.gfmpalam,
  };
  const html = text
    .slice(FIRST_SCREEN_HTML_MARK.length)
    .trim()
    .replace(/%%gfm:[\w.]+%%/g, (token) => (Object.hasOwn(values, token) ? escapeAttribute(/** @type {string} */ (values[token])) : token));
  if (/%%gfm:[\w.]+%%/.test(html)) return undefined;
  return html;
}

/** Named references WordPress writes in a title (wptexturize, esc_html); a title with any other is not drawn. */
const NAMED_REFERENCES = /** @type {Record<string, string>} */ ({
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', hellip: '\u2026', ndash: '\u2013', mdash: '\u2014',
  lsquo: '\u2018', rsquo: '\u2019', sbquo: '\u201a', ldquo: '\u201c', rdquo: '\u201d', bdquo: '\u201e', prime: '\u2032', Prime: '\u2033', times: '\u00d7',
});

/**
 * A WordPress `rendered` title as text, as remote-blog's `htmlToText` reads it
 * in the browser (character references decoded, white space collapsed), for a
 * title that is text: undefined for one with markup or a reference this does
 * not know, which is then not drawn (the browser's parser is the reference).
 * @param {unknown} html
 */
export function titleText(html) {
  if (typeof html !== 'string' || html.includes('<')) return undefined;
  let known = true;
  const text = html.replace(/&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([a-zA-Z]+));/g, (reference, decimal, hex, name) => {
    if (name !== undefined) {
      if (Object.hasOwn(NAMED_REFERENCES, name)) return /** @type {string} */ (NAMED_REFERENCES[name]);
      known = false;
      return reference;
    }
    const code = decimal !== undefined ? Number(decimal) : Number.parseInt(hex, 16);
    // NUL, the C1 range (mapped to Windows-1252 by browsers), surrogates and beyond Unicode are the parser's special cases.
    if (code === 0 || (code >= 0x80 && code <= 0x9f) || (code >= 0xd800 && code <= 0xdfff) || code > 0x10ffff) known = false;
    return known ? String.fromCodePoint(code) : reference;
  });
  if (!known || /&[#a-zA-Z0-9]+;?/.test(html.replace(/&(?:#\d{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z]+);/g, ''))) return undefined;
  return text.replace(/\s+/g, ' ').trim();
}

/** As remote-blog's formatPostDate writes a post's date ("1 October 2024"). @param {string} date */
export function postDateText(date) {
  const parsed = new Date(date);
  if (Number.isNaN(parsed.getTime())) return date;
  return new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric' }).format(parsed);
}

/** A width or height as remote-blog's page writes it: WordPress's number, or its default for none. @param {unknown} value @param {number} fallback */
function dimension(value, fallback) {
  if (!value) return String(fallback);
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : undefined;
}

/**
 * The values of a post template's tokens (FIRST_SCREEN_POST_TOKENS) from
 * WordPress's answer to `posts?slug=…&_embed`, as remote-blog's `toPost` and
 * post page write them. Undefined when the post cannot be drawn exactly as
 * the live page will show it: no post, no featured picture (the template has
 * one), a picture that is not at an http(s) address, a title with markup.
 * Values are text; the server escapes them when it fills them in.
 * @param {unknown} answer
 * @returns {Record<string, string> | undefined}
 */
export function postTokenValues(answer) {
  const post = Array.isArray(answer) ? answer[0] : undefined;
  if (!post || typeof post !== 'object') return undefined;
  const title = titleText(post.title?.rendered);
  const media = post._embedded?.['wp:featuredmedia']?.[0];
  const src = featuredImageOf(answer);
  const name = post._embedded?.author?.[0]?.name;
  const alt = media?.alt_text;
  const width = dimension(media?.media_details?.width, 1200);
  const height = dimension(media?.media_details?.height, 675);
  if (title === undefined || !src || typeof post.date !== 'string' || !width || !height) return undefined;
  if ((name !== undefined && typeof name !== 'string') || (alt !== undefined && typeof alt !== 'string')) return undefined;
  return {
    [FIRST_SCREEN_POST_TOKENS.title]: title,
    [FIRST_SCREEN_POST_TOKENS.author]: name?.trim() || 'Unknown Author',
    [FIRST_SCREEN_POST_TOKENS.date]: post.date,
    [FIRST_SCREEN_POST_TOKENS.dateText]: postDateText(post.date),
    [FIRST_SCREEN_POST_TOKENS.imageSrc]: src,
    [FIRST_SCREEN_POST_TOKENS.imageAlt]: alt || title,
    [FIRST_SCREEN_POST_TOKENS.imageWidth]: width,
    [FIRST_SCREEN_POST_TOKENS.imageHeight]: height,
  };
}

/** Elements without a closing tag in HTML (React writes them `<img … />`). */
const VOID_ELEMENTS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
const TAG = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][\w:-]*)\b[^>]*?(\/?)>/g;

/** Text a visitor reads in a page's first screen before it counts as one (a text page has no picture). */
export const FIRST_SCREEN_TEXT_CHARS = 600;

/**
 * @typedef {{ name: string, end: number, text: number, img: boolean, children: MarkupNode[], parent?: MarkupNode }} MarkupNode
 * An element of the drawn markup: where it ends (after its closing tag), how
 * much text it holds and whether it holds a picture.
 */

/**
 * The elements of markup as React writes it (well-formed: every element
 * closed, void ones written `<img … />`).
 * @param {string} html
 */
function markupTree(html) {
  /** @type {MarkupNode} */
  const root = { name: '#root', end: html.length, text: 0, img: false, children: [] };
  let current = root;
  let textFrom = 0;
  for (const match of html.matchAll(TAG)) {
    const [token, closing, rawName, selfClosing] = match;
    const index = match.index ?? 0;
    const text = html.slice(textFrom, index).trim().length;
    for (let node = /** @type {MarkupNode | undefined} */ (current); node && text; node = node.parent) node.text += text;
    textFrom = index + token.length;
    if (!rawName) continue;
    const name = rawName.toLowerCase();
    if (closing) {
      current.end = index + token.length;
      current = current.parent ?? root;
      continue;
    }
    /** @type {MarkupNode} */
    const node = { name, end: index + token.length, text: 0, img: name === 'img', children: [], parent: current };
    current.children.push(node);
    if (node.img) for (let up = /** @type {MarkupNode | undefined} */ (current); up; up = up.parent) up.img = true;
    if (!(selfClosing || VOID_ELEMENTS.has(name))) current = node;
  }
  return root;
}

/** @param {MarkupNode} node @param {string} name @returns {MarkupNode | undefined} */
function firstElement(node, name) {
  for (const child of node.children) {
    if (child.name === name) return child;
    const found = firstElement(child, name);
    if (found) return found;
  }
  return undefined;
}

/**
 * Only the first screen of a drawn page: everything up to the page's first
 * picture (or its first few paragraphs), in the header and frame around it.
 * What follows `<main>` (the newsletter, the footer) is never on the first
 * screen. The rest is not seen before the live page replaces the drawn one,
 * and every element drawn is styled, laid out and painted twice (drawn, then
 * live): on the audit's phone that doubled the main thread's blocking time
 * (decision 016). The page is cut between the children of `<main>`, or of the
 * wrapper a page puts all of its content in (`<main><div class="page">…`)
 * when it has a picture: cut between `<main>`'s children, it would have been
 * kept whole.
 * Markup without a `<main>` is kept whole.
 * @param {string} html markup as React writes it (well-formed, attributes escaped)
 */
export function firstScreenOnly(html) {
  const main = firstElement(markupTree(html), 'main');
  if (!main) return html;
  let container = main;
  // Into a wrapper only for a picture: a text page cut inside its article left part of the screen
  // to fill on the swap, a later largest paint (privacy policy, 93-99 -> 83-90).
  for (let only = container.children[0]; container.children.length === 1 && only && only.img && only.children.length > 1; only = container.children[0]) container = only;
  let kept = 0;
  let cut = container.end;
  for (const child of container.children) {
    kept += child.text;
    if (child.img || kept >= FIRST_SCREEN_TEXT_CHARS) {
      cut = child.end;
      break;
    }
  }
  if (cut === container.end) return `${html.slice(0, main.end)}${closersOf(main.parent)}`;
  return `${html.slice(0, cut)}${closersOf(container)}`;
}

/** The closing tags of an element and its ancestors. @param {MarkupNode | undefined} node */
function closersOf(node) {
  let closers = '';
  for (let up = node; up && up.parent; up = up.parent) closers += `</${up.name}>`;
  return closers;
}

/** The remotes' style sheets the hints preload (hintTags in route-hints.mjs writes them quoted). */
const REMOTE_STYLE_PRELOAD = /<link rel="preload" as="style" href="([^"]+)">/g;

/**
 * The remote style sheets a document's hints preload.
 * @param {string} head
 */
export function remoteStylesheetsOf(head) {
  return [...head.matchAll(REMOTE_STYLE_PRELOAD)].map((match) => /** @type {string} */ (match[1]));
}

/**
 * A remote's style sheet made ready to sit in a `<style>` element of the
 * shell's document: relative `url()`s made absolute (they were relative to the
 * sheet), refused if it could close the element.
 * @param {string} css
 * @param {string} href
 */
export function inlineableCss(css, href) {
  if (/<\/style/i.test(css)) return undefined;
  return css.replace(/url\((['"]?)(?!data:|[a-z]+:|\/|#)([^'")]+)\1\)/gi, (_match, quote, relative) => `url(${quote}${new URL(relative, href).href}${quote})`);
}

/** @param {string} text */
export function sha256Source(text) {
  return `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * The document's style before its first paint, with a first screen in the
 * HTML: the remotes' style sheets are written into the document (a remote
 * that stops answering the browser must not hold the whole page blank, as a
 * render-blocking link to it would), and the shell's own preloaded style sheet
 * becomes a style sheet (same origin as the document).
 * @param {string} html
 * @param {{ href: string, css: string }[]} styles
 */
export function withFirstScreenStyles(html, styles) {
  const byHref = new Map(styles.map(({ href, css }) => [href, css]));
  return html
    .replace(REMOTE_STYLE_PRELOAD, (link, href) => (byHref.has(href) ? `<style data-href="${href}">${byHref.get(href)}</style>` : link))
    .replace(/<link\s+rel="?preload"?\s+as="?style"?\s+href="?([^"\s>]+)"?(?:\s+fetchpriority="?\w+"?)?\s*\/?>/g, (_link, href) => `<link rel="stylesheet" href="${href}">`);
}

/**
 * With the page drawn from the HTML, the remotes' scripts no longer hold back
 * its first picture: their preloads drop to low priority, so the picture gets
 * the connection first (the shell's own preloads are low already, decision 012).
 * @param {string} html
 */
export function scriptPreloadsLow(html) {
  return html.replace(/<link rel="preload" as="script" href="([^"]+)">/g, (_link, href) => `<link rel="preload" as="script" href="${href}" fetchpriority="low">`);
}

/**
 * The document with the first screen in its root: drawn, inert (nothing on it
 * answers until the live page replaces it) and marked for the shell's
 * bootstrap.
 * @param {string} html
 * @param {{ html: string, styles: { href: string, css: string }[] }} firstScreen
 */
export function withFirstScreen(html, firstScreen) {
  const root = /<div id="?root"?><\/div>/;
  if (!root.test(html)) return html;
  return scriptPreloadsLow(withFirstScreenStyles(html, firstScreen.styles))
    .replace(/<noscript>[^<]*<\/noscript>/, '<noscript>The rest of this page, its menu, carousels and forms need JavaScript.</noscript>')
    .replace(root, () => `<div id="root" data-first-screen inert>${firstScreen.html}</div>`);
}

/**
 * A mall's layout with another remote's page in its outlet; the layout alone
 * when there is no part to put in. Undefined when either is missing (`null`
 * part: it was asked for and is not there) or the layout has no outlet.
 * @param {string | undefined} layout
 * @param {string | null | undefined} part
 */
export function withPart(layout, part) {
  if (part === undefined || layout === undefined) return layout;
  if (part === null || !layout.includes(FIRST_SCREEN_OUTLET)) return undefined;
  return layout.replace(FIRST_SCREEN_OUTLET, () => part);
}

/**
 * `readPost` reads a post from WordPress (route-hints' createPostReader; the
 * server shares one with the blog's hints, so a post is read once).
 * `readOwnFile` reads a file of the shell's own build (the landing page's).
 * @param {{ fetchText?: (url: string, signal: AbortSignal) => Promise<string>, readPost?: (url: string) => Promise<unknown>, readOwnFile?: (file: string) => Promise<string | undefined>, ttlMs?: number, timeoutMs?: number, now?: () => number }} [options]
 */
export function createFirstScreens({ fetchText = defaultFetchText, readPost, readOwnFile, ttlMs = 5000, timeoutMs = 400, now = Date.now } = {}) {
  const textOf = createRemoteFileCache(fetchText, { ttlMs, answerMs: timeoutMs, now });
  const postOf = readPost ?? createPostReader({ ttlMs, timeoutMs, now });

  /**
   * The first screen of a page, ready for the document, with the remote style
   * sheets it needs; undefined when the page has none, any part is missing, or
   * a remote whose markup is drawn has no style sheet among `stylesheets`.
   * @param {string} pathname
   * @param {{ remotes: Record<string, string>, imageBaseUrl: string, blogApiUrl: string, maps: { gfm43: string, gfmpalam: string } }} config
   * @param {string[]} [stylesheets] the remote style sheets the page's hints preload
   */
  return async function firstScreenFor(pathname, config, stylesheets = []) {
    const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    const found = firstScreenFileFor(trimmed);
    if (found && 'own' in found) {
      // The landing page: the shell's own markup and its own style sheet (already the document's).
      const html = readOwnFile && prepareFirstScreen(await readOwnFile(found.file).catch(() => undefined), config);
      return html ? { html, styles: [] } : undefined;
    }
    const entry = found && config.remotes[found.remote];
    const partEntry = found?.part && config.remotes[found.part.remote];
    const postUrl = found?.post ? blogPostUrlOf(trimmed, config.blogApiUrl) : undefined;
    if (!found || !entry || (found.part && !partEntry) || (found.post && !postUrl)) return undefined;
    const partUrl = found.part && partEntry ? new URL(found.part.file, partEntry).href : undefined;
    const [text, partText, post, ...sheets] = await Promise.all([
      textOf(new URL(found.file, entry).href),
      partUrl ? textOf(partUrl) : undefined,
      postUrl ? postOf(postUrl) : undefined,
      ...stylesheets.map((href) => textOf(href)),
    ]);
    const postValues = postUrl ? postTokenValues(post) : {};
    if (!postValues) return undefined;
    const prepared = withPart(prepareFirstScreen(text, config), partUrl ? prepareFirstScreen(partText, config, postValues) ?? null : undefined);
    const html = prepared && firstScreenOnly(prepared);
    if (!html) return undefined;
    // Each remote whose markup is drawn brings style sheets of its own. The list comes from the
    // hints, which leave out a remote whose manifest was not read in time: its part would then be
    // drawn without its style (a blog list's slides stacked, caught in CI with a layout shift of 0.46).
    const drawnFrom = [entry, partUrl && partEntry].filter((url) => typeof url === 'string').map((url) => new URL('.', url).href);
    if (!drawnFrom.every((base) => stylesheets.some((href) => href.startsWith(base)))) return undefined;
    /** @type {{ href: string, css: string }[]} */
    const styles = [];
    for (const [index, href] of stylesheets.entries()) {
      const css = typeof sheets[index] === 'string' ? inlineableCss(/** @type {string} */ (sheets[index]), href) : undefined;
      // Drawn without its style the page would be worse than not drawn at all.
      if (css === undefined) return undefined;
      styles.push({ href, css });
    }
    return { html, styles };
  };
}

/** @param {string} url @param {AbortSignal} signal */
async function defaultFetchText(url, signal) {
  const response = await fetch(url, { signal });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.text();
}
