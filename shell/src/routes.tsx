import type { RouteObject } from '@gfm/shared/router';
import { NotFoundPage } from '@gfm/shared/components/not-found-page';
import { malls, type MallId } from '@gfm/shared/data/malls';
import { blogPageRoutes, mallPageRoutes, NOT_FOUND_HANDLE, routeIds } from '@gfm/shared/routing/page-routes';
import { RouteError } from './components/route-error/route-error';
import { ShellRoot } from './components/shell-root/shell-root';
import { LandingPage } from './pages/landing/landing-page';
import { NotFoundRoute } from './pages/not-found/not-found-route';
import { blogPageLazy, mallLayoutLazy, mallPageLazy, PageError, type RemoteParts } from './remotes/remote-parts';

/**
 * The route tree of the composed site, the same on the server and in the
 * browser: the shell owns `/`, `/404` and the catch-all; each mall's pages
 * come from its remote inside its layout, and the blog's pages from
 * remote-blog inside the mall's layout, as the route table lists them.
 */
export function createRoutes(parts: RemoteParts): RouteObject[] {
  const mallRoute = (mall: MallId): RouteObject => ({
    id: routeIds.mall(mall),
    path: mall,
    lazy: mallLayoutLazy(parts, mall),
    children: [
      ...mallPageRoutes(mall, (page) => ({ lazy: mallPageLazy(parts, mall, page), ErrorBoundary: PageError })),
      ...blogPageRoutes(mall, (page) => ({ lazy: blogPageLazy(parts, mall, page), ErrorBoundary: PageError })),
      { id: routeIds.mallNotFound(mall), path: '*', Component: NotFoundPage, handle: NOT_FOUND_HANDLE },
    ],
  });
  return [
    {
      id: 'root',
      path: '/',
      Component: ShellRoot,
      ErrorBoundary: RouteError,
      children: [
        { id: 'landing', index: true, Component: LandingPage },
        { id: 'not-found', path: '404', Component: NotFoundRoute, handle: NOT_FOUND_HANDLE },
        { id: 'search', path: 'search', lazy: () => import('./pages/search/search-page').then(({ SearchPage, searchLoader }) => ({ Component: SearchPage, loader: searchLoader })) },
        ...malls.map((mall) => mallRoute(mall.id)),
        { id: 'unknown', path: '*', Component: NotFoundRoute, handle: NOT_FOUND_HANDLE },
      ],
    },
  ];
}
