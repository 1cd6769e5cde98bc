import { useEffect, useRef, useState } from 'react';
import { A11y, Autoplay, Keyboard, Pagination, Zoom } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import 'swiper/css/pagination';
import 'swiper/css/zoom';
import { CAROUSEL_SPEED_MS, CAROUSEL_ZOOM_MAX_RATIO, OFFERS_AUTOPLAY_MS } from '../../constants';
import { useReducedMotion } from '../../hooks/use-reduced-motion';
import type { ResolvedImage } from '../../images/catalogue';
import { Image } from '../image/image';
import { PauseButton } from '../pause-button/pause-button';
import styles from './offers-carousel.module.css';

export interface Offer {
  image: ResolvedImage;
  alt: string;
}

export interface OffersCarouselProps {
  offers: readonly Offer[];
  label: string;
  delayMs?: number;
  sizes?: string;
  className?: string;
}

/**
 * spec §2/§4 "Offers image carousel" on swiper: autoplay every 2500 ms that
 * carries on after the visitor interacts, clickable pagination, zoom (double
 * tap, 1 to 3). A pause control stops it; reduced motion never starts it.
 */
export function OffersCarousel({ offers, label, delayMs = OFFERS_AUTOPLAY_MS, sizes = '(min-width: 1312px) 1280px, 100vw', className }: OffersCarouselProps) {
  const swiperRef = useRef<SwiperInstance | null>(null);
  const reduceMotion = useReducedMotion();
  const [pausedByVisitor, setPausedByVisitor] = useState(false);
  const paused = pausedByVisitor || reduceMotion;

  useEffect(() => {
    const autoplay = swiperRef.current?.autoplay;
    if (!autoplay) return;
    if (paused) autoplay.stop();
    else autoplay.start();
  }, [paused]);

  return (
    // A group, not a region: the carousel usually sits in a titled section (see LoopingSlider).
    <div role="group" className={[styles.carousel, className].filter(Boolean).join(' ')} aria-roledescription="carousel" aria-label={label}>
      <Swiper
        modules={[A11y, Autoplay, Keyboard, Pagination, Zoom]}
        onSwiper={(swiper) => {
          swiperRef.current = swiper;
          if (paused) swiper.autoplay?.stop();
        }}
        loop={offers.length > 2}
        speed={CAROUSEL_SPEED_MS}
        // spec §9 carousel defaults.
        threshold={5}
        touchAngle={45}
        longSwipesRatio={0.5}
        longSwipesMs={300}
        resistanceRatio={0.85}
        autoplay={{ delay: delayMs, disableOnInteraction: false, pauseOnMouseEnter: true }}
        pagination={{ clickable: true }}
        zoom={{ minRatio: 1, maxRatio: CAROUSEL_ZOOM_MAX_RATIO }}
        keyboard={{ enabled: true, onlyInViewport: true }}
        a11y={{ enabled: true, prevSlideMessage: 'Previous offer', nextSlideMessage: 'Next offer', paginationBulletMessage: 'Show offer {{index}}' }}
      >
        {offers.map((offer, index) => (
          <SwiperSlide key={offer.image.src}>
            <div className="swiper-zoom-container">
              <Image image={offer.image} alt={offer.alt} sizes={sizes} priority={index === 0} />
            </div>
          </SwiperSlide>
        ))}
      </Swiper>
      <PauseButton paused={paused} subject="offers" className={styles.pause} onClick={() => setPausedByVisitor((value) => !value)} />
    </div>
  );
}
