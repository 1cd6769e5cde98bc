import { useEffect, useRef } from 'react';
import { A11y, Autoplay, Keyboard, Pagination, Zoom } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
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
 * The moving part of the offers carousel, on swiper. Its own chunk: swiper
 * (34 KB gzip) is downloaded only by pages that show offers (decision 009).
 */
export default function SwiperOffers({ offers, delayMs, sizes, paused }: SwiperOffersProps) {
  const swiperRef = useRef<SwiperInstance | null>(null);

  useEffect(() => {
    const autoplay = swiperRef.current?.autoplay;
    if (!autoplay) return;
    if (paused) autoplay.stop();
    else autoplay.start();
  }, [paused]);

  return (
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
  );
}
