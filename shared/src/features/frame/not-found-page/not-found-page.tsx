import { useLocation } from '@gfm/shared/router';
import { DEFAULT_MALL_ID, mallIdFromPath } from '../../../data/malls';
import { paths } from '../../../paths';
import styles from './not-found-page.module.css';
import { PageMeta } from '../../../seo/page-meta';
import { ButtonLink } from '../../../ui/button/button';

/** requirements §2 "404" and §8: the exact texts. */
export const NOT_FOUND_TITLE = 'oops! Page not found';
export const NOT_FOUND_TEXT = 'Oops! The page you are looking for does not exist. It might have been moved or deleted.';

/** Pages that redirect to /404 pass the path they came from, so Contact Us keeps the mall. */
export interface NotFoundState {
  from?: string;
}

function originPath(pathname: string, state: unknown): string {
  if (typeof state === 'object' && state !== null && 'from' in state) {
    const from = (state as NotFoundState).from;
    if (typeof from === 'string') return from;
  }
  return pathname;
}

export interface NotFoundPageProps {
  /** Path the visitor asked for, when the caller knows it better than the URL. */
  from?: string;
}

export function NotFoundPage({ from }: NotFoundPageProps) {
  const location = useLocation();
  const mallId = mallIdFromPath(from ?? originPath(location.pathname, location.state)) ?? DEFAULT_MALL_ID;
  return (
    <div className={styles.page}>
      <PageMeta title="Page not found" description={NOT_FOUND_TEXT} noIndex />
      <div className={styles.card}>
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <h1 className={styles.title}>{NOT_FOUND_TITLE}</h1>
        <p className={styles.text}>{NOT_FOUND_TEXT}</p>
        <div className={styles.actions}>
          <ButtonLink href={paths.home.getHref()}>HOME</ButtonLink>
          <ButtonLink variant="secondary" href={paths.mall.contact.getHref(mallId)}>
            Contact Us
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}
