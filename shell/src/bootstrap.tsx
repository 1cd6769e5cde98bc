import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from '@gfm/shared/router';
import '@gfm/shared/tokens.css';
import {
  EMBEDDED_CONFIG_ID,
  getRuntimeConfig,
  loadRuntimeConfig,
  readEmbeddedRuntimeConfig,
} from '@gfm/shared/config/runtime-config';
import { Document, inlineStylesOf } from './document';
import { HYDRATION_REMOTE_WAIT_MS, loadRemoteModule, registerRemoteEntries } from './federation/remote-loader';
import { HYDRATION_DATA_ID, type HydrationData } from './hydration';
import { nextTask } from './next-task';
import { REACT_STARTED_EVENT } from './replay-clicks';
import { createRoutes, discoverMallPages } from './routes';
import { loadWholeStyleSheets } from './whole-style-sheets';
import { followNavigationsForOffline, registerServiceWorker } from './service-worker/register';
import type { RemoteParts } from './remotes/remote-parts';

declare global {
  interface Window {
    /** Where React Router's browser router reads the server's state from (and revives its errors). */
    __staticRouterHydrationData?: HydrationData['router'];
  }
}

/** The page's data block, as text (the document renders it again, unchanged) and parsed. */
function readHydration(): { text: string; data: HydrationData } | undefined {
  const text = document.getElementById(HYDRATION_DATA_ID)?.textContent;
  if (!text) return undefined;
  try {
    return { text, data: JSON.parse(text) as HydrationData };
  } catch (error) {
    console.error('The page’s data could not be read; drawing the page in the browser instead.', error);
    return undefined;
  }
}

/** The route modules the page shows, loaded before React hydrates it, as the server had them when it rendered. */
async function resolveMatchedLazyRoutes(routes: RouteObject[]): Promise<void> {
  const lazy = (matchRoutes(routes, window.location) ?? []).filter((match) => typeof match.route.lazy === 'function');
  await Promise.all(
    lazy.map(async ({ route }) => {
      const resolved = await (route.lazy as () => Promise<Partial<RouteObject>>)();
      Object.assign(route, { ...resolved, lazy: undefined });
    }),
  );
}

async function start(): Promise<void> {
  // Each start-up step gets a task of its own, so none of them adds to one long task on a phone (decision 019).
  await nextTask();
  const hydration = readHydration();
  if (!readEmbeddedRuntimeConfig()) {
    try {
      await loadRuntimeConfig();
    } catch (error) {
      // The site still renders with the default locations; the remotes' fallbacks cover the rest.
      console.error('Could not load /runtime-config.json; using the default remote locations.', error);
    }
  }
  // The releases the server rendered this page with (a canary, say), so hydration runs the same code.
  registerRemoteEntries(hydration?.data.remotes ?? getRuntimeConfig().remotes, hydration?.data.integrity);
  const parts: RemoteParts = {
    load: (remote, expose) =>
      loadRemoteModule(remote, expose, parts.hydrating ? { timeoutMs: HYDRATION_REMOTE_WAIT_MS } : {}),
    unavailable: new Set(hydration?.data.unavailable ?? []),
    onUnavailable: (routeId, error) => console.error(`A part of the page (${routeId}) could not be loaded:`, error),
    hydrating: hydration !== undefined,
  };
  const pages = hydration?.data.pages ?? {};
  const routes = createRoutes(parts, pages);
  // A mall's pages are its remote's: those of a mall the visitor goes to next are learnt then.
  const patchRoutesOnNavigation = discoverMallPages(parts, pages);
  await nextTask();

  if (!hydration && process.env.NODE_ENV !== 'production') {
    // A development server: no server rendering, the page is drawn here (left out of the production build).
    const container = document.getElementById('root');
    if (!container) throw new Error('The page has no #root element.');
    const router = createBrowserRouter(routes, { patchRoutesOnNavigation });
    startTransition(() => {
      createRoot(container).render(
        <StrictMode>
          <RouterProvider router={router} />
        </StrictMode>,
      );
    });
    return;
  }

  if (!hydration)
    throw new Error('The page carries no data from the server: it was not rendered by the shell’s server.');
  window.__staticRouterHydrationData = hydration.data.router;
  // What the app draws is styled by the whole sheets, where the server wrote the first screen's rules only:
  // linked first, so the loaders of the route's parts find them and do not ask again.
  await Promise.all([
    loadWholeStyleSheets(document, hydration.data.assets.styleIntegrity),
    resolveMatchedLazyRoutes(routes),
  ]);
  // Parts loaded from here on are for pages the visitor goes to: one that cannot load shows its fallback.
  parts.hydrating = false;
  const router = createBrowserRouter(routes, { patchRoutesOnNavigation });
  await nextTask();
  const configJson = document.getElementById(EMBEDDED_CONFIG_ID)?.textContent ?? '';
  // The server's HTML is already on screen: React takes it over in place (hydration), in slices it can pause.
  // From here React hears every tap (it replays one on a part not yet hydrated); boot.js stops noting them.
  window.dispatchEvent(new Event(REACT_STARTED_EVENT));
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <Document
          assets={hydration.data.assets}
          {...inlineStylesOf(document)}
          configJson={configJson}
          hydrationJson={hydration.text}
          renderedAt={hydration.data.renderedAt}
        >
          <RouterProvider router={router} />
        </Document>
      </StrictMode>,
    );
  });
  // The site without signal (decision 045): the page's late script registered the worker (decision 078).
  await nextTask();
  followNavigationsForOffline(router);
  if (!hydration.data.assets.later) registerServiceWorker();
}

void start();
