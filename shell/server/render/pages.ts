import crypto from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { REMOTE_NAMES, type RemoteName, type RuntimeConfig } from '@gfm/shared/config/runtime-config';
import { matchRoutes, type RouteMatch, type RouteObject } from '@gfm/shared/router';
import { MALL_EXPOSES, type MallRoutesModule } from '@gfm/shared/contracts/remotes';
import { MALL_IDS, type MallId } from '@gfm/shared/data/malls';
import { pageEntries, routeIds, type RouteHandle } from '@gfm/shared/routing/page-routes';
import { canonicalSearch } from '@gfm/shared/routing/page-query';
import { render as renderDocument } from '../../src/entry.server';
import { createRoutes, type MallPages } from '../../src/routes';
import type { DocumentAssets } from '../../src/hydration';
import type { RemoteParts } from '../../src/remotes/remote-parts';
import type { createRemoteReleases } from '../releases/remote-releases';
import { stylesOf, type Releases } from '../releases/remote-release';
import type { createServerModules } from '../releases/server-modules';
import { pickInlineStyles } from './inline-styles';
import { createSearchIndex, fetchText } from '../site/mall-search-entries';
import type { SearchEntry } from '@gfm/shared/features/search';
import { createRemoteFileCache } from '../releases/remote-file-cache';
import { securityHeaders, sha256Source, styleAttributeSources } from './security-headers';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

export type Encoding = 'br' | 'gzip' | 'identity';

/** A rendered page as the server answers it: its bytes, and each encoding once a visitor has asked for it. */
export interface Page {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  /** Weak: the same for each encoding of the page. */
  etag: string;
  /** When a line on the page stops being true (an opening or a closing, an offer that ends); see page-cache-control.ts. */
  rightUntil?: number;
  /** When the server renders it again (WordPress content). */
  keptUntil?: number;
  /** The page in an encoding, compressed the first time it is asked for and kept with the page. */
  encoded: (encoding: Encoding) => Promise<Buffer>;
}

/** Brotli for a page of tens of kilobytes: a window of 256 KB, not the default 4 MB, so 50 at once stay small. */
function brotliOptions(size: number): zlib.BrotliOptions {
  return {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 6,
      [zlib.constants.BROTLI_PARAM_LGWIN]: 18,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
    },
  };
}

function pageOf(
  status: number,
  headers: Record<string, string>,
  body: Buffer,
  times: Pick<Page, 'rightUntil' | 'keptUntil'> = {},
): Page {
  const encodings = new Map<Encoding, Promise<Buffer>>([['identity', Promise.resolve(body)]]);
  return {
    status,
    headers,
    body,
    etag: `W/"${crypto.createHash('sha1').update(body).digest('base64url')}"`,
    ...times,
    encoded(encoding) {
      let found = encodings.get(encoding);
      if (!found) {
        found = encoding === 'br' ? brotli(body, brotliOptions(body.length)) : gzip(body, { level: 6 });
        encodings.set(encoding, found);
      }
      return found;
    },
  };
}

/**
 * Why a page was not rendered: more were waiting than the queue holds, or
 * its deadline (which covers the wait and the render) came first.
 */
export class OverloadedError extends Error {
  override name = 'OverloadedError';
  constructor(readonly reason: 'queue' | 'deadline') {
    super(reason === 'queue' ? 'the render queue is full' : 'the page’s deadline passed');
  }
}

/**
 * At most `limit` pages render at once and at most `queue` wait their turn
 * (rendering is work for the CPU, and each holds a page's tree); one more is
 * refused at once. A page whose `deadline` fires leaves the queue, or frees
 * its slot while rendering: a render that never ends cannot keep it.
 */
export function createLimiter(limit: number, queue: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return function limited<T>(work: () => Promise<T>, deadline: AbortSignal): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      if (deadline.aborted) return reject(new OverloadedError('deadline'));
      const start = () => {
        running += 1;
        let done = false;
        const release = () => {
          if (done) return false;
          done = true;
          running -= 1;
          deadline.removeEventListener('abort', late);
          waiting.shift()?.();
          return true;
        };
        const late = () => release() && reject(new OverloadedError('deadline'));
        deadline.addEventListener('abort', late, { once: true });
        // In a task of its own: a render whose data is all at hand runs to its end without yielding, so
        // started at once it would hold off reading the requests behind it, which would wait unseen and
        // unbounded in the sockets; this way they reach the queue, and its bound and the deadline hold.
        setImmediate(() => {
          if (done) return;
          work().then(
            (value) => release() && resolve(value),
            (error: unknown) => release() && reject(error),
          );
        });
      };
      if (running < limit) return start();
      if (waiting.length >= queue) return reject(new OverloadedError('queue'));
      const turn = () => {
        deadline.removeEventListener('abort', leave);
        start();
      };
      const leave = () => {
        waiting.splice(waiting.indexOf(turn), 1);
        reject(new OverloadedError('deadline'));
      };
      deadline.addEventListener('abort', leave, { once: true });
      waiting.push(turn);
    });
  };
}

