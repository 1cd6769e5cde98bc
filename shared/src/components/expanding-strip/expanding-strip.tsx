import { useState } from 'react';
import { BREAKPOINT_DESKTOP, BREAKPOINT_SMALL, BREAKPOINT_TABLET, FOOD_STRIP_COUNTS } from '../../constants';
import { useViewportWidth } from '../../hooks/use-viewport-width';
import type { ResolvedImage } from '../../images/catalogue';
import { Image } from '../image/image';
import styles from './expanding-strip.module.css';

export interface StripItem {
  image: ResolvedImage;
  alt: string;
  label: string;
}

export interface ExpandingStripProps {
  items: readonly StripItem[];
  label: string;
}

/** spec §2: 3 panels under 640 px, 4 under 768, 5 under 1024, all above. */
export function stripCount(width: number | undefined, total: number): number {
  if (width === undefined || width < BREAKPOINT_SMALL) return Math.min(FOOD_STRIP_COUNTS.small, total);
  if (width < BREAKPOINT_TABLET) return Math.min(FOOD_STRIP_COUNTS.tablet, total);
  if (width < BREAKPOINT_DESKTOP) return Math.min(FOOD_STRIP_COUNTS.desktop, total);
  return total;
}

/**
 * spec §2 "Food image strip": hovering (or focusing) a panel widens it to 50%
 * and shrinks the others; leaving resets.
 */
export function ExpandingStrip({ items, label }: ExpandingStripProps) {
  const [expanded, setExpanded] = useState<number | null>(null);
  const width = useViewportWidth();
  const shown = items.slice(0, stripCount(width, items.length));
  return (
    <ul className={styles.strip} aria-label={label} onMouseLeave={() => setExpanded(null)}>
      {shown.map((item, index) => (
        <li
          key={item.image.src}
          className={styles.panel}
          data-expanded={expanded === index}
          style={{ flexBasis: expanded === null ? `${100 / shown.length}%` : expanded === index ? '50%' : `${50 / (shown.length - 1)}%` }}
          tabIndex={0}
          onMouseEnter={() => setExpanded(index)}
          onFocus={() => setExpanded(index)}
          onBlur={() => setExpanded(null)}
        >
          <Image image={item.image} alt={item.alt} sizes={`(min-width: 1024px) 40vw, 50vw`} aspectRatio="auto" frameClassName={styles.frame} />
          <span className={styles.label}>{item.label}</span>
        </li>
      ))}
    </ul>
  );
}
