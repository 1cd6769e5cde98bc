// @ts-check
/**
 * 5b. Every shell server stopped (held, as `systemctl stop` would) for 60 s with a warm cache, while
 * 10 clients ask for the pages the front holds: the share it still answers 200.
 */
import { add, PAGE_CLIENTS, routes } from './context.mjs';
import { pageRequest } from './requests.mjs';

const STOPPED_MS = 60_000;

/** @param {import('./context.mjs').LoadContext} load */
export async function allShellsStopped(load) {
  const { topology, origin } = load;
  const held = routes.filter((route) => route !== '/gfm43/no-such-page');
  for (const page of held) {
    await pageRequest(load, `${origin}${page}`);
    await pageRequest(load, `${origin}${page}`);
  }
  await Promise.all(['shell-1', 'shell-2'].map((name) => topology.hold(name)));
  /** @type {Record<string, number>} */
  const statuses = {};
  /** @type {Record<string, number>} */
  const cache = {};
  let requests = 0;
  let answered = 0;
  const until = Date.now() + STOPPED_MS;
  await Promise.all(
    Array.from({ length: PAGE_CLIENTS }, async (_, index) => {
      for (let count = 0; Date.now() < until; count += 1) {
        const answer = await pageRequest(load, `${origin}${held[(index + count) % held.length]}`);
        requests += 1;
        if (answer.status === 200) answered += 1;
        add(statuses, answer.status);
        add(cache, answer.cache);
      }
    }),
  );
  await Promise.all(['shell-1', 'shell-2'].map((name) => topology.resume(name)));
  const row = {
    seconds: STOPPED_MS / 1000,
    pages: held.length,
    cachedPageRequests: requests,
    cachedPagesAnswered: answered,
    share: Number((answered / requests).toFixed(4)),
    statuses,
    frontCacheStatus: cache,
  };
  console.log('All shells stopped:', JSON.stringify(row));
  return row;
}
