import { useEffect, useState, type RefObject } from 'react';

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
 * False until the element comes within a screen's height of the screen or
 * the visitor first touches or focuses it, then true for good. For parts
 * below the first screen whose code only enhances markup that already works
 * (the offers carousel is a strip the visitor scrolls until swiper comes):
 * a visitor who never scrolls to them never downloads that code (decision 062).
 * Without IntersectionObserver the part counts as near.
 */
export function useNearScreen(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false);
  // The ref is the same object at every render: listing it changes nothing.
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      let cancelled = false;
      queueMicrotask(() => {
        if (!cancelled) setNear(true);
      });
      return () => {
        cancelled = true;
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_SCREEN_MARGIN },
    );
    observer.observe(element);
    const touched = () => setNear(true);
    for (const type of TOUCH_EVENTS) element.addEventListener(type, touched, { passive: true, once: true });
    return () => {
      observer.disconnect();
      for (const type of TOUCH_EVENTS) element.removeEventListener(type, touched);
    };
  }, [ref, near]);
  return near;
}
