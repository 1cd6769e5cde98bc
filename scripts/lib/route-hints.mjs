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
 */

import { MALLS } from './apps.mjs';

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

/** @param {string} value */
function escapeAttribute(value) {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * @param {string[]} origins
 * @param {Preload[]} preloads
 */
export function hintTags(origins, preloads) {
  return [
    ...origins.map((origin) => `<link rel="preconnect" href="${escapeAttribute(origin)}">`),
    ...preloads.map(({ href, as }) => `<link rel="preload" as="${as}" href="${escapeAttribute(href)}">`),
  ].join('');
}

/**
 * @param {{ fetchManifest?: (url: string, signal: AbortSignal) => Promise<Manifest>, ttlMs?: number, timeoutMs?: number, now?: () => number }} [options]
 */
export function createRouteHints({ fetchManifest = defaultFetchManifest, ttlMs = 5000, timeoutMs = 400, now = Date.now } = {}) {
  /** @type {Map<string, { at: number, manifest: Promise<Manifest | undefined> }>} */
  const cache = new Map();

  /** @param {string} url */
  function manifestOf(url) {
    const cached = cache.get(url);
    if (cached && now() - cached.at < ttlMs) return cached.manifest;
    const manifest = fetchManifest(url, AbortSignal.timeout(timeoutMs)).catch(() => undefined);
    cache.set(url, { at: now(), manifest });
    return manifest;
  }

  /**
   * The `<link>` tags for a page of the shell.
   * @param {string} pathname
   * @param {Record<string, string>} remotes entry of each remote (the run-time configuration's)
   */
  return async function hintsFor(pathname, remotes) {
    const modules = remoteModulesFor(pathname).filter(({ remote }) => remotes[remote]);
    const found = await Promise.all(
      modules.map(async ({ remote, exposes }) => {
        const url = manifestUrlOf(/** @type {string} */ (remotes[remote]));
        const manifest = await manifestOf(url);
        return { origin: new URL(url).origin, preloads: manifest ? preloadsFromManifest(url, manifest, exposes) : [] };
      }),
    );
    const origins = [...new Set(found.map(({ origin }) => origin))];
    return hintTags(origins, found.flatMap(({ preloads }) => preloads));
  };
}

/** @param {string} url @param {AbortSignal} signal @returns {Promise<Manifest>} */
async function defaultFetchManifest(url, signal) {
  const response = await fetch(url, { signal });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return /** @type {Promise<Manifest>} */ (response.json());
}
