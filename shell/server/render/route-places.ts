import { LRUCache } from 'lru-cache';
import { matchRoutes, type RouteMatch, type RouteObject } from '@gfm/shared/router';
import type { MallId } from '@gfm/shared/data/malls';
import type { RouteHandle } from '@gfm/shared/routing/page-routes';
import { canonicalSearch } from '@gfm/shared/routing/page-query';
import { createRoutes, type MallPages } from '../../src/routes';

/**
 * Where a request lands, read from the route tree before anything is
 * rendered: the page it asks for (kept under `key`, its loaders seeing only
 * `search`), a 404 route, or the page's own spelling of its address.
 */
export type Place =
  | { kind: 'page'; key: string; search: string; routeId: string }
  | { kind: 'not-found'; key: string; routeId: string }
  | { kind: 'redirect'; location: string; routeId: string };

/** The shell's catch-all 404 route (routes.tsx): where a path no route knows falls. */
export const NOT_FOUND_ROUTE_ID = 'unknown';

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

/** Where requests land, matched against the route tree of their releases (its shape kept for each set). */
export class RoutePlaces {
  // The route tree's shape for a set of releases, to tell which route a path falls to before rendering it (no part is loaded).
  readonly #shapes = new LRUCache<string, RouteObject[]>({ max: 64 });

  /**
   * Where a request lands (decision 039). A page is kept under its path and
   * the query parameters its route names (`handle.query`), in that order:
   * `?utm_source=…`, `fbclid`, `gclid` and the rest are the same page. A path
   * that falls to a 404 route (whatever a visitor types) is one page per 404
   * route, rendered once, not once per path. A page asked for with a trailing
   * slash or in other letters is sent to its own address.
   */
  placeOf(url: URL, versions: string, pages: MallPages): Place {
    const mall = (Object.keys(pages) as MallId[])[0];
    const matches = matchRoutes(this.#shapeOf(versions, mall, pages), url.pathname) ?? [];
    const leaf = matches.at(-1)?.route;
    const handle = leaf?.handle as RouteHandle | undefined;
    const routeId = leaf?.id ?? NOT_FOUND_ROUTE_ID;
    if (!leaf || handle?.status === 404) return { kind: 'not-found', key: `${versions} not-found:${routeId}`, routeId };
    const search = canonicalSearch(url.searchParams, handle?.query);
    const spelled = spelledPath(url.pathname, matches);
    // The query goes along as it came: what a link's parameters are for is the visitor's browser's business.
    if (spelled !== url.pathname) return { kind: 'redirect', location: `${spelled}${url.search}`, routeId };
    return { kind: 'page', key: `${versions} ${url.pathname}${search}`, search, routeId };
  }

  #shapeOf(versions: string, mall: MallId | undefined, pages: MallPages): RouteObject[] {
    const key = `${versions} ${mall ?? ''} ${pages[mall as MallId] === null ? 'unavailable' : ''}`;
    let shape = this.#shapes.get(key);
    if (!shape) {
      shape = createRoutes({ load: () => Promise.reject(new Error('not rendered')), unavailable: new Set() }, pages);
      this.#shapes.set(key, shape);
    }
    return shape;
  }
}
