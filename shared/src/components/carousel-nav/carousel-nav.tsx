import type { ReactNode } from 'react';
import styles from './carousel-nav.module.css';

export interface CarouselNavProps {
  /** What one step moves: "deal", "slide". */
  item: string;
  onPrevious: () => void;
  onNext: () => void;
  /** Where the visitor is ("Deal 2 of 5"), announced politely. */
  status: ReactNode;
}

/** Previous and next buttons with the position between them, for the carousels that move on request. */
export function CarouselNav({ item, onPrevious, onNext, status }: CarouselNavProps) {
  return (
    <div className={styles.nav}>
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
