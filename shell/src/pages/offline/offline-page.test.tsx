import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '../../../../test/router';
import { CACHE_PREFIX, INDEX_PATH, OFFLINE_PATH, type OfflineIndex } from '../../service-worker/offline-index';
import { Component as OfflinePage, keptPages } from './offline-page';

const DAY = 24 * 60 * 60 * 1000;
const NOW = 100 * DAY;

/** The worker's caches as the browser's Cache Storage answers them: each cache holds its index. */
function cacheStorage(indexes: Record<string, OfflineIndex>): CacheStorage {
  return {
    keys: async () => Object.keys(indexes),
    open: async (name: string) =>
      ({
        match: async (key: string) =>
          key === INDEX_PATH && indexes[name] ? { json: async () => indexes[name] } : undefined,
      }) as unknown as Cache,
  } as unknown as CacheStorage;
}

const page = (title: string | undefined, storedAt = NOW) => ({
  kind: 'page' as const,
  bytes: 1,
  storedAt,
  usedAt: storedAt,
  ...(title ? { title } : {}),
});

const storage = cacheStorage({
  [`${CACHE_PREFIX}v2`]: {
    malls: ['gfm43'],
    entries: {
      [OFFLINE_PATH]: page('You are offline'),
      '/gfm43/brands/brew-theory': page('Brew Theory | Sector 43'),
      '/gfm43': page(undefined),
      '/gfm43/brands/old': page('Too old', NOW - DAY - 1),
      '/main.js': { kind: 'file', bytes: 1, storedAt: NOW, usedAt: NOW },
    },
  },
  'another-site-cache': { malls: [], entries: { '/elsewhere': page('Not ours') } },
});

describe('keptPages', () => {
  it('lists the pages the worker keeps, by title (the address when it has none), never the offline page, a file or a stale copy', async () => {
    await expect(keptPages(storage, NOW)).resolves.toEqual([
      { path: '/gfm43', title: '/gfm43' },
      { path: '/gfm43/brands/brew-theory', title: 'Brew Theory | Sector 43' },
    ]);
  });
});

describe('OfflinePage', () => {
  it('says the page asked for was not kept, in the site’s frame, and links the pages that are', async () => {
    Object.defineProperty(window, 'caches', { value: storage, configurable: true });
    window.history.replaceState(null, '', '/offline?page=%2Fgfmpalam%2Fcontact-us');
    jest.useFakeTimers().setSystemTime(NOW);
    try {
      render(
        <MemoryRouter>
          <OfflinePage />
        </MemoryRouter>,
      );
      expect(screen.getByRole('heading', { level: 1, name: 'You are offline' })).toBeInTheDocument();
      expect(screen.getByText('/gfmpalam/contact-us')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/gfmpalam/contact-us');
      jest.useRealTimers();
      expect(await screen.findByRole('link', { name: 'Brew Theory | Sector 43' })).toHaveAttribute(
        'href',
        '/gfm43/brands/brew-theory',
      );
      expect(screen.getByRole('banner')).toBeInTheDocument();
      expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
      Reflect.deleteProperty(window, 'caches');
      window.history.replaceState(null, '', '/');
    }
  });
});
