import { OFFLINE_COPY_ATTRIBUTE } from '@gfm/shared/routing/offline-copy';

/**
 * What the service worker keeps for a visitor without signal, and the rules
 * it keeps it by (decision 045). Pure functions over the worker's index of
 * its cache, so the rules are tested without a browser; the worker
 * (worker.ts) and the offline page (pages/offline) share the names.
 */

/** Every cache of the worker starts with this; the version of the site it holds follows. */
export const CACHE_PREFIX = 'gfm-offline-';
/** Where the worker keeps its index inside its cache (a path no page can have). */
export const INDEX_PATH = '/__offline-index.json';
/** The page shown for a page never opened, at any address, without signal. */
export const OFFLINE_PATH = '/offline';
/** The shell's server: what to keep for a mall (`/api/offline/gfm43`). */
export const WARM_API = '/api/offline';
/** The worker's own address; its bytes name the releases it keeps (the browser's update check compares them). */
export const SERVICE_WORKER_PATH = '/sw.js';

/** What the shell's server writes at the top of the worker's script. */
export interface WorkerSettings {
  /** The shell's build and every remote's current release: a new one of either is a new worker. */
  version: string;
  /** Bytes the worker keeps at most, over pages and files. */
  budgetBytes: number;
  /** A kept answer older than this is not used (nothing outlives a release by more than this). */
  maxAgeMs: number;
  /** The origins whose files the worker keeps: the site's own and each remote's static host. */
  origins: string[];
  /** The shell's own scripts and style sheets, kept when the worker is installed: the offline page runs on them. */
  shellFiles: string[];
}

/** The list of a mall the shell's server gives the worker to keep (`WARM_API`). */
export interface WarmList {
  version: string;
  mall: string;
  /** The mall's pages (documents), and the offline page. */
  pages: string[];
  /** The scripts and style sheets those pages run with: the shell's and the remotes' of the current releases. */
  files: string[];
}

export interface IndexEntry {
  kind: 'page' | 'file';
  bytes: number;
  /** When the answer was fetched (ms since the epoch). */
  storedAt: number;
  /** When it was last answered from the cache or stored: the least recently used goes first. */
  usedAt: number;
  /** A page's `<title>`, for the offline page's list. */
  title?: string;
}

export interface OfflineIndex {
  entries: Record<string, IndexEntry>;
  /** The malls whose home the visitor opened: kept again after a new release. */
  malls: string[];
  /** The pages an older version kept, to keep again from the new release. */
  revisit?: string[];
}

export const emptyIndex = (): OfflineIndex => ({ entries: {}, malls: [] });

export function totalBytes(index: OfflineIndex): number {
  return Object.values(index.entries).reduce((sum, entry) => sum + entry.bytes, 0);
}

export function isFresh(entry: IndexEntry | undefined, now: number, maxAgeMs: number): entry is IndexEntry {
  return entry !== undefined && now - entry.storedAt <= maxAgeMs;
}

/**
 * The addresses to drop so that `incoming` more bytes fit in `budgetBytes`:
 * the least recently used first, never the offline page nor those in `keep`.
 * When even dropping all of them is not enough, `fits` is false and nothing
 * is dropped (the incoming answer is not kept).
 */
export function evictionFor(
  index: OfflineIndex,
  incoming: number,
  budgetBytes: number,
  keep: ReadonlySet<string> = new Set(),
): { fits: boolean; drop: string[] } {
  let total = totalBytes(index);
  if (total + incoming <= budgetBytes) return { fits: true, drop: [] };
  const candidates = Object.entries(index.entries)
    .filter(([url]) => url !== OFFLINE_PATH && !keep.has(url))
    .sort(([, a], [, b]) => a.usedAt - b.usedAt);
  const drop: string[] = [];
  for (const [url, entry] of candidates) {
    if (total + incoming <= budgetBytes) break;
    drop.push(url);
    total -= entry.bytes;
  }
  return total + incoming <= budgetBytes ? { fits: true, drop } : { fits: false, drop: [] };
}

/** The entries older than `maxAgeMs`: dropped when the worker starts and before it answers from them. */
export function expired(index: OfflineIndex, now: number, maxAgeMs: number): string[] {
  return Object.entries(index.entries)
    .filter(([, entry]) => !isFresh(entry, now, maxAgeMs))
    .map(([url]) => url);
}

/** The key a page or file is kept under: its address without the fragment; the site's own without the origin. */
export function keyOf(url: URL, siteOrigin: string): string {
  const path = `${url.pathname}${url.search}`;
  return url.origin === siteOrigin ? path : `${url.origin}${path}`;
}

/**
 * How the worker answers a GET: a page (network first, then the copy kept),
 * a file whose name never changes (kept copy first), another file of the
 * site or a remote (network first), or not at all (the browser's own way).
 */
export type RequestKind = 'page' | 'immutable' | 'file' | 'pass';

/** The worker's own script, the server's state and the configuration: always the network's. */
const NEVER_KEPT = new Set([SERVICE_WORKER_PATH, '/healthz', '/readyz', '/runtime-config.json']);

/** A build's chunk (`name.1a2b3c4d.js`), a release's versioned folder, or a media file named by content. */
const IMMUTABLE = /\.[0-9a-f]{8}\.[a-z0-9]+$/;

export function requestKind(
  url: URL,
  navigation: boolean,
  siteOrigin: string,
  origins: readonly string[],
): RequestKind {
  if (!origins.includes(url.origin)) return 'pass';
  const own = url.origin === siteOrigin;
  if (navigation) return own ? 'page' : 'pass';
  if (own && (NEVER_KEPT.has(url.pathname) || url.pathname.startsWith('/api/'))) return 'pass';
  if (IMMUTABLE.test(url.pathname)) return 'immutable';
  return /\.(js|css|json|svg|png|woff2|webmanifest)$/.test(url.pathname) ? 'file' : 'pass';
}

/** A page's title from its HTML (the first `<title>`), unescaped. */
export function titleOf(html: string): string | undefined {
  const found = /<title[^>]*>([^<]*)<\/title>/i.exec(html)?.[1];
  return found
    ?.replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .trim();
}

/** The page marked as answered from the cache: `<html … data-offline-copy="/gfm43/brands/zara">`. */
export function markOfflineCopy(html: string, key: string): string {
  const escaped = key.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return html.replace(/<html\b/i, `<html ${OFFLINE_COPY_ATTRIBUTE}="${escaped}"`);
}

/** Whether a kept copy's bytes have one of the hashes the page asked for (`sha384-…`), or the page asked for none. */
export async function hasIntegrity(bytes: ArrayBuffer, integrity: string): Promise<boolean> {
  const wanted = integrity.split(/\s+/).filter((value) => value.startsWith('sha384-'));
  if (wanted.length === 0) return true;
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-384', bytes));
  const actual = `sha384-${btoa(String.fromCharCode(...digest))}`;
  return wanted.some((value) => value.split('?')[0] === actual);
}
