import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from '@gfm/shared/router';
import '@gfm/shared/tokens.css';
import { getRuntimeConfig, loadRuntimeConfig, readEmbeddedRuntimeConfig } from '@gfm/shared/config/runtime-config';
import { registerConfiguredRemotes } from './federation/remote-loader';
import { liveRootFor } from './first-screen-swap';
import { createRoutes } from './routes';

async function start(): Promise<void> {
  try {
    if (!readEmbeddedRuntimeConfig()) await loadRuntimeConfig();
  } catch (error) {
    // The site still renders with the default locations; the remotes' fallbacks cover the rest.
    console.error('Could not load /runtime-config.json; using the default remote locations.', error);
  }
  registerConfiguredRemotes(getRuntimeConfig());
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  // A page the server drew (decision 016) stays on screen until the live one is ready to replace it.
  const root = createRoot(liveRootFor(container));
  // A transition lets React draw the first screen in slices of a few milliseconds, handing the main
  // thread back between them, rather than in one task as long as the whole tree (decision 014).
  startTransition(() => {
    root.render(
      <StrictMode>
        <RouterProvider router={createBrowserRouter(createRoutes())} />
      </StrictMode>,
    );
  });
}

void start();
