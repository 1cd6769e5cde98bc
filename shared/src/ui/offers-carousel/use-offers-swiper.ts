import { useEffect, useRef, useState } from 'react';
import type Swiper from 'swiper';
import { useIdleAfterPaint } from '../hooks/use-idle-after-paint';
import { useNearScreen } from '../hooks/use-near-screen';

/**
 * Swiper, asked for once the carousel comes near the screen or is first
 * touched (and not before the page has painted and the browser is idle), and
 * started on the carousel's markup from the offer the visitor scrolled to;
 * its autoplay follows `paused`, before it starts too.
 */
export function useOffersSwiper(paused: boolean, delayMs: number, loop: boolean) {
  const rootRef = useRef<HTMLDivElement>(null);
  // A visitor who never scrolls to the offers never downloads swiper (decision 062).
  const near = useNearScreen(rootRef);
  const idle = useIdleAfterPaint() && near;
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
    // Named, so its file says what it is (offers-swiper.<hash>.js): tests hold it by that name.
    void import(/* webpackChunkName: "offers-swiper" */ './start-swiper').then(({ startSwiper }) => {
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
