// @ts-check
/**
 * 5a. The front's page cache (docs/decisions/047): 20,000 page requests for four pages, 50 at a
 * time, each with random ad-click parameters: the front keeps each page once (its key leaves them
 * out), so the shells render nothing new, but a page whose copy's time ran out during the churn
 * (STALE or UPDATING: the front fetched it again once, in the background).
 */
import { add, CONCURRENCY } from './context.mjs';
import { frontCacheEntries, frontRss, rendersDone, rssOf, running } from './processes.mjs';
import { compare, frontSeen, settledNow } from './prometheus.mjs';
import { pageRequest } from './requests.mjs';

const CHURN_REQUESTS = 20_000;

/** Renders done, the shells' and the front's memory, and the front's cache entries. @param {import('./context.mjs').LoadContext} load */
async function churnState(load) {
  const { servers } = running(load);
  return {
    renders: await rendersDone(load),
    shellsMb: rssOf(servers['shell-1']) + rssOf(servers['shell-2']),
    frontMb: frontRss(load),
    entries: frontCacheEntries(load),
  };
}

/** @param {import('./context.mjs').LoadContext} load */
export async function cacheChurn(load) {
  const { origin } = load;
  const churnPages = ['/gfm43', '/gfmpalam', '/gfm43/all-brands', '/'];
  for (const page of churnPages) await pageRequest(load, `${origin}${page}`);
  const before = await churnState(load);
  const from = await settledNow();
  /** @type {Record<string, number>} */
  const statuses = {};
  /** @type {Record<string, number>} */
  const cache = {};
  /** Pages whose kept copy expired during the churn: each is rendered once more, whatever the parameters. */
  const expired = new Set();
  let next = 0;
  const random = () => Math.random().toString(36).slice(2, 10);
  const started = Date.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < CHURN_REQUESTS) {
        const page = churnPages[next % churnPages.length];
        next += 1;
        const answer = await pageRequest(
          load,
          `${origin}${page}?utm_source=${random()}&utm_medium=cpc&utm_campaign=${random()}&fbclid=${random()}`,
        );
        add(statuses, answer.status);
        add(cache, answer.cache);
        if (['STALE', 'UPDATING', 'EXPIRED'].includes(answer.cache)) expired.add(page);
      }
    }),
  );
  const seconds = (Date.now() - started) / 1000;
  const after = await churnState(load);
  const cached = Object.entries(cache).filter(([status]) => status !== '-');
  const hits = cache.HIT ?? 0;
  const prometheus = compare(
    {
      requests: CHURN_REQUESTS,
      seconds,
      cacheHitRatio: cached.length === 0 ? null : hits / cached.reduce((sum, [, count]) => sum + count, 0),
    },
    await frontSeen(load, from, await settledNow()),
  );
  const row = {
    requests: CHURN_REQUESTS,
    pages: churnPages.length,
    perSecond: Math.round(CHURN_REQUESTS / seconds),
    rendersBeyondFirst: after.renders - before.renders,
    pagesExpired: expired.size,
    statuses,
    frontCacheStatus: cache,
    frontCacheEntries: { before: before.entries, after: after.entries },
    shellsMb: { before: before.shellsMb, after: after.shellsMb },
    frontMb: { before: before.frontMb, after: after.frontMb },
    prometheus,
  };
  console.log('Cache churn:', JSON.stringify(row));
  return row;
}
