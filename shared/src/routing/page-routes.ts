import type { RouteObject } from '@gfm/shared/router';
import type { MallPageEntry, PageModule } from '../contracts/remotes';
import type { MallId } from '../data/malls';
import { blogPages, type BlogPageId } from '../paths';
import { BLOG_LIST_QUERY, type PageQuery } from './page-query';

/**
 * Route objects for the shell's route tree and for a remote running alone,
 * from a mall's own route list (`<mall>/routes`) and the blog's pages: each
 * page gets its path and an id that is the same on the server and in the
 * browser (its data travels under it). What renders the page is the
 * caller's: a page module, or a `lazy` that loads one from its remote.
 */
export type RouteParts = Pick<RouteObject, 'Component' | 'loader' | 'handle' | 'ErrorBoundary'>;

/** What a route's `lazy` gives: its parts, once its module has been loaded. */
export type LazyParts = () => Promise<RouteParts>;

export const routeIds = {
  mall: (mall: MallId) => mall,
  mallPage: (mall: MallId, page: string) => `${mall}/${page}`,
  blogPage: (mall: MallId, page: BlogPageId) => `${mall}/blog:${page}`,
  mallNotFound: (mall: MallId) => `${mall}/not-found`,
  /** Every path of a mall whose remote could not say what its pages are. */
  mallUnavailable: (mall: MallId) => `${mall}/unavailable`,
} as const;

function placed(path: string, id: string, parts: RouteParts | { lazy: LazyParts }, query?: PageQuery): RouteObject {
  // The query is on the route itself, not in its module: the server reads it before any part is loaded.
  const handled = query
    ? { ...parts, handle: { ...(('handle' in parts && parts.handle) || {}), query } satisfies RouteHandle }
    : parts;
  return (path === '' ? { id, index: true, ...handled } : { id, path, ...handled }) as RouteObject;
}

/** A mall's own pages, as its remote lists them, relative to the mall's route. */
export function mallPageRoutes<P extends MallPageEntry>(
  mall: MallId,
  pages: readonly P[],
  partsOf: (page: P) => RouteParts | { lazy: LazyParts; ErrorBoundary?: RouteObject['ErrorBoundary'] },
): RouteObject[] {
  return pages.map((page) => placed(page.path, routeIds.mallPage(mall, page.id), partsOf(page), page.query));
}

/** The page entries of a mall's route list, as the server sends them to the browser (no code). */
export function pageEntries(pages: readonly MallPageEntry[]): MallPageEntry[] {
  return pages.map(({ id, path, query }) => (query ? { id, path, query: [...query] } : { id, path }));
}

/** The query parameters each blog page reads. */
const blogPageQuery: Partial<Record<BlogPageId, PageQuery>> = { list: BLOG_LIST_QUERY };

/** The blog's pages inside a mall, relative to the mall's route. */
export function blogPageRoutes(
  mall: MallId,
  partsOf: (page: BlogPageId) => RouteParts | { lazy: LazyParts; ErrorBoundary?: RouteObject['ErrorBoundary'] },
): RouteObject[] {
  return (Object.keys(blogPages) as BlogPageId[]).map((page) =>
    placed(blogPages[page], routeIds.blogPage(mall, page), partsOf(page), blogPageQuery[page]),
  );
}

/** A page module as route parts. */
export function moduleParts({ Component, loader }: PageModule): RouteParts {
  return loader ? { Component, loader } : { Component };
}

/** What a route's `handle` may say, when it is the deepest match. */
export interface RouteHandle {
  /** The status of the answer (the 404 pages). */
  status?: number;
  /** The query parameters the page reads; the server drops every other (decision 039). */
  query?: PageQuery;
}

export const NOT_FOUND_HANDLE: RouteHandle = { status: 404 };
/** A mall whose remote cannot list its pages: every path under it is its fallback, answered 503 and never kept. */
export const UNAVAILABLE_HANDLE: RouteHandle = { status: 503 };
