import type { ReactNode } from 'react';
import styles from './page-placeholder.module.css';

export interface PagePlaceholderProps {
  title: string;
  children?: ReactNode;
}

/** A titled page section for routes whose full content is still being built. */
export function PagePlaceholder({ title, children }: PagePlaceholderProps) {
  return (
    <section className={styles.section} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {title}
      </h1>
      {children}
    </section>
  );
}
