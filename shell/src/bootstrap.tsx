import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from '@gfm/shared/router';
import '@gfm/shared/tokens.css';
import { getRuntimeConfig, loadRuntimeConfig, readEmbeddedRuntimeConfig } from '@gfm/shared/config/runtime-config';
import { registerConfiguredRemotes } from './federation/remote-loader';
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
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={createBrowserRouter(createRoutes())} />
    </StrictMode>,
  );
}

void start();
