import { useEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import { MARQUEE_DURATION_S } from '../../constants';
import { useIdleAfterPaint } from '../hooks/use-idle-after-paint';
import { markWhileInView } from '../image/in-view';
import { PauseToggle } from '../pause-button/pause-button';
import styles from './marquee.module.css';

export type MarqueeDirection = 'left' | 'right' | 'up' | 'down';

export interface MarqueeRow {
  items: readonly ReactNode[];
  direction: MarqueeDirection;
  /** Seconds for one full loop (requirements §9: 60 by default). */
  durationS?: number;
}

export interface MarqueeProps {
  rows: readonly MarqueeRow[];
  /** Accessible name of the group: "Our partners". */
  label: string;
  /** What the pause button names: "logos", "images". */
  subject: string;
  className?: string;
}

/**
 * requirements §2 "Partner-logo marquee" and "Newsletter image marquee": rows (or
 * columns) moving in given directions, endlessly. Pauses on hover and on
 * focus, has a pause control, and is still under reduced motion. All of it
 * is the style sheet's: the pause control is a checkbox it reads, so the
 * marquee can be paused in the server's page, without JavaScript too.
 */
export function Marquee({ rows, label, subject, className }: MarqueeProps) {
  // The looping copy is half the marquee's elements and only matters once the row has moved a little:
  // it is added after the page's first paint (decision 015).
  const withCopy = useIdleAfterPaint();
  const vertical = rows.some((row) => row.direction === 'up' || row.direction === 'down');
  // Off screen it stands still: a moving row nobody sees still makes the browser draw a frame 60 times a second.
  const rootRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return undefined;
    root.dataset.watched = '';
    return markWhileInView(root);
  }, []);
  return (
    <div
      ref={rootRef}
      className={[styles.marquee, className].filter(Boolean).join(' ')}
      data-vertical={vertical}
      role="group"
      aria-label={label}
    >
      <div className={styles.rows}>
        {rows.map((row, rowIndex) => (
          <div
            // Rows have no identity beyond their place.
            key={rowIndex}
            className={styles.row}
            data-direction={row.direction}
            style={{ '--marquee-duration': `${row.durationS ?? MARQUEE_DURATION_S}s` } as CSSProperties}
          >
            <ul className={styles.track}>
              {row.items.map((item, index) => (
                <li key={index} className={styles.item}>
                  {item}
                </li>
              ))}
              {/* The second copy makes the loop seamless; assistive technology reads the first only. */}
              {withCopy &&
                row.items.map((item, index) => (
                  <li key={`copy-${index}`} className={styles.item} aria-hidden="true" inert>
                    {item}
                  </li>
                ))}
            </ul>
          </div>
        ))}
      </div>
      <PauseToggle subject={subject} className={styles.pause} />
    </div>
  );
}
