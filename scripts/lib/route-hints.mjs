// @ts-check
/**
 * Resource hints for the shell's HTML. A mall page is drawn only after the
 * shell has loaded, read its run-time configuration, fetched the remote's
 * manifest, then its remoteEntry.js, then the exposed modules: a chain of
 * round trips a phone pays one after another. The shell's server knows the
 * route and the remotes' addresses, so it reads each remote's current
 * mf-manifest.json (cached briefly; a remote redeploys on its own) and tells
 * the browser about those files in the HTML itself, to fetch them alongside
 * the shell's own. A remote that does not answer in time gets no hints, and
 * the page loads as before: the hints only ever start downloads early.
 *
 * The page's first picture too (decision 012): a remote writes its pages'
 * first pictures to first-screen.json beside its manifest, and the HTML
 * preloads the requested page's, so it downloads with the scripts rather than
 * after the page has been drawn.
 */

import { MALLS } from './apps.mjs';
import { createRemoteFileCache } from './remote-file-cache.mjs';

/** Which remote modules the shell's route tree loads for a path (see shell/src/routes.tsx). */

/**
 * @param {string} pathname
 * @returns {{ remote: string, exposes: string[] }[]}
 */
export function remoteModulesFor(pathname) {
  const [mall, section] = pathname.split('/').filter(Boolean);
  if (!mall || !MALLS.some((known) => known === mall)) return [];
  if (section === 'blogs') return [{ remote: mall, exposes: ['layout'] }, { remote: 'blog', exposes: ['blog-list'] }];
  if (section === 'blog') return [{ remote: mall, exposes: ['layout'] }, { remote: 'blog', exposes: ['blog-post'] }];
  return [{ remote: mall, exposes: ['layout', 'routes'] }];
}

/**
 * @typedef {{ js?: { sync?: string[] }, css?: { sync?: string[] } }} ExposeAssets
 * @typedef {{ metaData?: { remoteEntry?: { name?: string, path?: string }, publicPath?: string }, exposes?: { name: string, assets?: ExposeAssets }[] }} Manifest
 * @typedef {{ href: string, as: 'script' | 'style' }} Preload
 */

/**
 * Where a remote's manifest is: the entry itself when the configuration names
 * the manifest, else mf-manifest.json beside its remoteEntry.js (where every
 * Module Federation build writes it).
 * @param {string} entry
 */
export function manifestUrlOf(entry) {
  return new URL(entry).pathname.endsWith('.json') ? entry : new URL('mf-manifest.json', entry).href;
}

/**
 * The files of a remote's manifest that the given exposed modules need at once.
 * @param {string} manifestUrl
 * @param {Manifest} manifest
 * @param {string[]} exposes
 * @returns {Preload[]}
 */
export function preloadsFromManifest(manifestUrl, manifest, exposes) {
  const publicPath = manifest.metaData?.publicPath;
  const base = new URL(publicPath && publicPath !== 'auto' ? publicPath : '.', manifestUrl);
  /** @type {(file: string) => string} */
  const resolve = (file) => new URL(file, base).href;
  /** @type {Preload[]} */
  const preloads = [];
  const entry = manifest.metaData?.remoteEntry;
  if (entry?.name) preloads.push({ href: resolve(entry.path ? `${entry.path.replace(/\/$/, '')}/${entry.name}` : entry.name), as: 'script' });
  for (const name of exposes) {
    const assets = manifest.exposes?.find((expose) => expose.name === name)?.assets;
    for (const file of assets?.css?.sync ?? []) preloads.push({ href: resolve(file), as: 'style' });
    for (const file of assets?.js?.sync ?? []) preloads.push({ href: resolve(file), as: 'script' });
  }
  const seen = new Set();
  return preloads.filter((preload) => !seen.has(preload.href) && seen.add(preload.href));
}

/**
 * @typedef {{ routes?: Record<string, { type?: string, srcset?: string, sizes?: string }> }} FirstScreenFile
 * @typedef {{ type: string, srcset: string, sizes: string }} ImagePreload
 */

/**
 * Where a remote's first-screen pictures are: beside its manifest.
 * @param {string} manifestUrl
 */
export function firstScreenUrlOf(manifestUrl) {
  return new URL('first-screen.json', manifestUrl).href;
}

