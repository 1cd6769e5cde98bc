import { useEffect, useRef } from 'react';
import Swiper from 'swiper';
import { A11y, Autoplay, Keyboard, Pagination, Zoom } from 'swiper/modules';
import './swiper-core.css';
import 'swiper/css/pagination';
import 'swiper/css/zoom';
import { CAROUSEL_SPEED_MS, CAROUSEL_ZOOM_MAX_RATIO } from '../../constants';
import { Image } from '../image/image';
import type { Offer } from './offers-carousel';

export interface SwiperOffersProps {
  offers: readonly Offer[];
  delayMs: number;
  sizes: string;
  paused: boolean;
}

/**
 * The moving part of the offers carousel, on swiper's core. Its own chunk:
 * swiper is downloaded only by pages that show offers (decision 009).
 *
 * React draws the slides in swiper's markup, which already shows the first
 * offer alone; swiper starts on that markup in a task of its own, after the
 * commit that drew it, so the two costs are never one long task (decision 023).
 * The offers never change once drawn, so swiper may reorder the slides for its
 * loop without React's knowing.
 */
export default function SwiperOffers({ offers, delayMs, sizes, paused }: SwiperOffersProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const paginationRef = useRef<HTMLDivElement>(null);
  const swiperRef = useRef<Swiper | null>(null);
  // What the pause control says, for swiper's start (a task after the effects below have run).
  const pausedRef = useRef(paused);
  const loop = offers.length > 2;

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const start = setTimeout(() => {
      const swiper = new Swiper(root, {
        modules: [A11y, Autoplay, Keyboard, Pagination, Zoom],
        loop,
        speed: CAROUSEL_SPEED_MS,
        // spec §9 carousel defaults.
        threshold: 5,
        touchAngle: 45,
        longSwipesRatio: 0.5,
        longSwipesMs: 300,
        resistanceRatio: 0.85,
        autoplay: { delay: delayMs, disableOnInteraction: false, pauseOnMouseEnter: true },
        pagination: { el: paginationRef.current, clickable: true },
        zoom: { minRatio: 1, maxRatio: CAROUSEL_ZOOM_MAX_RATIO },
        keyboard: { enabled: true, onlyInViewport: true },
        a11y: { enabled: true, prevSlideMessage: 'Previous offer', nextSlideMessage: 'Next offer', paginationBulletMessage: 'Show offer {{index}}' },
      });
      swiperRef.current = swiper;
      if (pausedRef.current) swiper.autoplay.stop();
    }, 0);
    return () => {
      clearTimeout(start);
      // Puts the slides back in React's order and takes swiper's listeners and bullets away.
      swiperRef.current?.destroy(true, false);
      swiperRef.current = null;
    };
  }, [delayMs, loop]);

  useEffect(() => {
    pausedRef.current = paused;
    const autoplay = swiperRef.current?.autoplay;
    if (!autoplay) return;
    if (paused) autoplay.stop();
    else autoplay.start();
  }, [paused]);

  return (
    <div ref={rootRef} className="swiper">
      <div className="swiper-wrapper">
        {offers.map((offer, index) => (
          <div className="swiper-slide" key={offer.image.src}>
            <div className="swiper-zoom-container">
              <Image image={offer.image} alt={offer.alt} sizes={sizes} priority={index === 0} />
            </div>
          </div>
        ))}
      </div>
      <div ref={paginationRef} className="swiper-pagination" />
    </div>
  );
}
