import { REMOTE_NAMES, type RuntimeConfig } from '@gfm/shared/config/runtime-config';
import type { SearchEntry } from '@gfm/shared/features/search';
import { render as renderDocument } from '../../src/entry.server';
import type { MallPages } from '../../src/routes';
import type { CanaryVisitor } from '../releases/canary-visitors';
import type { createRemoteReleases, Served } from '../releases/remote-releases';
import { fetchText, type Releases } from '../releases/remote-release';
import type { createServerModules } from '../releases/server-modules';
import { ReleaseFiles } from '../releases/release-files';
import { mallPagesFor } from './mall-pages';
import { OverloadLog } from './overload-log';
import { PageRenderer, type RenderedAnswer, type ShellAssets } from './page-render';
import type { Page } from './page';
import { PageStore } from './page-store';
import { createLimiter, OverloadedError } from './render-limiter';
import type { PageTiming, RenderObserver } from './render-observer';
import { NOT_FOUND_ROUTE_ID, RoutePlaces, type Place } from './route-places';
import { SharedRenders } from './shared-renders';
import { createInlineStylesFor } from './style-sheets';

export type { Encoding, Page } from './page';
export type { ShellAssets } from './page-render';

export type PageAnswer =
  | RenderedAnswer
  /** Too many pages were waiting to render, or this one's deadline passed, and no copy of it is kept: a 503. */
  | { kind: 'overloaded'; retryAfterSeconds: number };

/** A page answer, the id of the route it fell to (never the path: the metrics count it), and how it was made. */
export interface PageResult {
  answer: PageAnswer;
  routeId: string;
  timing: PageTiming;
}

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
  /** Checks the remotes' files the server uses itself against their signed manifests, with the last good copies. */
  releaseFiles?: ReleaseFiles;
  /** The site's search entries for a set of releases (the /search page's loader reads them; site/ makes them). */
  searchEntries: (releases: Releases) => Promise<SearchEntry[]>;
  /** Renders a document (entry.server's `render`; a test counts its calls). */
  render?: typeof renderDocument;
  /** Told of each cache lookup, render and overload (the server's metrics). */
  observer?: RenderObserver;
  log?: {
    warn: (details: object, message: string) => void;
    error: (details: object, message: string) => void;
    debug?: (details: object, message: string) => void;
  };
}

/** How long an overloaded server asks a visitor to wait: a moment, enough for its queue to drain. */
export const RETRY_AFTER_SECONDS = 2;

/** A page's address, whatever the releases: where its last copy is kept. */
const staleKey = (url: URL, search: string) => `${url.pathname}${search}`;

/**
 * Renders the page at a place once, however many ask for it together, at most
 * as many at once as `limited` lets, and keeps it in `store`.
 */
function createRenderOnce(
  renderer: PageRenderer,
  store: PageStore,
  limited: ReturnType<typeof createLimiter>,
  { log, observer }: Pick<PagesOptions, 'log' | 'observer'>,
) {
  const shared = new SharedRenders<{ answer: PageAnswer; timing: PageTiming }>();
  return function renderOnce(
    url: URL,
    place: Exclude<Place, { kind: 'redirect' }>,
    current: Releases,
    pages: MallPages,
    deadline: AbortSignal,
    traceparent?: string,
  ): Promise<{ answer: PageAnswer; timing: PageTiming }> {
    const search = place.kind === 'page' ? place.search : '';
    return shared.run(place.key, async () => {
      const { answer, keep, parts, renderMs } = await limited(
        () => renderer.render(url, search, current, pages, deadline, traceparent, place.routeId),
        deadline,
      );
      log?.debug?.({ key: place.key, status: answer.kind === 'page' ? answer.page.status : undefined }, 'rendered');
      observer?.rendered(parts, renderMs);
      if (answer.kind === 'page') {
        routeIdOfPage.set(answer.page, place.routeId);
        store.keep(place.key, staleKey(url, search), answer.page, keep, search !== '');
      }
      return { answer, timing: { kind: 'rendered', parts, renderMs } };
    });
  };
}

