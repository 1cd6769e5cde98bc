import { useSyncExternalStore } from 'react';
import { offlineCopyOf } from '../../routing/offline-copy';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const offline = () => !navigator.onLine || offlineCopyOf(document) !== null;

/**
 * Whether what the page shows is computed from data kept on the device: the
 * browser has no connection, or the page is the service worker's copy
 * (decision 045). False on the server and while hydrating, so the HTML and
 * the first render agree; the browser's answer follows.
 */
export function useOffline(): boolean {
  return useSyncExternalStore(subscribe, offline, () => false);
}
