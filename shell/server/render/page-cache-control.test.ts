/** @jest-environment node */
import { matchesEntityTag, pageCacheControl } from './page-cache-control';

const caching = { sharedMaxAgeS: 60, staleIfErrorS: 86_400 };
const now = Date.parse('2026-11-24T15:00:00Z');
const HOUR = 3_600_000;

describe('pageCacheControl (decision 047)', () => {
  it('lets a cache in front hold a page a minute, and serve it a day while no server answers; the browser asks each time', () => {
    expect(pageCacheControl({ status: 200 }, now, caching)).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=60, stale-if-error=86400',
    );
  });

  it('never lets a page be served, fresh or stale, past the instant its open-now line changes', () => {
    // The mall closes in 90 minutes: fresh a minute, then stale for the 89 minutes left, no more.
    expect(pageCacheControl({ status: 200, rightUntil: now + 1.5 * HOUR }, now, caching)).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=60, stale-if-error=5340',
    );
    // It closes in 40 s: fresh until then, never stale.
    expect(pageCacheControl({ status: 200, rightUntil: now + 40_500 }, now, caching)).toBe(
      'public, max-age=0, s-maxage=40, stale-while-revalidate=0, stale-if-error=0',
    );
    expect(pageCacheControl({ status: 200, rightUntil: now + 400 }, now, caching)).toBe('no-cache');
  });

  it('holds a page of WordPress content fresh only while the server keeps it, then serves it stale on an outage', () => {
    expect(pageCacheControl({ status: 200, keptUntil: now + 25_000 }, now, caching)).toBe(
      'public, max-age=0, s-maxage=25, stale-while-revalidate=60, stale-if-error=86400',
    );
  });

  it('keeps no 404, 503 or failure in a shared cache', () => {
    for (const status of [404, 500, 503]) expect(pageCacheControl({ status }, now, caching)).toBe('no-store');
  });
});

describe('matchesEntityTag', () => {
  it('compares weakly, in a list, and takes *', () => {
    expect(matchesEntityTag('W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEntityTag('"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEntityTag('"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEntityTag('*', 'W/"abc"')).toBe(true);
    expect(matchesEntityTag('W/"abd"', 'W/"abc"')).toBe(false);
    expect(matchesEntityTag(undefined, 'W/"abc"')).toBe(false);
  });
});
