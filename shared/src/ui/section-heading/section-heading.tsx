import type { ReactNode } from 'react';
import styles from './section-heading.module.css';

export interface SectionHeadingProps {
  id?: string;
  title: ReactNode;
  subtitle?: ReactNode;
  /** Heading level; sections of a page are h2. */
  level?: 2 | 3;
  align?: 'start' | 'center';
}

export function SectionHeading({ id, title, subtitle, level = 2, align = 'center' }: SectionHeadingProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className={styles.wrapper} data-align={align}>
      <Heading id={id} className={styles.title}>
        {title}
      </Heading>
      {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
    </div>
  );
}
