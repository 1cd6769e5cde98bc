import { useState } from 'react';
import { OFFERS_AUTOPLAY_MS } from '../../constants';
import { useReducedMotion } from '../hooks/use-reduced-motion';
import type { ResolvedImage } from '../../images/catalogue';
import { Image } from '../image/image';
import { PauseButton } from '../pause-button/pause-button';
import './swiper-core.css';
import styles from './offers-carousel.module.css';
import { useOffersSwiper } from './use-offers-swiper';

export interface Offer {
  image: ResolvedImage;
  alt: string;
  /** Its own key, where two offers may show the same picture (a placeholder). */
  id?: string;
}

export interface OffersCarouselProps {
  offers: readonly Offer[];
  label: string;
  delayMs?: number;
  sizes?: string;
  /** The first offer is on the first screen (the page's largest picture): asked for at once, at high priority. */
  priority?: boolean;
  /** The slides' shape (`2 / 1`), where a picture may be of another (one from WordPress): it is cut to fit. */
  aspectRatio?: string;
  className?: string;
}

/**
 * requirements §2/§4 "Offers image carousel" on swiper: autoplay every 2500 ms that
 * carries on after the visitor interacts, clickable pagination, zoom (double
 * tap, 1 to 3). A pause control stops it; reduced motion never starts it.
 * Every offer is in the page's HTML, in swiper's markup, the first one
 * showing; swiper itself is only asked for once the page has painted and the
 * browser is idle, and starts on that markup (decisions 013, 023).
 *
 * Until swiper has started (and without JavaScript) swiper's wrapper is a
 * strip the visitor swipes or scrolls from offer to offer; swiper starts on
 * the offer the visitor scrolled to. The pause control shows once React has
 * hydrated it: it works from then on, before swiper too.
 */
export function OffersCarousel({
  offers,
  label,
  delayMs = OFFERS_AUTOPLAY_MS,
  sizes = '(min-width: 1312px) 1280px, 100vw',
  priority = true,
  aspectRatio,
  className,
}: OffersCarouselProps) {
  const reduceMotion = useReducedMotion();
  const [pausedByVisitor, setPausedByVisitor] = useState(false);
  const paused = pausedByVisitor || reduceMotion;
  const { rootRef, paginationRef, started } = useOffersSwiper(paused, delayMs, offers.length > 2);

  return (
    // A group, not a region: the carousel usually sits in a titled section (see LoopingSlider).
    <div
      role="group"
      className={[styles.carousel, className].filter(Boolean).join(' ')}
      aria-roledescription="carousel"
      aria-label={label}
    >
      <div ref={rootRef} className="swiper">
        <div
          className="swiper-wrapper"
          // A strip scrolled from the keyboard must take focus (in browsers that do not give it to scrollers).
          tabIndex={started ? undefined : 0}
        >
          {offers.map((offer, index) => (
            <div className="swiper-slide" key={offer.id ?? offer.image.src}>
              <div className="swiper-zoom-container">
                <Image
                  image={offer.image}
                  alt={offer.alt}
                  sizes={sizes}
                  priority={priority && index === 0}
                  {...(aspectRatio ? { aspectRatio } : {})}
                />
              </div>
            </div>
          ))}
        </div>
        <div ref={paginationRef} className="swiper-pagination" />
      </div>
      <PauseButton
        paused={paused}
        subject="offers"
        className={styles.pause}
        onClick={() => setPausedByVisitor((value) => !value)}
      />
    </div>
  );
}
