import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('load', onChange);
  return () => window.removeEventListener('load', onChange);
}

const loaded = () => document.readyState === 'complete';
// The server's HTML and the hydrating render say "not yet"; React renders again at once if the page has loaded.
const notOnTheServer = () => false;

/**
 * False until the page has loaded (the window's `load`: its pictures and its
 * scripts are in), then true. For downloads nobody needs to see the page (an
 * ambient clip behind its poster): on a phone's connection they would share
 * its bandwidth with the first pictures and the page's code.
 */
export function usePageLoaded(): boolean {
  return useSyncExternalStore(subscribe, loaded, notOnTheServer);
}
