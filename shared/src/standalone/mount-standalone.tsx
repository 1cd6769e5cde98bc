import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Navigate, Outlet, RouterProvider, type RouteObject } from '@gfm/shared/router';
import { NotFoundPage } from '../components/not-found-page/not-found-page';
import { ScrollToTop } from '../components/scroll-to-top/scroll-to-top';
import { loadRuntimeConfig } from '../config/runtime-config';

function StandaloneRoot() {
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
 * without the shell. The same route objects the remote exposes to the shell
 * are used, so what a team sees alone is what the shell composes.
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
      element: <StandaloneRoot />,
      errorElement: <StandaloneNotFound />,
      children: [
        { index: true, element: <Navigate to={homePath} replace /> },
        { path: '404', element: <StandaloneNotFound /> },
        ...routes,
        { path: '*', element: <StandaloneNotFound /> },
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
  basePath: string;
  Layout: ComponentType;
  routes: RouteObject[];
  /** Pages another remote provides in the composed site (the blog). */
  placeholders: RouteObject[];
}

/** The route of a mall running alone: its layout around its own pages. */
export function standaloneMallRoute({ basePath, Layout, routes, placeholders }: StandaloneMallOptions): RouteObject {
  return { path: basePath, element: <Layout />, children: [...placeholders, ...routes] };
}
