import type { PatchRoutesOnNavigationFunction, RouteObject } from '@gfm/shared/router';
import { NotFoundPage } from '@gfm/shared/features/frame';
import { MALL_EXPOSES, type MallPageEntry, type MallRoutesModule } from '@gfm/shared/contracts/remotes';
import { malls, type MallId } from '@gfm/shared/data/malls';
import {
  blogPageRoutes,
  mallPageRoutes,
  NOT_FOUND_HANDLE,
  pageEntries,
  routeIds,
  UNAVAILABLE_HANDLE,
  type RouteHandle,
} from '@gfm/shared/routing/page-routes';
import { SEARCH_QUERY } from '@gfm/shared/routing/page-query';
import { RouteError } from './components/route-error/route-error';
import { ShellRoot } from './components/shell-root/shell-root';
import { LandingPage } from './pages/landing/landing-page';
import { NotFoundRoute } from './pages/not-found/not-found-route';
import {
  blogPageLazy,
  mallLayoutLazy,
  mallPageLazy,
  mallUnavailable,
  PageError,
  type RemoteParts,
} from './remotes/remote-parts';

/**
 * Each mall's pages, as its remote's release lists them (`<mall>/routes`):
 * `null` when the remote could not say. A mall left out is not known yet:
 * the browser learns its pages when the visitor first goes there.
 */
export type MallPages = Partial<Record<MallId, readonly MallPageEntry[] | null>>;

/**
 * A mall's route: its layout from its remote, its own pages as its remote's
 * release lists them, the blog's pages, and its 404 page; or, when the remote
 * could not list its pages (`null`), its fallback at every path under it.
 */
export function mallRoute(parts: RemoteParts, mall: MallId, pages: readonly MallPageEntry[] | null): RouteObject {
  return {
    id: routeIds.mall(mall),
    path: mall,
    lazy: mallLayoutLazy(parts, mall),
    children: [
      ...(pages
        ? mallPageRoutes(mall, pages, (page) => ({
            lazy: mallPageLazy(parts, mall, page.id),
            ErrorBoundary: PageError,
          }))
        : []),
      ...blogPageRoutes(mall, (page) => ({ lazy: blogPageLazy(parts, mall, page), ErrorBoundary: PageError })),
      pages
        ? { id: routeIds.mallNotFound(mall), path: '*', Component: NotFoundPage, handle: NOT_FOUND_HANDLE }
        : {
            id: routeIds.mallUnavailable(mall),
            path: '*',
            Component: mallUnavailable(mall),
            handle: UNAVAILABLE_HANDLE,
          },
    ],
  };
}

/**
 * The route tree of the composed site, the same on the server and in the
 * browser: the shell owns `/`, `/search`, `/404` and the catch-all; a mall's
 * route is there once its pages are known (`pages`: the server knows those of
 * the mall a request is for, and sends them with the page), with its pages
 * from its remote's own route list inside the mall's layout.
 */
export function createRoutes(parts: RemoteParts, pages: MallPages = {}): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      Component: ShellRoot,
      ErrorBoundary: RouteError,
      children: [
        { id: 'landing', index: true, Component: LandingPage },
        { id: 'not-found', path: '404', Component: NotFoundRoute, handle: NOT_FOUND_HANDLE },
        // What a visitor without signal sees for a page not kept on the device (decision 045).
        { id: 'offline', path: 'offline', lazy: () => import('./pages/offline/offline-page') },
        {
          id: 'search',
          path: 'search',
          lazy: () => import('./pages/search/search-page'),
          handle: { query: SEARCH_QUERY } satisfies RouteHandle,
        },
        ...malls.flatMap(({ id }) => (pages[id] === undefined ? [] : [mallRoute(parts, id, pages[id])])),
        { id: 'unknown', path: '*', Component: NotFoundRoute, handle: NOT_FOUND_HANDLE },
      ],
    },
  ];
}

/**
 * React Router's `patchRoutesOnNavigation`, in the browser: the first time
 * the visitor goes to a mall whose pages this page does not know yet (the
 * path falls to the catch-all), that mall's current route list is loaded from
 * its remote and the mall's route is added. When the list cannot be loaded,
 * the visitor goes there by a document load instead: the server shows what
 * it can.
 */
export function discoverMallPages(
  parts: RemoteParts,
  pages: MallPages,
  loadDocument = (path: string) => window.location.assign(path),
): PatchRoutesOnNavigationFunction {
  const known = new Set(Object.keys(pages));
  return async ({ path, patch }) => {
    const mall = malls.find(({ id }) => path === `/${id}` || path.startsWith(`/${id}/`))?.id;
    if (!mall || known.has(mall)) return;
    let list: readonly MallPageEntry[];
    try {
      list = pageEntries((await parts.load<MallRoutesModule>(mall, MALL_EXPOSES.routes)).routes);
    } catch (error) {
      parts.onUnavailable?.(routeIds.mall(mall), error);
      loadDocument(path);
      return;
    }
    known.add(mall);
    patch('root', [mallRoute(parts, mall, list)]);
  };
}
