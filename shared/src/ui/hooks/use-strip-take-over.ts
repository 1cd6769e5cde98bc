import { useLayoutEffect, useRef, type RefObject } from 'react';
import { useHydrated } from './use-hydrated';

/** Where a strip's slides snap: to its start or to its centre (their `scroll-snap-align`). */
export type SnapAlign = 'start' | 'center';

/** The slides of a carousel's strip: its slides, less the copies a loop adds (`data-copy`). */
const SLIDES = '[aria-roledescription="slide"]:not([data-copy])';

/** Which of `slides` sits at the strip's snap position (its start or its centre) as it is scrolled now. */
export function snappedSlide(strip: Element, slides: readonly Element[], align: SnapAlign): number {
  const frame = strip.getBoundingClientRect();
  const target = align === 'start' ? frame.left : frame.left + frame.width / 2;
  let nearest = 0;
  let distance = Infinity;
  slides.forEach((slide, index) => {
    const box = slide.getBoundingClientRect();
    const from = Math.abs((align === 'start' ? box.left : box.left + box.width / 2) - target);
    if (from < distance) {
      nearest = index;
      distance = from;
    }
  });
  return nearest;
}

/**
 * A carousel the server draws as a scroll-snap strip (see `useHydrated`) can
 * be scrolled before React takes it over: a phone draws the page well before
 * its code has run. As React takes the server's HTML over, before the browser
 * paints, `onTakeOver` is told which slide the visitor had scrolled to, so the
 * carousel carries on from there instead of jumping back to its first. Only
 * for a strip the server drew (a carousel first drawn in the browser never was
 * one), that the browser has laid out and that is scrolled.
 */
export function useStripTakeOver(
  stripRef: RefObject<HTMLElement | null>,
  align: SnapAlign,
  onTakeOver: (index: number) => void,
): void {
  const hydrated = useHydrated();
  const drawnByServer = useRef(!hydrated);
  useLayoutEffect(() => {
    const strip = stripRef.current;
    if (!drawnByServer.current || !strip) return;
    drawnByServer.current = false;
    // Not laid out (hidden), or at its start: the carousel's own first slide stands (a browser
    // without `scroll-initial-target` starts a strip there, whichever slide it was meant to show).
    if (strip.clientWidth === 0 || (strip.scrollLeft === 0 && strip.scrollTop === 0)) return;
    onTakeOver(snappedSlide(strip, [...strip.querySelectorAll(SLIDES)], align));
  }, [stripRef, align, onTakeOver]);
}
