import { useState, type CSSProperties } from 'react';
import type { ResolvedImage } from '@gfm/shared/images/catalogue';
import { Image } from '@gfm/shared/ui/image';
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

/**
 * requirements §2 "Food image strip": hovering (or focusing) a panel widens it to 50%
 * and shrinks the others; leaving resets. Every panel is in the HTML, and the
 * style sheet shows 3 under 640 px, 4 under 768, 5 under 1024 and all above:
 * counted by script, the panels changed width when the page was hydrated.
 */
export function ExpandingStrip({ items, label }: ExpandingStripProps) {
  const [expanded, setExpanded] = useState<number | null>(null);
  return (
    <ul
      className={styles.strip}
      aria-label={label}
      style={{ '--panels': items.length } as CSSProperties}
      onMouseLeave={() => setExpanded(null)}
    >
      {items.map((item, index) => (
        <li
          key={item.image.src}
          className={styles.panel}
          data-expanded={expanded === index}
          tabIndex={0}
          onMouseEnter={() => setExpanded(index)}
          onFocus={() => setExpanded(index)}
          onBlur={() => setExpanded(null)}
        >
          <Image
            image={item.image}
            alt={item.alt}
            sizes={`(min-width: 1024px) 40vw, 50vw`}
            aspectRatio="auto"
            frameClassName={styles.frame}
          />
          <span className={styles.label}>{item.label}</span>
        </li>
      ))}
    </ul>
  );
}
