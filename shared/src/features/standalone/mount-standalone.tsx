import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Navigate, Outlet, RouterProvider, type RouteObject } from '@gfm/shared/router';
import { NotFoundPage, ScrollToTop } from '../frame';
import { loadRuntimeConfig } from '@gfm/shared/config/runtime-config';
import { useDocumentHydrated } from '../../ui/hooks/use-document-hydrated';
import type { MallPageRoute } from '../../contracts/remotes';
import type { MallId } from '../../data/malls';
import {
  blogPageRoutes,
  mallPageRoutes,
  moduleParts,
  NOT_FOUND_HANDLE,
  routeIds,
  type RouteParts,
} from '../../routing/page-routes';
import type { BlogPageId } from '../../paths';

function StandaloneRoot() {
  useDocumentHydrated();
  return (
    <>
      <ScrollToTop />
      <Outlet />
    </>
  );
}

function StandaloneNotFound() {
  return (
    <main id="main-content">
      <NotFoundPage />
    </main>
  );
}

export interface StandaloneOptions {
  /** Where `/` leads when the remote runs alone. */
  homePath: string;
  /** The remote's own routes, absolute (`/gfm43/...`). */
  routes: RouteObject[];
}

/**
 * Mounts a remote on its own page, with its own router, for a team that works
 * without the shell. The same page modules the remote exposes to the shell
 * are used, so what a team sees alone is what the shell composes (drawn in
 * the browser: the shell's server renders the composed site).
 */
export async function mountStandalone({ homePath, routes }: StandaloneOptions): Promise<void> {
  try {
    await loadRuntimeConfig();
  } catch (error) {
    console.error('Could not load /runtime-config.json; using the defaults.', error);
  }
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  const router = createBrowserRouter([
    {
      path: '/',
      Component: StandaloneRoot,
      ErrorBoundary: StandaloneNotFound,
      children: [
        { index: true, element: <Navigate to={homePath} replace /> },
        { path: '404', Component: StandaloneNotFound, handle: NOT_FOUND_HANDLE },
        ...routes,
        { path: '*', Component: StandaloneNotFound, handle: NOT_FOUND_HANDLE },
      ],
    },
  ]);
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}

export interface StandaloneMallOptions {
  mallId: MallId;
  Layout: ComponentType;
  /** The mall's own route list, as it exposes it to the shell. */
  routes: readonly MallPageRoute[];
  /** What stands for each blog page, which another remote provides in the composed site. */
  blogPage: (page: BlogPageId) => RouteParts;
}

/** The route of a mall running alone: its layout around its own pages, from its own route list. */
export function standaloneMallRoute({ mallId, Layout, routes, blogPage }: StandaloneMallOptions): RouteObject {
  return {
    id: routeIds.mall(mallId),
    path: mallId,
    Component: Layout,
    children: [
      ...mallPageRoutes(mallId, routes, (route) => ({ lazy: async () => moduleParts(await route.page()) })),
      ...blogPageRoutes(mallId, blogPage),
      { id: routeIds.mallNotFound(mallId), path: '*', Component: NotFoundPage, handle: NOT_FOUND_HANDLE },
    ],
  };
}
