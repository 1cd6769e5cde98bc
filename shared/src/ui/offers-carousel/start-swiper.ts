import Swiper from 'swiper';
import { A11y, Autoplay, Keyboard, Pagination, Zoom } from 'swiper/modules';
import 'swiper/css/pagination';
import 'swiper/css/zoom';
import { CAROUSEL_SPEED_MS, CAROUSEL_ZOOM_MAX_RATIO } from '../../constants';

export interface SwiperStart {
  root: HTMLElement;
  pagination: HTMLElement;
  delayMs: number;
  loop: boolean;
  /** The offer to start on: the one the visitor scrolled the strip to before swiper came. */
  initialSlide?: number;
}

/**
 * The moving part of the offers carousel, on swiper's core. Its own chunk:
 * swiper is downloaded only by pages that show offers, once they have painted
 * (decisions 009, 013). It starts on the markup the server rendered and React
 * hydrated (the slides in swiper's shape, the first one showing), in a task of
 * its own (decision 023). The offers never change once drawn, so swiper may
 * reorder the slides for its loop without React's knowing. Until it starts,
 * the wrapper is a strip the visitor scrolls (offers-carousel.module.css);
 * once swiper marks its root initialised, the strip is gone and swiper's
 * transform places the slides.
 */
export function startSwiper({ root, pagination, delayMs, loop, initialSlide = 0 }: SwiperStart): Swiper {
  return new Swiper(root, {
    modules: [A11y, Autoplay, Keyboard, Pagination, Zoom],
    loop,
    initialSlide,
    speed: CAROUSEL_SPEED_MS,
    // requirements §9 carousel defaults.
    threshold: 5,
    touchAngle: 45,
    longSwipesRatio: 0.5,
    longSwipesMs: 300,
    resistanceRatio: 0.85,
    autoplay: { delay: delayMs, disableOnInteraction: false, pauseOnMouseEnter: true },
    pagination: { el: pagination, clickable: true },
    zoom: { minRatio: 1, maxRatio: CAROUSEL_ZOOM_MAX_RATIO },
    keyboard: { enabled: true, onlyInViewport: true },
    a11y: {
      enabled: true,
      prevSlideMessage: 'Previous offer',
      nextSlideMessage: 'Next offer',
      paginationBulletMessage: 'Show offer {{index}}',
    },
  });
}
