import { malls } from '@gfm/shared/data/malls';
import { offlineCopyOf } from '@gfm/shared/routing/offline-copy';
import { SERVICE_WORKER_PATH } from './offline-index';

/** What the worker answers when it has kept a mall (worker.ts). */
export type WarmAnswer =
  | { type: 'warmed'; mall: string; version: string; bytes: number; kept: number; missed: number }
  | { type: 'failed'; mall: string; message: string };

/** The mall whose home `pathname` is, if it is one. */
export function mallHomeOf(pathname: string): string | undefined {
  return malls.find(({ id }) => pathname === `/${id}` || pathname === `/${id}/`)?.id;
}

function afterIdle(work: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(work, { timeout: 5000 });
  else setTimeout(work, 0);
}

/** Asks the worker to keep a mall's pages and code, and resolves with its answer once it has. */
export async function warmMall(mall: string): Promise<WarmAnswer> {
  const registration = await navigator.serviceWorker.ready;
  const worker = registration.active;
  if (!worker) throw new Error('No active service worker');
  const channel = new MessageChannel();
  const answer = new Promise<WarmAnswer>((resolve) => {
    channel.port1.onmessage = (event: MessageEvent<WarmAnswer>) => resolve(event.data);
  });
  worker.postMessage({ type: 'warm', mall }, [channel.port2]);
  return answer;
}

/**
 * How long after the worker is registered a mall's home waits before its
 * mall is kept: the 5 MB it fetches would otherwise compete with the
 * pictures of the page the visitor is looking at, and with their next tap.
 */
const KEEP_AFTER_MS = 3000;

/** Asks the worker, once it is active, to keep `mall` (after a wait and the browser's idle time); malls asked once. */
const warmed = new Set<string>();
function keepMallLater(mall: string): void {
  if (warmed.has(mall)) return;
  warmed.add(mall);
  setTimeout(
    () =>
      afterIdle(() =>
        warmMall(mall).catch((error: unknown) => {
          warmed.delete(mall);
          console.warn(`The mall ${mall} could not be kept for offline use.`, error);
        }),
      ),
    KEEP_AFTER_MS,
  );
}

/**
 * Registers the site's service worker (decision 045) and keeps what the visitor opened: a mall's home keeps
 * the mall, any other page keeps itself. Needs no React: the page's late script runs it once the page has
 * loaded and the browser is idle (decision 078), so a visitor who reads a page without touching it still
 * leaves with it for use without signal; the app runs it only where there is no such script (a development
 * server). A new worker (a new release) taking the page over keeps the visitor's malls and pages again.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.addEventListener('controllerchange', () =>
    navigator.serviceWorker.controller?.postMessage({ type: 'keep-again' }),
  );
  navigator.serviceWorker.register(SERVICE_WORKER_PATH, { scope: '/' }).then(
    () => {
      const mall = mallHomeOf(window.location.pathname);
      if (mall) keepMallLater(mall);
      else
        void navigator.serviceWorker.ready.then((registration) =>
          registration.active?.postMessage({
            type: 'keep-page',
            page: `${window.location.pathname}${window.location.search}`,
          }),
        );
    },
    (error: unknown) => console.warn('The service worker could not be registered.', error),
  );
}

interface Navigation {
  subscribe: (listener: (state: { location: { pathname: string } }) => void) => () => void;
  revalidate: () => Promise<void> | void;
}

/**
 * What the app adds to the worker: a page the worker answered from its cache under another address (a
 * store page kept without its `?from=`) has its loaders run again here, so the app draws what the address
 * asks for from the data its code carries; and a mall's home reached within the app keeps the mall.
 */
export function followNavigationsForOffline(router: Navigation): void {
  const kept = offlineCopyOf(document);
  if (kept !== null && kept !== `${window.location.pathname}${window.location.search}`) void router.revalidate();
  if (!('serviceWorker' in navigator)) return;
  router.subscribe((state) => {
    const mall = mallHomeOf(state.location.pathname);
    if (mall) keepMallLater(mall);
  });
}
