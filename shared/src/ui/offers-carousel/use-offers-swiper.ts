import { useEffect, useRef, useState } from 'react';
import type Swiper from 'swiper';
import { useIdleAfterPaint } from '../hooks/use-idle-after-paint';

/**
 * Swiper, asked for once the page has painted and the browser is idle, and
 * started on the carousel's markup from the offer the visitor scrolled to;
 * its autoplay follows `paused`, before it starts too.
 */
export function useOffersSwiper(paused: boolean, delayMs: number, loop: boolean) {
  const idle = useIdleAfterPaint();
  const rootRef = useRef<HTMLDivElement>(null);
  const paginationRef = useRef<HTMLDivElement>(null);
  const swiperRef = useRef<Swiper | null>(null);
  const [started, setStarted] = useState(false);
  // What the pause control says, for swiper's start (it arrives later than the effects below).
  const pausedRef = useRef(paused);

  useEffect(() => {
    const root = rootRef.current;
    const pagination = paginationRef.current;
    if (!idle || !root || !pagination) return undefined;
    let cancelled = false;
    void import('./start-swiper').then(({ startSwiper }) => {
      if (cancelled) return;
      const wrapper = root.querySelector<HTMLElement>('.swiper-wrapper');
      // The offer the visitor scrolled the strip to, if any.
      const initialSlide =
        wrapper && wrapper.clientWidth > 0 ? Math.round(wrapper.scrollLeft / wrapper.clientWidth) : 0;
      const swiper = startSwiper({ root, pagination, delayMs, loop, initialSlide });
      swiperRef.current = swiper;
      setStarted(true);
      if (pausedRef.current) swiper.autoplay.stop();
    });
    return () => {
      cancelled = true;
      // Puts the slides back in React's order and takes swiper's listeners and bullets away.
      swiperRef.current?.destroy(true, false);
      swiperRef.current = null;
      setStarted(false);
    };
  }, [idle, delayMs, loop]);

  useEffect(() => {
    pausedRef.current = paused;
    const autoplay = swiperRef.current?.autoplay;
    if (!autoplay) return;
    if (paused) autoplay.stop();
    else autoplay.start();
  }, [paused]);

  return { rootRef, paginationRef, started };
}
