import http from 'node:http';
import { expect, test, waitForLivePage } from '../test';
import { pagesWithoutParameters } from '../support/site-pages.mjs';
import { holdServer, resumeServer } from '@gfm/topology/held-servers';
import { TOPOLOGY_DIR } from '../../playwright.topology.config';
import { TOPOLOGY_PORTS } from '@gfm/topology/ports';
import { describeOpening } from '../../shared/src/features/hours/format';
import { openingState } from '../../shared/src/features/hours/opening-hours';
import { sampleMallHours } from '../sample-content';
import { getsCanary, seedCookie, seedWhere, visitorSeeds } from './canary-seeds';
import { release, state } from './topology-state';
import { RELEASE_WAIT_MS } from './release-wait';
import { CANARIES_HEADER, CANARIES_PATH } from '../../shell/server/releases/canary-visitors';

/**
 * The front's page cache (docs/decisions/047): the topology's shells tell
 * it to hold a page 5 s (`pageSharedMaxAgeS`), then to serve it stale while
 * no shell answers, never past a change of its opening hours.
 */
const SHARED_MAX_AGE_S = 5;
/** Sector 43's hours as the topology's WordPress has them (the stand-in's samples, seeded). */
const mallHours = sampleMallHours('gfm43');
const SHELLS = ['shell-1', 'shell-2'] as const;

/** A GET from a client address of our choosing (any 127.x address is this machine), as `get` answers. */
function getFrom(url: string, from: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Headers; text: string }>((resolve, reject) => {
    const outgoing = http.request(url, { headers, localAddress: from, agent: false }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => {
        const answer = new Headers();
        for (const [name, value] of Object.entries(response.headers))
          for (const one of Array.isArray(value) ? value : [value ?? '']) answer.append(name, one);
        resolve({ status: response.statusCode ?? 0, headers: answer, text });
      });
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

async function get(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers, redirect: 'manual' });
  return { status: response.status, headers: response.headers, text: await response.text(), at: Date.now() };
}

/** Pages rendered by every shell server since it started (its /readyz, asked directly). */
async function renders(): Promise<number> {
  const counts = await Promise.all(
    state().shellOrigins.map(async (origin) => {
      const ready = (await (await fetch(`${origin}/readyz`)).json()) as { details: { renders: number } };
      return ready.details.renders;
    }),
  );
  return counts.reduce((sum, count) => sum + count, 0);
}

/** The pages the front answered from its cache with this remote version, as mtail counts them from its log. */
async function frontServed(remote: string, version: string, assignment: string): Promise<number> {
  const text = await (await fetch(`http://127.0.0.1:${TOPOLOGY_PORTS.exporters.frontLog}/metrics`)).text();
  const labels = [`assignment="${assignment}"`, `remote="${remote}"`, `version="${version}"`];
  const line = text
    .split('\n')
    .find((row) => row.startsWith('gfm_front_served_total{') && labels.every((label) => row.includes(label)));
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
}

/** The instant past which the front may no longer serve a page it got at `at`, from its Cache-Control. */
function servedUntil(cacheControl: string | null, at: number): number {
  const seconds = (name: string) => Number(new RegExp(`${name}=(\\d+)`).exec(cacheControl ?? '')?.[1] ?? 0);
  return at + (seconds('s-maxage') + seconds('stale-if-error')) * 1000;
}

/**
 * A page's copy at the front is keyed by the canaries the visitor gets (decision 058), and a request
 * without a seed is decided by a shell's list as it is at that moment. A test before this one may have
 * rolled a canary back a moment ago, which a shell reads from its host within seconds: until both
 * shells list no canary, two requests for one page can be two keys (a MISS each).
 */
test.beforeEach(async () => {
  const canariesOut = async () => {
    const lists = await Promise.all(
      state().shellOrigins.map(async (shell) => (await fetch(`${shell}${CANARIES_PATH}`)).headers.get(CANARIES_HEADER)),
    );
    return lists.filter(Boolean).join(' ');
  };
  await expect.poll(canariesOut, { timeout: RELEASE_WAIT_MS, message: 'the canaries the shells list' }).toBe('');
});

const gfm43EntryOf = (html: string) => /"gfm43":"([^"]+\/remoteEntry\.js)"/.exec(html)?.[1];
const pageCaching = /^public, max-age=0, s-maxage=(\d+), stale-while-revalidate=\d+, stale-if-error=\d+$/;

/**
 * The page as the front keeps it: fetched again while a shell answers its own copy "no-cache" (in the
 * last second before it renders it again, which a page another test just loaded can be in); any other
 * answer fails. Bounded: only a shell answering nothing but "no-cache" reaches 15 s.
 */