/**
 * The preload of a page's first picture, its candidates put under the
 * run-time image base URL (as the pages' own `<picture>` does).
 * @param {FirstScreenFile | undefined} file
 * @param {string} pathname
 * @param {string} imageBaseUrl
 * @returns {ImagePreload | undefined}
 */
export function imagePreloadFor(file, pathname, imageBaseUrl) {
  const route = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const found = file?.routes && Object.hasOwn(file.routes, route) ? file.routes[route] : undefined;
  if (!found?.type || !found.srcset || !found.sizes) return undefined;
  const base = imageBaseUrl.replace(/\/+$/, '');
  const srcset = found.srcset
    .split(',')
    .map((candidate) => candidate.trim())
    .filter(Boolean)
    .map((candidate) => (candidate.startsWith('/') ? `${base}${candidate}` : candidate))
    .join(', ');
  return { type: found.type, srcset, sizes: found.sizes };
}

/** A value made safe for a double-quoted HTML attribute. @param {string} value */
export function escapeAttribute(value) {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * @param {string[]} origins
 * @param {Preload[]} preloads
 * @param {ImagePreload[]} [images]
 */
export function hintTags(origins, preloads, images = []) {
  return [
    ...origins.map((origin) => `<link rel="preconnect" href="${escapeAttribute(origin)}">`),
    ...images.map(
      ({ type, srcset, sizes }) =>
        `<link rel="preload" as="image" type="${escapeAttribute(type)}" imagesrcset="${escapeAttribute(srcset)}" imagesizes="${escapeAttribute(sizes)}" fetchpriority="high">`,
    ),
    ...preloads.map(({ href, as }) => `<link rel="preload" as="${as}" href="${escapeAttribute(href)}">`),
  ].join('');
}

/** spec §9: the side list of a post shows the latest five posts (LATEST_POSTS in remote-blog). */
const LATEST_POSTS = 5;

/**
 * The featured picture of a post as WordPress answers `posts?slug=…&_embed`
 * (remote-blog's `toPost` reads the same field); only an http(s) address.
 * @param {unknown} answer
 * @returns {string | undefined}
 */
export function featuredImageOf(answer) {
  const post = Array.isArray(answer) ? answer[0] : undefined;
  const src = post?._embedded?.['wp:featuredmedia']?.[0]?.source_url;
  if (typeof src !== 'string') return undefined;
  try {
    return ['http:', 'https:'].includes(new URL(src).protocol) ? src : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The blog's WordPress requests a page makes as soon as its code runs,
 * started with the document instead (spec §7 shapes, the exact URLs of
 * remote-blog's `WordPressClient`, so the browser reuses the answers): a
 * post's own and the latest posts, and the post's featured picture, which is
 * its largest paint and otherwise waits for the shell, the remotes, the post's
 * answer and then its own download. The server reads the post for that (like a
 * remote's manifest: kept 5 s, 400 ms for the document's sake, at most 200
 * posts); a WordPress that is slow or down only costs the picture's hint. The
 * blog list's first screen is drawn (decision 016), so it only gets the
 * connection. A slug WordPress would not write (anything but lower-case
 * letters, digits and dashes) gets no hint.
 * @param {{ readPost?: (url: string) => Promise<unknown>, fetchJson?: (url: string, signal: AbortSignal) => Promise<unknown>, ttlMs?: number, timeoutMs?: number, now?: () => number }} [options]
 */
export function createBlogRequestHints({ readPost, ...options } = {}) {
  const postOf = readPost ?? createPostReader(options);

  /**
   * @param {string} pathname
   * @param {string} blogApiUrl the WordPress REST root (`…/wp-json`)
   */
  return async function blogRequestHints(pathname, blogApiUrl) {
    const [mall, section, slug, ...rest] = pathname.split('/').filter(Boolean);
    if (!mall || !MALLS.some((known) => known === mall) || rest.length) return '';
    const connect = `<link rel="preconnect" href="${escapeAttribute(new URL(blogApiUrl).origin)}" crossorigin>`;
    if (section === 'blogs' && !slug) return connect;
    const postUrl = blogPostUrlOf(pathname, blogApiUrl);
    if (!postUrl) return '';
    const requests = [postUrl, `${wordPressRoot(blogApiUrl)}/posts?per_page=${LATEST_POSTS}&_embed`];
    const image = featuredImageOf(await postOf(postUrl));
    return [
      connect,
      ...(image ? [`<link rel="preload" as="image" href="${escapeAttribute(image)}" fetchpriority="high">`] : []),
      ...requests.map((href) => `<link rel="preload" as="fetch" href="${escapeAttribute(href)}" crossorigin>`),
    ].join('');
  };
}

/**
 * The WordPress request of a post page (`/{mall}/blog/{slug}`), at the URL of
 * remote-blog's `WordPressClient.postBySlug`; undefined for any other path, or
 * a slug WordPress would not write (anything but `[a-z0-9-]`).
 * @param {string} pathname
 * @param {string} blogApiUrl the WordPress REST root (`…/wp-json`)
 */
export function blogPostUrlOf(pathname, blogApiUrl) {
  const [mall, section, slug, ...rest] = pathname.split('/').filter(Boolean);
  if (!mall || !MALLS.some((known) => known === mall) || rest.length) return undefined;
  if (section !== 'blog' || !slug || !/^[a-z0-9-]+$/.test(slug)) return undefined;
  return `${wordPressRoot(blogApiUrl)}/posts?slug=${encodeURIComponent(slug)}&_embed`;
}

/** The `wp/v2` routes under a WordPress REST root, as remote-blog's `WordPressClient` joins them. @param {string} blogApiUrl */
function wordPressRoot(blogApiUrl) {
  return `${blogApiUrl.replace(/\/+$/, '')}/wp/v2`;
}

/**
 * Reads a post from WordPress for a document, like a remote's manifest: kept
 * 5 s, 400 ms for the document's sake, at most 200 posts (slugs come from
 * visitors' paths). The shell's server shares one between the hints and the
 * drawn post (decision 018), so a post is read once per document.
 * @param {{ fetchJson?: (url: string, signal: AbortSignal) => Promise<unknown>, ttlMs?: number, timeoutMs?: number, now?: () => number }} [options]
 * @returns {(url: string) => Promise<unknown>}
 */
export function createPostReader({ fetchJson = defaultFetchJson, ttlMs = 5000, timeoutMs = 400, now = Date.now } = {}) {
  return createRemoteFileCache(fetchJson, { ttlMs, answerMs: timeoutMs, maxEntries: 200, now });
}

/**
 * @param {{ fetchJson?: (url: string, signal: AbortSignal) => Promise<unknown>, ttlMs?: number, timeoutMs?: number, now?: () => number }} [options]
 */
export function createRouteHints({ fetchJson = defaultFetchJson, ttlMs = 5000, timeoutMs = 400, now = Date.now } = {}) {
  const fileOf = createRemoteFileCache(fetchJson, { ttlMs, answerMs: timeoutMs, now });

  /**
   * The `<link>` tags for a page of the shell.
   * @param {string} pathname
   * @param {Record<string, string>} remotes entry of each remote (the run-time configuration's)
   * @param {string} [imageBaseUrl] where the pictures are (the run-time configuration's)
   */
  return async function hintsFor(pathname, remotes, imageBaseUrl = '/uploads') {
    const modules = remoteModulesFor(pathname).filter(({ remote }) => remotes[remote]);
    const found = await Promise.all(
      modules.map(async ({ remote, exposes }) => {
        const url = manifestUrlOf(/** @type {string} */ (remotes[remote]));
        const [manifest, firstScreen] = await Promise.all([fileOf(url), fileOf(firstScreenUrlOf(url))]);
        return {
          origin: new URL(url).origin,
          preloads: manifest ? preloadsFromManifest(url, /** @type {Manifest} */ (manifest), exposes) : [],
          image: imagePreloadFor(/** @type {FirstScreenFile | undefined} */ (firstScreen), pathname, imageBaseUrl),
        };
      }),
    );
    const origins = [...new Set(found.map(({ origin }) => origin))];
    /** @type {ImagePreload[]} */
    const images = found.flatMap(({ image }) => (image ? [image] : [])).slice(0, 1);
    return hintTags(origins, found.flatMap(({ preloads }) => preloads), images);
  };
}

/** @param {string} url @param {AbortSignal} signal @returns {Promise<unknown>} */
async function defaultFetchJson(url, signal) {
  const response = await fetch(url, { signal });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
}
