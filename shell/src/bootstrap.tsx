import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from '@gfm/shared/router';
import '@gfm/shared/tokens.css';
import { getRuntimeConfig, loadRuntimeConfig, readEmbeddedRuntimeConfig } from '@gfm/shared/config/runtime-config';
import { registerConfiguredRemotes } from './federation/remote-loader';
import { liveRootFor } from './first-screen-swap';
import { nextTask } from './next-task';
import { createRoutes } from './routes';

async function start(): Promise<void> {
  // This module's imports (react-dom, the router) have just been evaluated in this task; each step
  // below gets a task of its own, so none of them adds to one long task on a phone (decision 019).
  await nextTask();
  try {
    if (!readEmbeddedRuntimeConfig()) await loadRuntimeConfig();
  } catch (error) {
    // The site still renders with the default locations; the remotes' fallbacks cover the rest.
    console.error('Could not load /runtime-config.json; using the default remote locations.', error);
  }
  registerConfiguredRemotes(getRuntimeConfig());
  await nextTask();
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  // A page the server drew (decision 016) stays on screen until the live one is ready to replace it.
  const root = createRoot(liveRootFor(container));
  const router = createBrowserRouter(createRoutes());
  await nextTask();
  // A transition lets React draw the first screen in slices of a few milliseconds, handing the main
  // thread back between them, rather than in one task as long as the whole tree (decision 014).
  startTransition(() => {
    root.render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
  });
}

void start();
