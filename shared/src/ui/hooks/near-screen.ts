// No React here: boot.js uses this too (decision 078).

/**
 * How far ahead of the screen a part's code is asked for: half a screen's
 * height, a moment's scrolling ahead (30 KB on a phone's 1.6 Mbps is about
 * 0.3 s), and not so far that a part just below a phone's first screen counts
 * as on it. The part works without its code meanwhile, so a late arrival costs nothing.
 */
export const NEAR_SCREEN_MARGIN = '50% 0px';

/** What a visitor does to a part before it is near the screen (a keyboard, a tap at its edge): its code comes at once. */
const TOUCH_EVENTS = ['pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

/**
 * Calls `callback` once, when the element comes within half a screen of the
 * screen or the visitor first touches, focuses or keys in it; returns what
 * stops watching. Without IntersectionObserver it counts as near at once.
 */
export function whenNearScreen(element: Element, callback: () => void): () => void {
  let done = false;
  const stop = () => {
    done = true;
    observer?.disconnect();
    for (const type of TOUCH_EVENTS) element.removeEventListener(type, near);
  };
  const near = () => {
    if (done) return;
    stop();
    callback();
  };
  const observer =
    typeof IntersectionObserver === 'undefined'
      ? undefined
      : new IntersectionObserver(
          (entries) => {
            if (entries.some((entry) => entry.isIntersecting)) near();
          },
          { rootMargin: NEAR_SCREEN_MARGIN },
        );
  if (observer) observer.observe(element);
  else queueMicrotask(near);
  for (const type of TOUCH_EVENTS) element.addEventListener(type, near, { passive: true });
  return stop;
}
