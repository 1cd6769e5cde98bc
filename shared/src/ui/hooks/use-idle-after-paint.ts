import { startTransition, useEffect, useState } from 'react';

/** The longest a deferred part waits for the browser to be idle. */
export const IDLE_TIMEOUT_MS = 1500;

/**
 * False until the page has painted and the browser has a moment to spare (or
 * `IDLE_TIMEOUT_MS` has passed), then true. For parts whose first look can be
 * drawn without their code (the offers carousel shows its first offer until
 * swiper arrives): their download and start-up no longer hold back the
 * page's first picture or share its long task (decision 013).
 */
export function useIdleAfterPaint(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let cancelled = false;
    let idleHandle: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A transition: what waited for this moment (a marquee's copies, a carousel, the rest of a
    // grid) is drawn in slices React can pause, not in one task as long as all of it together.
    const done = () => {
      if (!cancelled) startTransition(() => setIdle(true));
    };
    // The frame after this one has been painted: a rAF runs before the paint, its timeout after it.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        if (typeof window.requestIdleCallback === 'function')
          idleHandle = window.requestIdleCallback(done, { timeout: IDLE_TIMEOUT_MS });
        else timer = setTimeout(done, 0);
      }, 0);
    });
    return () => {
      cancelled = true;
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
      if (idleHandle !== undefined) window.cancelIdleCallback(idleHandle);
    };
  }, []);
  return idle;
}
