import crypto from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { REMOTE_NAMES, type RemoteName, type RuntimeConfig } from '@gfm/shared/config/runtime-config';
import { render } from '../src/entry.server';
import type { DocumentAssets } from '../src/hydration';
import type { RemoteParts } from '../src/remotes/remote-parts';
import { assetsOf, type createRemoteReleases, type createServerModules, type Releases } from './remote-releases';
import { securityHeaders, styleAttributeSources } from './security-headers';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** A rendered page as the server answers it: its bytes in each encoding, made once. */
export interface Page {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  gzip: Buffer;
  br: Buffer;
  etag: string;
}

export type PageAnswer = { kind: 'page'; page: Page } | { kind: 'redirect'; status: number; location: string };

/** The shell's own files a page starts with (`client-assets.json`, written by its build). */
export type ShellAssets = Omit<DocumentAssets, 'preconnect'>;

export interface PagesOptions {
  config: RuntimeConfig;
  shellAssets: ShellAssets;
  releases: ReturnType<typeof createRemoteReleases>;
  modules: ReturnType<typeof createServerModules>;
  /** Bytes of rendered pages kept (each in three encodings). */
  maxBytes?: number;
  /** How long a page's data may take on the server before its loaders give up (they show their error states). */
  renderTimeoutMs?: number;
  /** How long a page with WordPress content is kept before it is rendered again. */
  contentTtlMs?: number;
  log?: { warn: (details: object, message: string) => void; error: (details: object, message: string) => void };
}

/**
 * The pages of the site, rendered by entry.server with the remotes' current
 * releases and kept: a page that does not depend on the request is rendered
 * once per address and set of remote releases, requests that arrive together
 * share one render, and the cache is bounded in bytes. A page with a part
 * that could not be shown is not kept (the next request tries again); a page
 * of WordPress content is kept `contentTtlMs`.
 */
export function createPages({ config, shellAssets, releases, modules, maxBytes = 64 * 1024 * 1024, renderTimeoutMs = 4000, contentTtlMs = 30_000, log }: PagesOptions) {
  const cache = new LRUCache<string, Page>({ maxSize: maxBytes, sizeCalculation: (page) => page.body.length + page.gzip.length + page.br.length + 1024 });
  const rendering = new Map<string, Promise<PageAnswer>>();

  async function renderPage(url: URL, current: Releases): Promise<{ answer: PageAnswer; keep: false | number }> {
    const loaded = new Set<`${RemoteName}|${string}`>();
    const parts: RemoteParts = {
      load: async <T,>(remote: RemoteName, expose: string) => {
        const module = await modules<T>(current[remote], remote, expose);
        loaded.add(`${remote}|${expose}`);
        return module;
      },
      unavailable: new Set(),
      onUnavailable: (routeId, error) => log?.warn({ routeId, error: error instanceof Error ? error.message : String(error) }, 'a remote part is unavailable'),
    };
    const assetsFor = (): DocumentAssets => {
      const styles = [...shellAssets.styles];
      const scripts = [...shellAssets.scripts];
      const origins = new Set<string>();
      for (const key of loaded) {
        const [remote, expose] = key.split('|') as [RemoteName, string];
        const release = current[remote];
        if (!release) continue;
        const files = assetsOf(release, [expose]);
        styles.push(...files.styles);
        scripts.push(...files.scripts);
        origins.add(new URL(release.entry).origin);
      }
      origins.delete(new URL(config.siteUrl).origin);
      return { entry: shellAssets.entry, styles: [...new Set(styles)], scripts: [...new Set(scripts)], preconnect: [...origins] };
    };
    // The page's address on the site's origin (set part by part: a path such as `//x` is not read as a host).
    const address = new URL(config.siteUrl);
    address.pathname = url.pathname;
    address.search = url.search;
    const request = new Request(address, { signal: AbortSignal.timeout(renderTimeoutMs) });
    const result = await render({
      request,
      config,
      parts,
      assetsFor,
      onError: (error) => log?.warn({ url: url.pathname, error: error instanceof Error ? error.message : String(error) }, 'a part of the page failed while rendering'),
    });
    if (result.kind === 'redirect') return { answer: result, keep: false };
    const body = Buffer.from(result.html, 'utf8');
    const [gzipped, brotlied] = await Promise.all([gzip(body), brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } })]);
    const page: Page = {
      status: result.status,
      headers: {
        ...securityHeaders(config, { styleAttributes: styleAttributeSources(result.html) }),
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-cache',
      },
      body,
      gzip: gzipped,
      br: brotlied,
      etag: `"${crypto.createHash('sha1').update(body).digest('base64url')}"`,
    };
    const fromWordPress = [...loaded].some((key) => key.startsWith('blog|'));
    const keep = result.unavailable.length > 0 || (result.status !== 200 && result.status !== 404) ? false : fromWordPress ? contentTtlMs : 0;
    return { answer: { kind: 'page', page }, keep };
  }

  return async function pageFor(url: URL): Promise<PageAnswer> {
    const current = await releases.all();
    const key = `${REMOTE_NAMES.map((remote) => current[remote]?.version ?? '-').join('.')} ${url.pathname}${url.search}`;
    const kept = cache.get(key);
    if (kept) return { kind: 'page', page: kept };
    const pending = rendering.get(key);
    if (pending) return pending;
    const started = renderPage(url, current).then(({ answer, keep }) => {
      if (answer.kind === 'page' && keep !== false) cache.set(key, answer.page, keep > 0 ? { ttl: keep } : {});
      return answer;
    });
    rendering.set(key, started);
    try {
      return await started;
    } finally {
      rendering.delete(key);
    }
  };
}
