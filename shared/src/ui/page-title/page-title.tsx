import type { ComponentPropsWithoutRef } from 'react';
import styles from './page-title.module.css';

export interface PageTitleProps extends ComponentPropsWithoutRef<'h1'> {
  /** Centre it in the content width with the page's side padding (a title above full-width content). */
  contained?: boolean;
}

/** The h1 of a page without a hero. */
export function PageTitle({ contained = false, className, ...rest }: PageTitleProps) {
  return (
    <h1 className={[styles.title, contained ? styles.contained : '', className].filter(Boolean).join(' ')} {...rest} />
  );
}