export type PageAnswer =
  | { kind: 'page'; page: Page }
  | { kind: 'redirect'; status: number; location: string }
  /** Too many pages were waiting to render, or this one's deadline passed, and no copy of it is kept: a 503. */
  | { kind: 'overloaded'; retryAfterSeconds: number };

/** The shell's own files a page starts with (`client-assets.json`, written by its build). */
export type ShellAssets = Omit<DocumentAssets, 'preconnect'>;

export interface PagesOptions {
  config: RuntimeConfig;
  shellAssets: ShellAssets;
  releases: ReturnType<typeof createRemoteReleases>;
  modules: ReturnType<typeof createServerModules>;
  /** Bytes of rendered pages kept (with their encodings). */
  maxBytes?: number;
  /** Pages rendered at once. */
  renderConcurrency?: number;
  /** Pages waiting for a turn to render; past it a page is answered at once (a stale copy, or a 503). */
  renderQueue?: number;
  /** From a request's arrival, how long its page may wait and render; then its render is aborted. */
  pageDeadlineMs?: number;
  /** How long a page with WordPress content is kept before it is rendered again. */
  contentTtlMs?: number;
  /** The text of the shell's own style sheets, by address (read from its build when the server starts). */
  shellStyles?: Readonly<Record<string, string>>;
  /** Reads a remote's style sheet (content-hashed: it never changes at its address). */
  readText?: (url: string, signal: AbortSignal) => Promise<string>;
  /** The site's search entries for a set of releases (the /search page's loader reads them). */
  searchEntries?: (releases: Releases) => Promise<SearchEntry[]>;
  /** Renders a document (entry.server's `render`; a test counts its calls). */
  render?: typeof renderDocument;
  log?: {
    warn: (details: object, message: string) => void;
    error: (details: object, message: string) => void;
    debug?: (details: object, message: string) => void;
  };
}

/**
 * Where a request lands, read from the route tree before anything is
 * rendered: the page it asks for (kept under `key`, its loaders seeing only
 * `search`), a 404 route, or the page's own spelling of its address.
 */
type Place =
  | { kind: 'page'; key: string; search: string }
  | { kind: 'not-found'; key: string }
  | { kind: 'redirect'; location: string };

/**
 * The address of a matched page as its routes spell it: without a trailing
 * slash, each fixed segment in the route's own letters (React Router matches
 * both loosely, so `/GFM43/All-Brands/` draws the same page). A parameter's
 * value is the page's to judge, and a splat or optional segment is left alone.
 */
export function spelledPath(pathname: string, matches: readonly RouteMatch[]): string {
  const patterns = matches.flatMap(({ route }) => (route.path ?? '').split('/')).filter((segment) => segment !== '');
  if (patterns.some((segment) => segment === '*' || segment.endsWith('?'))) return pathname;
  const segments = pathname.split('/').filter((segment) => segment !== '');
  if (segments.length !== patterns.length) return pathname;
  return `/${segments.map((segment, index) => (patterns[index]?.startsWith(':') ? segment : patterns[index])).join('/')}`;
}

/**
 * The pages of the site, rendered by entry.server with the remotes' current
 * releases and kept: a page that does not depend on the request is rendered
 * once per address and set of remote releases, requests that arrive together
 * share one render, at most `renderConcurrency` pages render at once, and the
 * cache is bounded in bytes. At most `renderQueue` pages wait for a turn, and
 * a page's wait and render end at its deadline; a page past either is
 * answered at once with its last copy, or as overloaded (decision 046). A
 * page with a part that could not be shown is not kept (the next request
 * tries again); a page of WordPress content is kept `contentTtlMs`. Addresses that are no page (any path a visitor types) share
 * a small cache of their own, so they can never push the site's pages out.
 */
