import { useSyncExternalStore } from 'react';
import { renderedAt } from './render-clock';

const MINUTE_MS = 60_000;

/** Everything on the page that shows the time: one timer wakes them all at each minute boundary. */
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setTimeout> | undefined;

function schedule() {
  timer = setTimeout(
    () => {
      for (const listener of listeners) listener();
      schedule();
    },
    MINUTE_MS - (Date.now() % MINUTE_MS),
  );
}

function subscribe(onMinute: () => void): () => void {
  listeners.add(onMinute);
  if (listeners.size === 1) schedule();
  return () => {
    listeners.delete(onMinute);
    if (listeners.size === 0) clearTimeout(timer);
  };
}

// A number, so the snapshot is the same value between ticks and React renders again only when the minute changes.
const currentMinute = () => Math.floor(Date.now() / MINUTE_MS);
// The server renders for the instant it renders the page at, and the browser hydrates for the same
// instant (render-clock.ts); a page drawn in the browser alone has no such instant.
const renderedMinute = () => {
  const at = renderedAt();
  return at === undefined ? null : Math.floor(at / MINUTE_MS);
};

/**
 * The minute the page shows (ms since the epoch, at the minute's start): the
 * server's rendered instant in its HTML and while the browser hydrates, then
 * the browser's own clock, again at each minute boundary. Null for a page the
 * browser draws alone before its first render with a clock (use the loader's).
 */
export function useMinute(): number | null {
  const minute = useSyncExternalStore(subscribe, currentMinute, renderedMinute);
  return minute === null ? null : minute * MINUTE_MS;
}
