import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { DEALS_LOCK_MS, DEALS_START_INDEX } from '@gfm/shared/constants';
import { useHydrated } from '@gfm/shared/ui/hooks/use-hydrated';
import { useStripTakeOver } from '@gfm/shared/ui/hooks/use-strip-take-over';
import type { ResolvedImage } from '@gfm/shared/images/catalogue';
import { CarouselNav } from '@gfm/shared/ui/carousel-nav';
import { Image } from '@gfm/shared/ui/image';
import { SectionHeading } from '@gfm/shared/ui/section-heading';
import styles from './deals-carousel.module.css';

export interface Deal {
  image: ResolvedImage;
  alt: string;
}

export interface DealsCarouselProps {
  deals: readonly Deal[];
  title?: string;
  subtitle?: string;
  lockMs?: number;
}

export const DEALS_TITLE = 'Save on Mega Deals';
export const DEALS_SUBTITLE = 'Exclusive Offers on Premium Brands';

/**
 * requirements §2/§4 "Deals carousel": the centre slide starts at index 1; next and
 * previous wrap around; clicks are locked for 300 ms after each; the centre
 * slide is large, its neighbours are shown on wider screens. It does not move
 * by itself.
 *
 * Until React has hydrated it (and without JavaScript) the same slides are a
 * strip the visitor swipes or scrolls, starting on the centre slide, every
 * slide readable; the arrows, which need the script, are not shown until then.
 */
export function DealsCarousel({
  deals,
  title = DEALS_TITLE,
  subtitle = DEALS_SUBTITLE,
  lockMs = DEALS_LOCK_MS,
}: DealsCarouselProps) {
  const count = deals.length;
  const hydrated = useHydrated();
  const [centre, setCentre] = useState(Math.min(DEALS_START_INDEX, Math.max(count - 1, 0)));
  const locked = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const stageRef = useRef<HTMLDivElement>(null);
  // The deal the visitor scrolled the strip to is the centre one when the stage takes over.
  useStripTakeOver(stageRef, 'center', setCentre);

  useEffect(() => () => clearTimeout(timer.current), []);

  const move = (step: 1 | -1) => {
    if (locked.current || count === 0) return;
    locked.current = true;
    setCentre((index) => (index + step + count) % count);
    timer.current = setTimeout(() => {
      locked.current = false;
    }, lockMs);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') move(-1);
    if (event.key === 'ArrowRight') move(1);
  };

  const previous = (centre - 1 + count) % count;
  const next = (centre + 1) % count;
  const roleOf = (index: number) =>
    index === centre ? 'centre' : index === previous ? 'previous' : index === next ? 'next' : 'hidden';

  return (
    <section
      className={styles.section}
      aria-labelledby="deals-title"
      aria-roledescription="carousel"
      onKeyDown={onKeyDown}
    >
      <SectionHeading id="deals-title" title={title} subtitle={subtitle} />
      <div className={styles.carousel}>
        <div
          ref={stageRef}
          className={styles.stage}
          data-strip={hydrated ? undefined : ''}
          // A strip scrolled from the keyboard must take focus (in browsers that do not give it to scrollers).
          tabIndex={hydrated ? undefined : 0}
        >
          {deals.map((deal, index) => {
            const role = roleOf(index);
            // In the strip every slide is there for everyone; on the stage only the centre one.
            const away = hydrated && role !== 'centre';
            return (
              <div
                key={deal.image.src}
                className={styles.slide}
                data-role={role}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${count}`}
                aria-hidden={away}
                inert={away}
              >
                <Image image={deal.image} alt={deal.alt} sizes="(min-width: 768px) 30vw, 80vw" />
              </div>
            );
          })}
        </div>
        <CarouselNav
          item="deal"
          onPrevious={() => move(-1)}
          onNext={() => move(1)}
          status={`Deal ${centre + 1} of ${count}`}
        />
      </div>
    </section>
  );
}
