/** @jest-environment node */
import { createHash } from 'node:crypto';
import {
  emptyIndex,
  evictionFor,
  expired,
  hasIntegrity,
  keyOf,
  markOfflineCopy,
  OFFLINE_PATH,
  requestKind,
  titleOf,
  type IndexEntry,
  type OfflineIndex,
} from './offline-index';

const entry = (bytes: number, usedAt: number, storedAt = usedAt): IndexEntry => ({
  kind: 'file',
  bytes,
  storedAt,
  usedAt,
});

function indexOf(entries: Record<string, IndexEntry>): OfflineIndex {
  return { ...emptyIndex(), entries };
}

describe('evictionFor', () => {
  it('drops nothing while the new answer fits the budget', () => {
    expect(evictionFor(indexOf({ '/a.js': entry(40, 1) }), 60, 100)).toEqual({ fits: true, drop: [] });
  });

  it('drops the least recently used first, and only as many as needed', () => {
    const index = indexOf({ '/new.js': entry(30, 30), '/old.js': entry(30, 10), '/mid.js': entry(30, 20) });
    expect(evictionFor(index, 40, 100)).toEqual({ fits: true, drop: ['/old.js'] });
    expect(evictionFor(index, 70, 100)).toEqual({ fits: true, drop: ['/old.js', '/mid.js'] });
  });

  it('never drops the offline page nor what is being kept, and keeps nothing that cannot fit', () => {
    const index = indexOf({ [OFFLINE_PATH]: entry(50, 1), '/mall.js': entry(30, 2), '/other.js': entry(20, 3) });
    expect(evictionFor(index, 20, 100, new Set(['/mall.js']))).toEqual({ fits: true, drop: ['/other.js'] });
    expect(evictionFor(index, 30, 100, new Set(['/mall.js']))).toEqual({ fits: false, drop: [] });
  });
});

describe('expired', () => {
  it('lists what was stored longer ago than the maximum age, however recently it was used', () => {
    const day = 24 * 60 * 60 * 1000;
    const now = 10 * day;
    const index = indexOf({ '/fresh': entry(1, now, now - day + 1), '/stale': entry(1, now, now - day - 1) });
    expect(expired(index, now, day)).toEqual(['/stale']);
  });
});

describe('requestKind', () => {
  const site = 'https://www.example.com';
  const origins = [site, 'https://gfm43.example.com'];
  const kind = (url: string, navigation = false) => requestKind(new URL(url), navigation, site, origins);

  it('answers the site’s pages, its files and the remotes’ files, and leaves the rest to the browser', () => {
    expect(kind(`${site}/gfm43/brands/brew-theory?from=gate-1`, true)).toBe('page');
    expect(kind('https://gfm43.example.com/1.2.3/__federation_expose_routes.53c1b472.js')).toBe('immutable');
    expect(kind('https://gfm43.example.com/media/hero-480.1a2b3c4d.avif')).toBe('immutable');
    expect(kind('https://gfm43.example.com/remoteEntry.js')).toBe('file');
    expect(kind(`${site}/main.js`)).toBe('file');
    expect(kind('https://wordpress.example.org/wp-json/wp/v2/posts')).toBe('pass');
    expect(kind('https://gfm43.example.com/index.html', true)).toBe('pass');
  });

  it('never keeps the worker’s own script, the server’s state or its APIs', () => {
    expect(kind(`${site}/sw.js`)).toBe('pass');
    expect(kind(`${site}/readyz`)).toBe('pass');
    expect(kind(`${site}/runtime-config.json`)).toBe('pass');
    expect(kind(`${site}/api/offline/gfm43`)).toBe('pass');
    expect(kind(`${site}/api/search-index`)).toBe('pass');
  });
});

describe('keys, titles and marks', () => {
  it('keys the site’s own addresses by path and query, another origin’s in full, never by fragment', () => {
    const site = 'https://www.example.com';
    expect(keyOf(new URL(`${site}/gfm43/all-brands?type=food#top`), site)).toBe('/gfm43/all-brands?type=food');
    expect(keyOf(new URL('https://cdn.example.com/a.js'), site)).toBe('https://cdn.example.com/a.js');
  });

  it('reads a page’s title, unescaped', () => {
    expect(titleOf('<html><head><title>Brew Theory | Sector 43 &amp; more</title></head></html>')).toBe(
      'Brew Theory | Sector 43 & more',
    );
    expect(titleOf('<html></html>')).toBeUndefined();
  });

  it('marks a kept page on its root element with the address it was kept under', () => {
    expect(markOfflineCopy('<!DOCTYPE html><html lang="en"><body></body></html>', '/a?b="c"')).toBe(
      '<!DOCTYPE html><html data-offline-copy="/a?b=&quot;c&quot;" lang="en"><body></body></html>',
    );
  });
});

describe('hasIntegrity', () => {
  const bytes = new TextEncoder().encode('console.log("chunk")').buffer;
  const hashOf = (buffer: ArrayBuffer) => `sha384-${createHash('sha384').update(Buffer.from(buffer)).digest('base64')}`;

  it('passes a copy whose bytes have the hash the page names, or any copy when it names none', async () => {
    expect(await hasIntegrity(bytes, hashOf(bytes))).toBe(true);
    expect(await hasIntegrity(bytes, `sha384-other ${hashOf(bytes)}`)).toBe(true);
    expect(await hasIntegrity(bytes, '')).toBe(true);
  });

  it('refuses a copy with one byte changed', async () => {
    const changed = new TextEncoder().encode('console.log("chunK")').buffer;
    expect(await hasIntegrity(changed, hashOf(bytes))).toBe(false);
  });
});
