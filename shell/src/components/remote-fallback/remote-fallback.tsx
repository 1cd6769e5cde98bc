import { Button, ButtonLink } from '@gfm/shared/ui/button';
import { Header } from '@gfm/shared/features/frame';
import { BRAND_NAME } from '@gfm/shared/data/malls';
import { getImage } from '@gfm/shared/images/catalogue';
import { paths } from '@gfm/shared/paths';
import { PageMeta } from '@gfm/shared/seo/page-meta';
import { Outlet } from '@gfm/shared/router';
import styles from './remote-fallback.module.css';

export interface RemoteFallbackProps {
  /** What the visitor cannot see, in plain words: "This page of Sector 43 Gurugram", "The blog". */
  what: string;
}

/**
 * A part of the site whose remote is down, too slow, or failed while
 * rendering: said plainly, with a way to try again and a way home. The rest
 * of the page (the mall's frame, the other mall, the landing page) stays.
 */
export function RemoteFallback({ what }: RemoteFallbackProps) {
  return (
    <section className={styles.fallback} role="alert" aria-labelledby="remote-fallback-title">
      <PageMeta
        title={`${what} can’t be shown right now`}
        description={`${what} of ${BRAND_NAME} can’t be shown right now. The rest of the site still works.`}
        noIndex
      />
      <h1 id="remote-fallback-title" className={styles.title}>
        {`${what} can’t be shown right now`}
      </h1>
      <p
        className={styles.text}
      >{`Something on our side did not answer in time. The rest of ${BRAND_NAME} still works: try again in a moment, or go back to the home page.`}</p>
      <div className={styles.actions}>
        {/* A fresh page asks the server, and the browser, for every part again. */}
        <Button onClick={() => window.location.reload()}>Try again</Button>
        <ButtonLink variant="secondary" href={paths.home.getHref()}>
          Go to the home page
        </ButtonLink>
      </div>
    </section>
  );
}

/**
 * The site's frame when a mall's own frame (its layout) cannot be loaded: the
 * brand's header with its way home, around whatever the page can still show.
 */
export function SiteFrame() {
  return (
    <div className={styles.frame}>
      <Header logo={getImage('gfm', 'logo')} logoAlt={`${BRAND_NAME} home`} navLinks={[]} />
      <main id="main-content" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