/** The route id each rendered page fell to: a kept page is found by its address alone, and still counted by route. */
const routeIdOfPage = new WeakMap<object, string>();
const KEPT: PageTiming = { kind: 'kept' };

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
  releaseFiles = new ReleaseFiles(log),
  searchEntries,
  render = renderDocument,
  observer,
}: PagesOptions) {
  const store = new PageStore(maxBytes);
  const places = new RoutePlaces();
  const overloads = new OverloadLog(log);
  const renderer = new PageRenderer({
    config,
    shellAssets,
    modules,
    render,
    inlineStylesFor: createInlineStylesFor(shellStyles, readText, releaseFiles),
    searchEntries,
    contentTtlMs,
    log,
  });
  const limited = createLimiter(renderConcurrency, renderQueue);
  const renderOnce = createRenderOnce(renderer, store, limited, { log, observer });

  function keptPage(page: Page, fallback: string): PageResult {
    observer?.cache('hit');
    return { answer: { kind: 'page', page }, routeId: routeIdOfPage.get(page) ?? fallback, timing: KEPT };
  }

  async function answerFor(url: URL, current: Releases, arrived: number, traceparent?: string): Promise<PageResult> {
    const versions = REMOTE_NAMES.map((remote) => current[remote]?.version ?? '-').join('.');
    // An address without a query is the key of its page, found at once; any other is matched against the routes first.
    if (url.search === '') {
      const known = store.page(`${versions} ${url.pathname}`);
      if (known) return keptPage(known, NOT_FOUND_ROUTE_ID);
    }
    const pages = await mallPagesFor(url, current, modules, log);
    const place = places.placeOf(url, versions, pages);
    const { routeId } = place;
    // Permanent: the page's own address is what a crawler should keep, and what the cache holds.
    if (place.kind === 'redirect')
      return { answer: { kind: 'redirect', status: 308, location: place.location }, routeId, timing: KEPT };
    const kept = store.any(place.key);
    if (kept) return keptPage(kept, routeId);
    observer?.cache('miss');
    // Its deadline counts from the request's arrival (made only now: a kept page needs no timer).
    const deadline = AbortSignal.timeout(Math.max(0, Math.round(pageDeadlineMs - (performance.now() - arrived))));
    try {
      return { ...(await renderOnce(url, place, current, pages, deadline, traceparent)), routeId };
    } catch (error) {
      if (!(error instanceof OverloadedError)) throw error;
      overloads.note(error.reason);
      observer?.overloaded(error.reason);
      // Overload is answered, not queued (decision 046): the last copy of the page, or a 503 to try again.
      const copy = place.kind === 'page' ? store.lastCopy(staleKey(url, place.search)) : undefined;
      const answer: PageAnswer = copy
        ? { kind: 'page', page: copy }
        : { kind: 'overloaded', retryAfterSeconds: RETRY_AFTER_SECONDS };
      return { answer, routeId, timing: KEPT };
    }
  }

  /**
   * The page at `url` for a visitor (who may get a remote's canary), what
   * was served of each remote, and whether a canary is out (then the page
   * depends on who asks). `traceparent` names the request's span: a render
   * it causes passes it on.
   */
  async function pageFor(
    url: URL,
    visitor?: CanaryVisitor,
    traceparent?: string,
  ): Promise<PageResult & { served: Served; canaryOut: boolean }> {
    const arrived = performance.now();
    const { releases: current, served, canaryOut } = await releases.all(visitor);
    return { ...(await answerFor(url, current, arrived, traceparent)), served, canaryOut };
  }
  return Object.assign(pageFor, {
    /** Pages rendered since the server started (the topology's load test counts them behind the front's cache). */
    renders: () => renderer.renders,
    /** Pages waiting for a turn to render now. */
    queueDepth: () => limited.waiting(),
  });
}
