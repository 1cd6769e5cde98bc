import { useSyncExternalStore } from 'react';

/** requirements §4/§9: resizing is debounced 200 ms. */
export const RESIZE_DEBOUNCE_MS = 200;

/** One debounced width for the whole page, however many components ask. */
const listeners = new Set<() => void>();
let width: number | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;

function onResize(): void {
  clearTimeout(timer);
  timer = setTimeout(() => {
    width = window.innerWidth;
    for (const listener of listeners) listener();
  }, RESIZE_DEBOUNCE_MS);
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    width = window.innerWidth;
    window.addEventListener('resize', onResize);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener('resize', onResize);
      clearTimeout(timer);
      width = undefined;
    }
  };
}

const getSnapshot = () => width ?? window.innerWidth;
const getServerSnapshot = () => undefined;

/** The window's width, updated 200 ms after the last resize; undefined on a server. */
export function useViewportWidth(): number | undefined {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
