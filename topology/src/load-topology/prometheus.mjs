// @ts-check
/**
 * What Prometheus itself saw of a phase of the load (decision 060): the
 * front's requests, their p99 and the page cache's hits, from the front's
 * access log as mtail exports it (deploy/mtail/front.mtail), read through
 * Prometheus's HTTP API and set beside the load's own counts. The front's
 * log is the source: nginx's stub_status has no cache status and counts its
 * own scrapes; the shells see only what the front did not answer from its cache.
 */
import { sleep } from './context.mjs';

/** Agreement the issue asks for: within 2 %. */
const TOLERANCE = 0.02;

/**
 * An instant query at `time` (seconds), as numbers by the label `by`.
 * @param {import('./context.mjs').LoadContext} load @param {string} expr @param {number} time @param {string} [by]
 * @returns {Promise<Record<string, number>>}
 */
async function query({ topology }, expr, time, by = '') {
  const url = new URL('/api/v1/query', topology.prometheusUrl);
  url.searchParams.set('query', expr);
  url.searchParams.set('time', String(time));
  const answer = /** @type {{ data: { result: { metric: Record<string, string>, value: [number, string] }[] } }} */ (
    await (await fetch(url)).json()
  );
  return Object.fromEntries(answer.data.result.map(({ metric, value }) => [metric[by] ?? '', Number(value[1])]));
}

/**
 * Now, once what happened before has reached Prometheus: nginx flushes its log
 * each second, mtail reads it within 250 ms, Prometheus scrapes every 2 s.
 */
export async function settledNow() {
  await sleep(4500);
  return Date.now() / 1000;
}

/** @param {number} seen @param {number} own */
const agreement = (seen, own) => (own === 0 ? null : Number((Math.abs(seen - own) / own).toFixed(4)));

/**
 * The front's requests between two settled moments, as Prometheus has them.
 * @param {import('./context.mjs').LoadContext} load @param {number} from @param {number} to
 */
export async function frontSeen(load, from, to) {
  const byCache = 'sum by (cache) (gfm_front_requests_total)';
  const [before, after] = await Promise.all([query(load, byCache, from, 'cache'), query(load, byCache, to, 'cache')]);
  /** @type {Record<string, number>} */
  const cache = {};
  for (const [status, count] of Object.entries(after)) cache[status] = Math.round(count - (before[status] ?? 0));
  const requests = Object.values(cache).reduce((sum, count) => sum + count, 0);
  const window = Math.ceil(to - from);
  const p99 = await query(
    load,
    `histogram_quantile(0.99, sum by (le) (increase(gfm_front_request_duration_seconds_bucket[${window}s])))`,
    to,
  );
  const cached = requests - (cache['-'] ?? 0);
  return {
    requests,
    cache,
    p99Ms: Number(((p99[''] ?? Number.NaN) * 1000).toFixed(1)),
    cacheHitRatio: cached === 0 ? null : Number(((cache.HIT ?? 0) / cached).toFixed(4)),
  };
}

/**
 * The load's own counts beside Prometheus's, with how far apart each pair is (a share) and whether within 2 %.
 * @param {{ requests: number, seconds: number, p99Ms?: number, cacheHitRatio?: number | null }} own
 * @param {Awaited<ReturnType<typeof frontSeen>>} seen
 */
export function compare(own, seen) {
  const pairs = {
    requests: [seen.requests, own.requests],
    perSecond: [Math.round(seen.requests / own.seconds), Math.round(own.requests / own.seconds)],
    ...(own.p99Ms === undefined ? {} : { p99Ms: [seen.p99Ms, own.p99Ms] }),
    ...(own.cacheHitRatio === undefined || own.cacheHitRatio === null
      ? {}
      : { cacheHitRatio: [seen.cacheHitRatio ?? Number.NaN, own.cacheHitRatio] }),
  };
  return Object.fromEntries(
    Object.entries(pairs).map(([name, [fromPrometheus, fromLoad]]) => {
      const apart = agreement(fromPrometheus ?? Number.NaN, fromLoad ?? 0);
      return [
        name,
        { prometheus: fromPrometheus, load: fromLoad, apart, within2Percent: apart !== null && apart <= TOLERANCE },
      ];
    }),
  );
}
