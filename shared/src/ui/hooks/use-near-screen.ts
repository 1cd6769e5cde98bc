import { useEffect, useState, type RefObject } from 'react';
import { whenNearScreen } from './near-screen';

/**
 * False until the element comes within half a screen of the screen or
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
    return whenNearScreen(element, () => setNear(true));
  }, [ref, near]);
  return near;
}
