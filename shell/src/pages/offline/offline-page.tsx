import { useEffect, useState, useSyncExternalStore } from 'react';
import { Footer, Header } from '@gfm/shared/features/frame';
import { BRAND_NAME, malls } from '@gfm/shared/data/malls';
import { getImage } from '@gfm/shared/images/catalogue';
import { paths } from '@gfm/shared/paths';
import { PageMeta } from '@gfm/shared/seo/page-meta';
import {
  CACHE_PREFIX,
  INDEX_PATH,
  isFresh,
  OFFLINE_PATH,
  type OfflineIndex,
  type WorkerSettings,
} from '../../service-worker/offline-index';
import styles from './offline-page.module.css';

export interface KeptPage {
  path: string;
  title: string;
}

/** A day: the worker's maximum age (the server's OFFLINE_MAX_AGE_MS); a page older is not answered, so not listed. */
const MAX_AGE_MS: WorkerSettings['maxAgeMs'] = 24 * 60 * 60 * 1000;

/** The pages the service worker keeps on this device, by title (its index, service-worker/worker.ts). */
export async function keptPages(storage: CacheStorage = caches, now = Date.now()): Promise<KeptPage[]> {
  const names = (await storage.keys()).filter((name) => name.startsWith(CACHE_PREFIX));
  const pages = new Map<string, string>();
  for (const name of names) {
    const found = await (await storage.open(name)).match(INDEX_PATH);
    if (!found) continue;
    const index = (await found.json()) as OfflineIndex;
    for (const [path, entry] of Object.entries(index.entries))
      if (entry.kind === 'page' && path !== OFFLINE_PATH && path.startsWith('/') && isFresh(entry, now, MAX_AGE_MS))
        pages.set(path, entry.title ?? path);
  }
  return [...pages].map(([path, title]) => ({ path, title })).sort((a, b) => a.path.localeCompare(b.path, 'en'));
}

const noChange = () => () => undefined;
const askedPage = () => new URLSearchParams(window.location.search).get('page');

type Kept = { state: 'reading' } | { state: 'read'; pages: KeptPage[] } | { state: 'unavailable' };

/**
 * `/offline`: what a visitor without signal sees for a page this device has
 * not kept (the service worker sends them here, `?page=` naming it), in the
 * site's frame, with the pages it has kept, by title. The list is read in the
 * browser, from the worker's own index.
 */
export function Component() {
  const [kept, setKept] = useState<Kept>({ state: 'reading' });
  // The page the visitor asked for: the copy this page hydrates was rendered without it.
  const asked = useSyncExternalStore(noChange, askedPage, () => null);
  useEffect(() => {
    ('caches' in window ? keptPages() : Promise.reject(new Error('no Cache Storage'))).then(
      (pages) => setKept({ state: 'read', pages }),
      () => setKept({ state: 'unavailable' }),
    );
  }, []);
  return (
    <div className={styles.frame}>
      <PageMeta title="You are offline" description={`The pages of ${BRAND_NAME} kept on this device.`} noIndex />
      <Header
        logo={getImage('gfm', 'logo')}
        logoAlt={`${BRAND_NAME} home`}
        navLinks={malls.map((mall) => ({ title: mall.name, path: paths.mall.home.getHref(mall.id) }))}
      />
      <main id="main-content" className={styles.main} tabIndex={-1}>
        <h1 className={styles.title}>You are offline</h1>
        <p>
          {asked ? (
            <>
              <span className={styles.asked}>{asked}</span> has not been opened on this device yet, so it cannot be
              shown without a connection.
            </>
          ) : (
            'This page has not been opened on this device yet, so it cannot be shown without a connection.'
          )}{' '}
          {asked && <a href={asked}>Try again</a>}
        </p>
        <section aria-labelledby="offline-kept">
          <h2 id="offline-kept">Available offline</h2>
          {kept.state === 'reading' && <p>Looking for the pages kept on this device…</p>}
          {kept.state === 'unavailable' && <p>This browser keeps no pages for offline use.</p>}
          {kept.state === 'read' &&
            (kept.pages.length === 0 ? (
              <p>No page is kept on this device yet. Open a mall’s home page while online to keep its pages.</p>
            ) : (
              <ul className={styles.list}>
                {kept.pages.map((page) => (
                  <li key={page.path}>
                    <a href={page.path}>{page.title}</a>
                  </li>
                ))}
              </ul>
            ))}
        </section>
      </main>
      <Footer
        groups={[
          {
            heading: 'Our malls',
            links: malls.map((mall) => ({ label: mall.name, redirectURI: paths.mall.home.getHref(mall.id) })),
          },
        ]}
        socialLinks={[]}
      />
    </div>
  );
}
