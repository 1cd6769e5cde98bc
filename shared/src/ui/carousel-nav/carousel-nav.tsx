import type { ReactNode } from 'react';
import { useHydrated } from '../hooks/use-hydrated';
import styles from './carousel-nav.module.css';

export interface CarouselNavProps {
  /** What one step moves: "deal", "slide". */
  item: string;
  onPrevious: () => void;
  onNext: () => void;
  /** Where the visitor is ("Deal 2 of 5"), announced politely. */
  status: ReactNode;
}

/**
 * Previous and next buttons with the position between them, for the carousels
 * that move on request. They only work with the page's script: until React
 * has hydrated them (and without JavaScript, where the carousel is a strip
 * the visitor scrolls) they are not shown, though their room is kept, so
 * nothing below moves when they appear.
 */
export function CarouselNav({ item, onPrevious, onNext, status }: CarouselNavProps) {
  const hydrated = useHydrated();
  return (
    <div className={styles.nav} data-waiting={hydrated ? undefined : ''}>
      <button type="button" className={styles.arrow} onClick={onPrevious} aria-label={`Previous ${item}`}>
        <span aria-hidden="true">‹</span>
      </button>
      <span className={styles.status} aria-live="polite">
        {status}
      </span>
      <button type="button" className={styles.arrow} onClick={onNext} aria-label={`Next ${item}`}>
        <span aria-hidden="true">›</span>
      </button>
    </div>
  );
}
