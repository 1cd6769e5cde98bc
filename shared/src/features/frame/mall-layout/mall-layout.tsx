import type { ReactNode } from 'react';
import { Outlet, useLocation, useNavigation } from '@gfm/shared/router';
import type { MallId } from '../../../data/malls';
import { BRAND_NAME } from '../../../data/malls';
import { socialLinks } from '../../../data/site';
import { getImage } from '../../../images/catalogue';
import { Footer, type FooterLinkGroup } from '../footer/footer';
import { SiteSearch } from '../../search';
import { loadSearchEntries } from '../../../routing/load-context';
import { Header, type HeaderCallToAction, type NavLinkItem } from '../header/header';
import styles from './mall-layout.module.css';

export interface MallLayoutProps {
  mallId: MallId;
  navLinks: readonly NavLinkItem[];
  callToAction?: HeaderCallToAction;
  footerGroups: readonly FooterLinkGroup[];
  /** The newsletter strip shown above the footer on every page of the mall. */
  newsletter?: ReactNode;
  /** Page content; the matched child route when omitted. */
  children?: ReactNode;
}

/** The header's search reads the site's entries over HTTP, in the browser. */
const loadBrowserSearchEntries = () => loadSearchEntries(undefined);

/**
 * The frame of every mall page: header, main content, newsletter strip, footer.
 * Each mall remote passes its own links; the tokens of `data-mall` theme it.
 */
export function MallLayout({ mallId, navLinks, callToAction, footerGroups, newsletter, children }: MallLayoutProps) {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  // Another page on its way (its code or its data): the page stays until it is ready, and says so.
  const pending = navigation.state === 'loading' && navigation.location.pathname !== pathname;
  return (
    <div className={styles.layout} data-mall={mallId}>
      <a className={styles.skipLink} href="#main-content">
        Skip to main content
      </a>
      <Header
        logo={getImage('gfm', 'logo')}
        logoAlt={`${BRAND_NAME} home`}
        navLinks={navLinks}
        search={<SiteSearch loadEntries={loadBrowserSearchEntries} />}
        {...(callToAction ? { callToAction } : {})}
      />
      <main id="main-content" className={styles.main} tabIndex={-1} aria-busy={pending}>
        {pending && (
          <div className={styles.pending} role="progressbar" aria-label="Loading the page">
            <span className={styles.pendingBar} />
          </div>
        )}
        {children ?? <Outlet />}
      </main>
      {newsletter}
      <Footer groups={footerGroups} socialLinks={socialLinks} />
    </div>
  );
}
