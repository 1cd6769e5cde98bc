import { lazy, Suspense, useState } from 'react';
import { OFFERS_AUTOPLAY_MS } from '../../constants';
import { useIdleAfterPaint } from '../../hooks/use-idle-after-paint';
import { useReducedMotion } from '../../hooks/use-reduced-motion';
import type { ResolvedImage } from '../../images/catalogue';
import { Image } from '../image/image';
import { PauseButton } from '../pause-button/pause-button';
import styles from './offers-carousel.module.css';

const SwiperOffers = lazy(() => import('./swiper-offers'));

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
 * Until swiper's chunk has arrived the first offer stands in its place, at
 * the same size, so the page neither waits for it nor shifts; swiper is only
 * asked for once the page has painted and the browser is idle, so it does
 * not hold back the page's first picture (decision 013).
 */
export function OffersCarousel({ offers, label, delayMs = OFFERS_AUTOPLAY_MS, sizes = '(min-width: 1312px) 1280px, 100vw', className }: OffersCarouselProps) {
  const reduceMotion = useReducedMotion();
  const [pausedByVisitor, setPausedByVisitor] = useState(false);
  const paused = pausedByVisitor || reduceMotion;
  const first = offers[0];
  const idle = useIdleAfterPaint();
  const standIn = first ? <Image image={first.image} alt={first.alt} sizes={sizes} priority /> : null;

  return (
    // A group, not a region: the carousel usually sits in a titled section (see LoopingSlider).
    <div role="group" className={[styles.carousel, className].filter(Boolean).join(' ')} aria-roledescription="carousel" aria-label={label}>
      {idle ? (
        <Suspense fallback={standIn}>
          <SwiperOffers offers={offers} delayMs={delayMs} sizes={sizes} paused={paused} />
        </Suspense>
      ) : (
        standIn
      )}
      <PauseButton paused={paused} subject="offers" className={styles.pause} onClick={() => setPausedByVisitor((value) => !value)} />
    </div>
  );
}