async function keptPage(url: string) {
  for (const until = Date.now() + 15_000; ;) {
    const fetched = await get(url);
    expect(fetched.status, url).toBe(200);
    if (pageCaching.test(fetched.headers.get('cache-control') ?? '') || Date.now() > until) return fetched;
    expect(fetched.headers.get('cache-control'), url).toBe('no-cache');
  }
}

test('the front keeps a page once for every ad click, answers a browser’s copy with a 304, and keeps no 404', async () => {
  const { origin } = state();
  const first = await keptPage(`${origin}/gfmpalam`);
  expect(Number(pageCaching.exec(first.headers.get('cache-control') ?? '')?.[1])).toBeLessThanOrEqual(SHARED_MAX_AGE_S);
  const etag = first.headers.get('etag') ?? '';
  expect(etag).toMatch(/^W\/"/);

  // The page names the version of each remote it was rendered with; the front's cached answers count for it.
  const [, version = '', assignment = ''] =
    /(?:^|,)gfmpalam=([^/,]+)\/([a-z-]+)/.exec(first.headers.get('x-gfm-served') ?? '') ?? [];
  expect(assignment).toMatch(/^(current|canary|canary-unavailable)$/);
  const frontServedBefore = await frontServed('gfmpalam', version, assignment);
  const rendersBefore = await renders();
  // Every click is the one page's copy (never a MISS: a key of its own). The copy may run out while the
  // clicks go on, on a busy machine or by the page's hours; then one click fetches it again (EXPIRED, or
  // REVALIDATED when the shell's answer was the same), or one fetch runs behind a stale answer.
  let fromCache = 0;
  let fetchedAgain = 0;
  for (let click = 0; click < 40; click += 1) {
    const answer = await get(
      `${origin}/gfmpalam?utm_source=ad${click}&utm_medium=cpc&utm_campaign=c${click}&fbclid=F${click}`,
    );
    expect(answer.status).toBe(200);
    const status = answer.headers.get('x-cache-status') ?? '';
    expect(status).toMatch(/^(HIT|STALE|UPDATING|REVALIDATED|EXPIRED)$/);
    if (status === 'REVALIDATED' || status === 'EXPIRED') fetchedAgain += 1;
    else fromCache += 1;
    if (status === 'STALE' || status === 'UPDATING') fetchedAgain += 1;
  }
  expect(fromCache, 'clicks answered from the copy').toBeGreaterThan(fetchedAgain);
  expect(await renders(), 'pages rendered for the 40 clicks').toBeLessThanOrEqual(rendersBefore + fetchedAgain);
  // No shell saw them, so gfm_served_total did not count them: mtail does, from the front's log (flushed each second).
  await expect
    .poll(() => frontServed('gfmpalam', version, assignment), { timeout: 10_000 })
    .toBeGreaterThanOrEqual(frontServedBefore + fromCache);

  // A browser's copy of the page as it is now: each render has an ETag of its own (the page names when it was
  // rendered), and the copy may have been rendered again since the first answer (the clicks above can outlast
  // its 5 s on a busy machine). So the ETag is the latest answer's, asked again until two answers agree.
  await expect
    .poll(async () => {
      const latest = (await get(`${origin}/gfmpalam`)).headers.get('etag') ?? '';
      return (await get(`${origin}/gfmpalam`, { 'If-None-Match': latest })).status;
    })
    .toBe(304);

  for (let count = 0; count < 2; count += 1) {
    const missing = await get(`${origin}/gfm43/no-such-page`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('no-store');
    expect(missing.headers.get('x-cache-status')).toBe('MISS');
  }
});

test('with every shell server stopped, the front serves the pages it holds, and says nothing out of date', async ({
  browser,
}) => {
  const { origin, servers, shellOrigins } = state();
  const sitemap = (await get(`${origin}/sitemap.xml`)).text;
  const paths = [
    ...pagesWithoutParameters(sitemap).filter((page) => page !== '/404'),
    '/gfm43/brands/brew-theory',
    '/gfm43/blog/coffee-trail',
  ];
  // Warm: each page fetched as the front keeps it, then found in the front's cache.
  const held = new Map<string, number>();
  for (const page of paths) {
    const fetched = await keptPage(`${origin}${page}`);
    held.set(page, servedUntil(fetched.headers.get('cache-control'), fetched.at));
    expect(fetched.headers.get('cache-control'), page).toMatch(pageCaching);
    expect((await get(`${origin}${page}`)).headers.get('x-cache-status'), page).toMatch(
      /^(HIT|STALE|UPDATING|EXPIRED|REVALIDATED)$/,
    );
  }

  for (const name of SHELLS) {
    holdServer(TOPOLOGY_DIR, name);
    process.kill(servers[name] ?? 0, 'SIGTERM');
  }
  try {
    const refused = async (shell: string) =>
      fetch(`${shell}/healthz`).then(
        () => false,
        () => true,
      );
    await expect.poll(async () => (await Promise.all(shellOrigins.map(refused))).every(Boolean)).toBe(true);
    // Past the time the front holds a page fresh: what it serves now is stale.
    await new Promise((resolve) => setTimeout(resolve, (SHARED_MAX_AGE_S + 1) * 1000));

    for (const page of paths) {
      const answer = await get(`${origin}${page}`);
      const until = held.get(page) ?? 0;
      // A page whose open-now line changed meanwhile (an opening, a closing, midnight) is no longer served.
      if (until > Date.now() + 2000) {
        expect(answer.status, page).toBe(200);
        expect(answer.headers.get('x-cache-status'), page).toMatch(/^(STALE|UPDATING)$/);
        expect(answer.text, page).toContain('</html>');
      } else if (until < Date.now() - 2000) {
        expect(answer.status, page).toBeGreaterThanOrEqual(500);
      }
    }

    // Without JavaScript, the line the front serves is true now: no countdown, never past a change of hours.
    const plain = await browser.newContext({ javaScriptEnabled: false });
    const page = await plain.newPage();
    const answer = await page.goto('/gfm43');
    if (answer?.status() === 200) {
      const now = new Date();
      await expect(page.getByRole('region', { name: 'Visiting today' }).locator('p').first()).toHaveText(
        describeOpening(openingState(mallHours, now), now, { countdown: false }),
      );
    }
    await plain.close();

    // With it, the page hydrates from the remotes' hosts and the line is the visitor's own minute.
    const live = await browser.newPage();
    if ((await live.goto('/gfm43'))?.status() === 200) {
      await waitForLivePage(live);
      const line = live.getByRole('region', { name: 'Visiting today' }).locator('p').first();
      await expect
        .poll(async () => {
          const now = new Date();
          return (await line.textContent()) === describeOpening(openingState(mallHours, now), now);
        })
        .toBe(true);
    }
    await live.close();
  } finally {
    for (const name of SHELLS) resumeServer(TOPOLOGY_DIR, name);
  }
  const ready = async (shell: string) => (await fetch(`${shell}/readyz`).catch(() => undefined))?.ok === true;
  await expect
    .poll(async () => (await Promise.all(shellOrigins.map(ready))).every(Boolean), { timeout: 30_000 })
    .toBe(true);
});

test('a release and a rollback reach the front within the time the pages promise', async () => {
  test.setTimeout(2 * RELEASE_WAIT_MS + 30_000);
  const { origin } = state();
  const entry = async () => gfm43EntryOf((await get(`${origin}/gfm43`)).text);
  // Several answers in a row: the front's copy, and each shell's.
  const everyAnswer = async (wanted: (found: string | undefined) => boolean) => {
    for (let count = 0; count < 4; count += 1) if (!wanted(await entry())) return false;
    return true;
  };
  expect(await entry()).toMatch(/\/remote-gfm43\/[^/]+\/remoteEntry\.js$/);

  // The version before is the pointer's, not a page's: right after the shells were stopped and started again
  // (the test before), the front may still answer with a copy it kept from earlier, naming an older version.
  const released = release<{ current: string; previous: string[] }>('release', 'remote-gfm43');
  const before = released.previous[0];
  let started = Date.now();
  await expect
    .poll(() => everyAnswer((found) => found?.includes(`/${released.current}/`) === true), {
      timeout: RELEASE_WAIT_MS,
    })
    .toBe(true);
  test.info().annotations.push({ type: 'release reached the front (ms)', description: String(Date.now() - started) });

  expect(release('rollback', 'remote-gfm43').current).toBe(before);
  started = Date.now();
  await expect
    .poll(() => everyAnswer((found) => found?.includes(`/${before}/`) === true), { timeout: RELEASE_WAIT_MS })
    .toBe(true);
  test.info().annotations.push({ type: 'rollback reached the front (ms)', description: String(Date.now() - started) });
});

test('two malls’ canaries at once reach different visitors, each with their own versions, from the front’s cache', async () => {
  // Three waits for releases to reach the front, and 300 visits.
  test.setTimeout(3 * RELEASE_WAIT_MS + 60_000);
  const { origin } = state();
  const PERCENT = 10;
  const MALLS = ['gfm43', 'gfmpalam'] as const;
  /**
   * The version of each mall's remote a page names (its browser entry), as served to a visitor with `seed`,
   * each visitor from a client address of their own (the front limits each address's rate of pages).
   */
  let visits = 0;
  const visit = async (seed: string) => {
    visits += 1;
    const page = await getFrom(`${origin}/`, `127.0.${50 + Math.floor(visits / 250)}.${(visits % 250) + 1}`, {
      Cookie: seedCookie(seed),
    });
    expect(page.status).toBe(200);
    const version = (mall: string) =>
      new RegExp(`"${mall}":"[^"]*/remote-${mall}/([^/"]+)/remoteEntry\\.js"`).exec(page.text)?.[1];
    return { page, gfm43: version('gfm43'), gfmpalam: version('gfmpalam') };
  };
  const currents = await visit(visitorSeeds(1)[0] ?? '');
  const canaries = Object.fromEntries(
    MALLS.map((mall) => [mall, release('release', `remote-${mall}`, ['--canary', String(PERCENT)]).canary?.version]),
  ) as Record<(typeof MALLS)[number], string>;
  try {
    // Both shells have read both pointers (each asked directly, drawing the bands itself), then the front the
    // shells' list: a visitor in both canaries gets both through it.
    const inBoth = seedWhere({ gfm43: true, gfmpalam: true }, PERCENT);
    const getsBoth = async (from: string) => {
      const page = (await get(`${from}/`, { Cookie: seedCookie(inBoth) })).text;
      return MALLS.every((mall) => page.includes(`/remote-${mall}/${canaries[mall]}/remoteEntry.js`));
    };
    await expect
      .poll(async () => (await Promise.all(state().shellOrigins.map(getsBoth))).every(Boolean), {
        timeout: RELEASE_WAIT_MS,
      })
      .toBe(true);
    await expect.poll(() => getsBoth(origin), { timeout: RELEASE_WAIT_MS }).toBe(true);

    // 300 visitors, each with the versions their own bands draw: two 10 % canaries share about 1 %, not 10 %.
    const visitors = visitorSeeds(300, 'canaries');
    const reached = { gfm43: 0, gfmpalam: 0, both: 0 };
    for (let start = 0; start < visitors.length; start += 10) {
      await Promise.all(
        visitors.slice(start, start + 10).map(async (seed) => {
          const seen = await visit(seed);
          const gets = { gfm43: getsCanary(seed, 'gfm43', PERCENT), gfmpalam: getsCanary(seed, 'gfmpalam', PERCENT) };
          for (const mall of MALLS)
            expect(seen[mall], `${mall} for ${seed}`).toBe(gets[mall] ? canaries[mall] : currents[mall]);
          expect(seen.page.headers.get('set-cookie')).toBeNull();
          reached.gfm43 += Number(gets.gfm43);
          reached.gfmpalam += Number(gets.gfmpalam);
          reached.both += Number(gets.gfm43 && gets.gfmpalam);
        }),
      );
    }
    expect(reached.gfm43).toBeGreaterThan(10);
    expect(reached.gfmpalam).toBeGreaterThan(10);
    expect(reached.both).toBeLessThan(Math.min(reached.gfm43, reached.gfmpalam) / 2);

    // The front answers from its cache while both are out: one copy for each combination of canaries, shared by
    // every visitor in it. A cache beyond the front, which does not know the key, keeps one per cookie.
    for (const gfm43 of [true, false])
      for (const gfmpalam of [true, false]) {
        const [first, ...others] = visitorSeeds(2000, `${gfm43}-${gfmpalam}`)
          .filter(
            (seed) =>
              getsCanary(seed, 'gfm43', PERCENT) === gfm43 && getsCanary(seed, 'gfmpalam', PERCENT) === gfmpalam,
          )
          .slice(0, 3);
        const filled = await visit(first ?? '');
        expect(filled.page.headers.get('cache-control')).toMatch(pageCaching);
        expect(filled.page.headers.get('vary')).toMatch(/Cookie/);
        for (const seed of others) {
          const seen = await visit(seed);
          // The combination's one copy: never a MISS. A copy past its 5 s is served while the front fetches it
          // again (STALE, UPDATING), or fetched again at once when the page's hours ended its staleness (EXPIRED).
          expect(seen.page.headers.get('x-cache-status'), `${gfm43} ${gfmpalam}`).toMatch(
            /^(HIT|UPDATING|STALE|EXPIRED|REVALIDATED)$/,
          );
          expect([seen.gfm43, seen.gfmpalam]).toEqual([
            gfm43 ? canaries.gfm43 : currents.gfm43,
            gfmpalam ? canaries.gfmpalam : currents.gfmpalam,
          ]);
        }
      }
  } finally {
    // The canaries end; each mall's current version stays as it was, for the tests after this one.
    for (const mall of MALLS) release('rollback', `remote-${mall}`, ['--to', currents[mall] ?? '']);
    await expect
      .poll(
        async () => {
          const seen = await visit(seedWhere({ gfm43: true, gfmpalam: true }, PERCENT));
          return seen.gfm43 === currents.gfm43 && seen.gfmpalam === currents.gfmpalam;
        },
        { timeout: RELEASE_WAIT_MS },
      )
      .toBe(true);
  }
});
