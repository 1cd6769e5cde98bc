import type { ReactNode } from 'react';
import styles from './page-placeholder.module.css';
import { PageTitle } from '../page-title/page-title';

export interface PagePlaceholderProps {
  title: string;
  children?: ReactNode;
}

/** A titled page section for routes whose full content is still being built. */
export function PagePlaceholder({ title, children }: PagePlaceholderProps) {
  return (
    <section className={styles.section} aria-labelledby="page-title">
      <PageTitle id="page-title">{title}</PageTitle>
      {children}
    </section>
  );
}