export function createPages({
  config,
  shellAssets,
  releases,
  modules,
  maxBytes = 64 * 1024 * 1024,
  renderConcurrency = 4,
  renderQueue = 16,
  pageDeadlineMs = 4000,
  contentTtlMs = 30_000,
  shellStyles = {},
  readText = fetchText,
  log,
  searchEntries = createSearchIndex(readText, log),
  render = renderDocument,
}: PagesOptions) {
  // A page's size: its HTML and, about, its two compressed copies; the address is part of what is kept.
  const sizeOf = (page: Page, key: string) => Math.ceil(page.body.length * 1.5 + key.length * 2 + 1024);
  const cache = new LRUCache<string, Page>({ maxSize: maxBytes, sizeCalculation: sizeOf });
  const notFound = new LRUCache<string, Page>({
    maxSize: Math.max(1024 * 1024, Math.floor(maxBytes / 16)),
    sizeCalculation: sizeOf,
  });
  // A page for a query (search results, a directory's filters): as many as visitors type, so they too have a small cache of their own.
  const queried = new LRUCache<string, Page>({
    max: 500,
    maxSize: Math.max(1024 * 1024, Math.floor(maxBytes / 16)),
    sizeCalculation: sizeOf,
  });
  // The last copy of each page, whatever the releases it was rendered with: what an overloaded server answers.
  const stale = new LRUCache<string, Page>({
    maxSize: Math.max(1024 * 1024, Math.floor(maxBytes / 4)),
    sizeCalculation: sizeOf,
  });
  const rendering = new Map<string, Promise<PageAnswer>>();
  // Pages not rendered for overload, logged once in five seconds at most (a line each would add to the load).
  const shed = { queue: 0, deadline: 0, loggedAt: 0 };
  const noteOverload = (reason: OverloadedError['reason']) => {
    shed[reason] += 1;
    if (Date.now() - shed.loggedAt < 5000) return;
    log?.warn({ queueFull: shed.queue, pastDeadline: shed.deadline }, 'overloaded: pages answered without rendering');
    Object.assign(shed, { queue: 0, deadline: 0, loggedAt: Date.now() });
  };
  let renders = 0;
  const limited = createLimiter(renderConcurrency, renderQueue);
  // A remote's sheets are named by their content: kept for an hour, and at most 4 MB of them.
  const remoteStyle = createRemoteFileCache(readText, {
    ttlMs: 60 * 60_000,
    answerMs: 1500,
    staleMs: 60 * 60_000,
    maxEntries: 200,
    maxBytes: 4 * 1024 * 1024,
  });

  /** The sheets written into the page: each that can be, in order, while they fit. */
  async function inlineStylesFor(hrefs: readonly string[]): Promise<Record<string, string>> {
    const texts = await Promise.all(
      hrefs.map(async (href) => shellStyles[href] ?? (href.startsWith('http') ? await remoteStyle(href) : undefined)),
    );
    return pickInlineStyles(hrefs, texts);
  }
  /**
   * The pages of the mall a path is under, as the mall's release lists them
   * (its `routes` module, loaded once per release): a mall team's release adds,
   * renames or removes its pages. `null` when the remote cannot say.
   */
  async function pagesFor(url: URL, current: Releases): Promise<MallPages> {
    // In any letters: `/GFM43/…` is matched, then sent to the page's own spelling.
    const first = url.pathname.split('/')[1]?.toLowerCase();
    const mall = MALL_IDS.find((id) => id === first);
    if (!mall) return {};
    try {
      const { routes } = await modules<MallRoutesModule>(current[mall], mall, MALL_EXPOSES.routes);
      return { [mall]: pageEntries(routes) };
    } catch (error) {
      log?.warn(
        { mall, error: error instanceof Error ? error.message : String(error) },
        'a mall’s pages could not be listed',
      );
      return { [mall]: null };
    }
  }

  // The route tree's shape for a set of releases, to tell which route a path falls to before rendering it (no part is loaded).
  const shapes = new LRUCache<string, RouteObject[]>({ max: 64 });
  function shapeOf(versions: string, mall: MallId | undefined, pages: MallPages): RouteObject[] {
    const key = `${versions} ${mall ?? ''} ${pages[mall as MallId] === null ? 'unavailable' : ''}`;
    let shape = shapes.get(key);
    if (!shape) {
      shape = createRoutes({ load: () => Promise.reject(new Error('not rendered')), unavailable: new Set() }, pages);
      shapes.set(key, shape);
    }
    return shape;
  }

  /**
   * Where a request lands (decision 039). A page is kept under its path and
   * the query parameters its route names (`handle.query`), in that order:
   * `?utm_source=…`, `fbclid`, `gclid` and the rest are the same page. A path
   * that falls to a 404 route (whatever a visitor types) is one page per 404
   * route, rendered once, not once per path. A page asked for with a trailing
   * slash or in other letters is sent to its own address.
   */
  function placeOf(url: URL, versions: string, pages: MallPages): Place {
    const mall = (Object.keys(pages) as MallId[])[0];
    const matches = matchRoutes(shapeOf(versions, mall, pages), url.pathname) ?? [];
    const leaf = matches.at(-1)?.route;
    const handle = leaf?.handle as RouteHandle | undefined;
    if (!leaf || handle?.status === 404)
      return { kind: 'not-found', key: `${versions} not-found:${leaf?.id ?? 'unknown'}` };
    const search = canonicalSearch(url.searchParams, handle?.query);
    const spelled = spelledPath(url.pathname, matches);
    // The query goes along as it came: what a link's parameters are for is the visitor's browser's business.
    if (spelled !== url.pathname) return { kind: 'redirect', location: `${spelled}${url.search}` };
    return { kind: 'page', key: `${versions} ${url.pathname}${search}`, search };
  }

  async function renderPage(
    url: URL,
    search: string,
    current: Releases,
    pages: MallPages,
    deadline: AbortSignal,
  ): Promise<{ answer: PageAnswer; keep: false | number }> {
    const loaded = new Set<`${RemoteName}|${string}`>();
    const parts: RemoteParts = {
      load: async <T>(remote: RemoteName, expose: string) => {
        const module = await modules<T>(current[remote], remote, expose);
        loaded.add(`${remote}|${expose}`);
        return module;
      },
      // A mall whose pages could not be listed is a part that could not be shown: the page is not kept.
      unavailable: new Set(
        Object.entries(pages).flatMap(([mall, list]) =>
          list === null ? [routeIds.mallUnavailable(mall as MallId)] : [],
        ),
      ),
      onUnavailable: (routeId, error) =>
        log?.warn(
          { routeId, error: error instanceof Error ? error.message : String(error) },
          'a remote part is unavailable',
        ),
    };
    const assetsFor = (): DocumentAssets => {
      const styles = [...shellAssets.styles];
      const origins = new Set<string>();
      for (const key of loaded) {
        const [remote, expose] = key.split('|') as [RemoteName, string];
        const release = current[remote];
        if (!release) continue;
        styles.push(...stylesOf(release, [expose]));
        origins.add(new URL(release.entry).origin);
      }
      // A blog page's pictures come from WordPress's host.
      if ([...loaded].some((key) => key.startsWith('blog|'))) origins.add(new URL(config.blogApiUrl).origin);
      origins.delete(new URL(config.siteUrl).origin);
      return {
        entry: shellAssets.entry,
        entryIntegrity: shellAssets.entryIntegrity,
        styles: [...new Set(styles)],
        preconnect: [...origins],
      };
    };
    // The page's address on the site's origin (set part by part: a path such as `//x` is not read as a host).
    const address = new URL(config.siteUrl);
    address.pathname = url.pathname;
    address.search = search;
    // The loaders' fetches end at the deadline, and so does React's render (entry.server aborts it).
    const request = new Request(address, { signal: deadline });
    const result = await render({
      request,
      config,
      // The page names the browser entries of the releases it was rendered with; the browser loads those.
      remotes: Object.fromEntries(Object.values(current).map((release) => [release.remote, release.entry])),
      integrity: Object.fromEntries(
        Object.values(current).flatMap((release) =>
          release.entryIntegrity ? [[release.entry, release.entryIntegrity]] : [],
        ),
      ),
      parts,
      pages,
      assetsFor,
      inlineStylesFor,
      loadContext: { searchEntries: () => searchEntries(current) },
      onError: (error) =>
        log?.warn(
          { url: url.pathname, error: error instanceof Error ? error.message : String(error) },
          'a part of the page failed while rendering',
        ),
    });
    renders += 1;
    if (result.kind === 'redirect') return { answer: result, keep: false };
    const fromWordPress = [...loaded].some((key) => key.startsWith('blog|'));
    const now = Date.now();
    const page = pageOf(
      result.status,
      {
        ...securityHeaders(config, {
          styleAttributes: styleAttributeSources(result.html),
          styleElements: result.inlineStyles.map(sha256Source),
        }),
        'Content-Type': 'text/html; charset=utf-8',
      },
      Buffer.from(result.html, 'utf8'),
      {
        ...(result.maxAgeMs === undefined ? {} : { rightUntil: now + result.maxAgeMs }),
        ...(fromWordPress ? { keptUntil: now + contentTtlMs } : {}),
      },
    );
    const ttl = Math.min(
      fromWordPress ? contentTtlMs : Number.POSITIVE_INFINITY,
      result.maxAgeMs ?? Number.POSITIVE_INFINITY,
    );
    const keep =
      result.unavailable.length > 0 || (result.status !== 200 && result.status !== 404)
        ? false
        : Number.isFinite(ttl)
          ? Math.max(1, ttl)
          : 0;
    return { answer: { kind: 'page', page }, keep };
  }

  /**
   * The page at `url` for a visitor in `bucket` (which a remote's canary
   * reads), and whether the bucket chose a release (then the visitor keeps it).
   */
  async function pageFor(url: URL, bucket?: number): Promise<{ answer: PageAnswer; bucketed: boolean }> {
    const arrived = performance.now();
    const { releases: current, bucketed } = await releases.all(bucket);
    return { answer: await answerFor(url, current, arrived), bucketed };
  }
  /** Pages rendered since the server started (the topology's load test counts them behind the front's cache). */
  return Object.assign(pageFor, { renders: () => renders });

  async function answerFor(url: URL, current: Releases, arrived: number): Promise<PageAnswer> {
    const versions = REMOTE_NAMES.map((remote) => current[remote]?.version ?? '-').join('.');
    // An address without a query is the key of its page, found at once; any other is matched against the routes first.
    if (url.search === '') {
      const known = cache.get(`${versions} ${url.pathname}`);
      if (known) return { kind: 'page', page: known };
    }
    const pages = await pagesFor(url, current);
    const place = placeOf(url, versions, pages);
    // Permanent: the page's own address is what a crawler should keep, and what the cache holds.
    if (place.kind === 'redirect') return { kind: 'redirect', status: 308, location: place.location };
    const { key } = place;
    const search = place.kind === 'page' ? place.search : '';
    const kept = cache.get(key) ?? queried.get(key) ?? notFound.get(key);
    if (kept) return { kind: 'page', page: kept };
    const pending = rendering.get(key);
    // Its deadline counts from the request's arrival (made only now: a kept page needs no timer).
    const deadline = AbortSignal.timeout(Math.max(0, Math.round(pageDeadlineMs - (performance.now() - arrived))));
    const started =
      pending ??
      limited(() => renderPage(url, search, current, pages, deadline), deadline).then(({ answer, keep }) => {
        log?.debug?.({ key, status: answer.kind === 'page' ? answer.page.status : undefined }, 'rendered');
        if (answer.kind === 'page' && keep !== false) {
          (answer.page.status === 404 ? notFound : search !== '' ? queried : cache).set(
            key,
            answer.page,
            keep > 0 ? { ttl: keep } : {},
          );
          if (answer.page.status === 200) stale.set(staleKey(url, search), answer.page);
        }
        return answer;
      });
    if (!pending) {
      rendering.set(key, started);
      void started.then(
        () => rendering.delete(key),
        () => rendering.delete(key),
      );
    }
    try {
      return await started;
    } catch (error) {
      if (!(error instanceof OverloadedError)) throw error;
      noteOverload(error.reason);
      // Overload is answered, not queued (decision 046): the last copy of the page, or a 503 to try again.
      const copy = place.kind === 'page' ? stale.get(staleKey(url, search)) : undefined;
      return copy ? { kind: 'page', page: copy } : { kind: 'overloaded', retryAfterSeconds: RETRY_AFTER_SECONDS };
    }
  }
}

/** How long an overloaded server asks a visitor to wait: a moment, enough for its queue to drain. */
export const RETRY_AFTER_SECONDS = 2;

/** A page's address, whatever the releases: where its last copy is kept. */
const staleKey = (url: URL, search: string) => `${url.pathname}${search}`;
