import type { RouteObject } from '@gfm/shared/router';
import type { PageModule } from '../contracts/remotes';
import type { MallId } from '../data/malls';
import { blogPages, mallPages, type BlogPageId, type MallPageId } from '../paths';

/**
 * Route objects from the route table (`paths.ts`), for the shell's route tree
 * and for a remote running alone: each page gets its path and an id that is
 * the same on the server and in the browser (its data travels under it).
 * What renders the page is the caller's: a page module, or a `lazy` that
 * loads one from its remote.
 */
export type RouteParts = Pick<RouteObject, 'Component' | 'loader' | 'handle' | 'ErrorBoundary'>;

/** What a route's `lazy` gives: its parts, once its module has been loaded. */
export type LazyParts = () => Promise<RouteParts>;

export const routeIds = {
  mall: (mall: MallId) => mall,
  mallPage: (mall: MallId, page: string) => `${mall}/${page}`,
  blogPage: (mall: MallId, page: BlogPageId) => `${mall}/blog:${page}`,
  mallNotFound: (mall: MallId) => `${mall}/not-found`,
} as const;

function placed(path: string, id: string, parts: RouteParts | { lazy: LazyParts }): RouteObject {
  return (path === '' ? { id, index: true, ...parts } : { id, path, ...parts }) as RouteObject;
}

/** A mall's own pages, relative to the mall's route. */
export function mallPageRoutes<M extends MallId>(mall: M, partsOf: (page: MallPageId<M>) => RouteParts | { lazy: LazyParts; ErrorBoundary?: RouteObject['ErrorBoundary'] }): RouteObject[] {
  return Object.entries(mallPages[mall] as Record<string, string>).map(([page, path]) => placed(path, routeIds.mallPage(mall, page), partsOf(page as MallPageId<M>)));
}

/** The blog's pages inside a mall, relative to the mall's route. */
export function blogPageRoutes(mall: MallId, partsOf: (page: BlogPageId) => RouteParts | { lazy: LazyParts; ErrorBoundary?: RouteObject['ErrorBoundary'] }): RouteObject[] {
  return (Object.keys(blogPages) as BlogPageId[]).map((page) => placed(blogPages[page], routeIds.blogPage(mall, page), partsOf(page)));
}

/** A page module as route parts. */
export function moduleParts({ Component, loader }: PageModule): RouteParts {
  return loader ? { Component, loader } : { Component };
}

/** What a route's `handle` may say: the status of the answer when it is the deepest match (the 404 pages). */
export interface RouteHandle {
  status?: number;
}

export const NOT_FOUND_HANDLE: RouteHandle = { status: 404 };
