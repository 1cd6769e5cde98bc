import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia?.(QUERY);
  media?.addEventListener?.('change', onChange);
  return () => media?.removeEventListener?.('change', onChange);
}

const getSnapshot = () => window.matchMedia?.(QUERY).matches ?? false;
// On a server nothing moves yet; the browser decides.
const getServerSnapshot = () => false;

/** Whether the visitor asked for less motion; follows changes of the setting. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
