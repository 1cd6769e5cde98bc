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

interface Navigation {
  subscribe: (listener: (state: { location: { pathname: string } }) => void) => () => void;
  state: { location: { pathname: string } };
  revalidate: () => Promise<void> | void;
}

/**
 * Registers the site's service worker (decision 045) once the page has
 * loaded and the browser is idle, so it never competes with the page's own
 * start, and asks it to keep a mall whenever the visitor is on the mall's
 * home. A page the worker answered from its cache under another address (a
 * store page kept without its `?from=`) has its loaders run again here, so
 * the app draws what the address asks for from the data its code carries.
 */
export function startServiceWorker(router: Navigation): void {
  const kept = offlineCopyOf(document);
  if (kept !== null && kept !== `${window.location.pathname}${window.location.search}`) void router.revalidate();
  if (!('serviceWorker' in navigator)) return;

  const warmed = new Set<string>();
  const keep = (mall: string) =>
    warmMall(mall).catch((error: unknown) => {
      warmed.delete(mall);
      console.warn(`The mall ${mall} could not be kept for offline use.`, error);
    });
  const warmHome = (pathname: string) => {
    const mall = mallHomeOf(pathname);
    if (!mall || warmed.has(mall)) return;
    warmed.add(mall);
    setTimeout(() => afterIdle(() => void keep(mall)), KEEP_AFTER_MS);
  };

  // A new worker (a new release) took the page over: it keeps the visitor's malls and pages again.
  navigator.serviceWorker.addEventListener('controllerchange', () =>
    navigator.serviceWorker.controller?.postMessage({ type: 'keep-again' }),
  );
  const register = () =>
    navigator.serviceWorker.register(SERVICE_WORKER_PATH, { scope: '/' }).then(
      () => {
        warmHome(router.state.location.pathname);
        router.subscribe((state) => warmHome(state.location.pathname));
      },
      (error: unknown) => console.warn('The service worker could not be registered.', error),
    );
  const whenIdle = () => afterIdle(() => void register());
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
