import { useSyncExternalStore } from 'react';

// Nothing to subscribe to: the answer only differs between the server and the browser.
const subscribe = () => () => undefined;
const inTheBrowser = () => true;
const onTheServer = () => false;

/**
 * False in the server's HTML and in the render that hydrates it, true from
 * the render React does at once after hydration (it renders again when the
 * browser's snapshot differs from the server's: no mismatch), and true from
 * the start for a part first drawn in the browser (a client-side navigation).
 *
 * For what only script can drive: a carousel's arrows and pause control are
 * left out of the server's page (and of a page without JavaScript) until they
 * work, and its slides are a strip the visitor scrolls until then.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, inTheBrowser, onTheServer);
}
