/** @jest-environment node */
import http from 'node:http';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import Fastify from 'fastify';
import { Registry } from 'prom-client';
import { bandOf, inCanary } from '@gfm/release/bands';
import { hourOf, newSeedKey, signSeed } from '@gfm/release/visitor-seed';
import { SeedIssuer } from '../seeds/seed-issuer';
import type { VisitorLimits } from '../settings';
import { AddressLimiter } from './address-limiter';
import { createBeaconTrust } from './beacon-trust';
import { registerFieldBeacons } from './field-beacons';
import { ServedHistory } from './served-history';

/** What the shell served: its build, and Sector 43's two versions. */
const catalog = {
  isRoute: (id: string) => id === 'landing' || id === 'gfm43/home',
  knows: (name: string, version: string) =>
    ({ shell: ['s1'], gfm43: ['43-a', '43-b'] })[name]?.includes(version) ?? false,
};
const [newest, before] = [newSeedKey(3), newSeedKey(2)];
const keys = { signing: newest, accepted: [newest, before] };
/** Sector 43's current version, and its canary at 10 %. */
const CURRENT = '43-a';
const CANARY = '43-b';
const page = (versions: Record<string, string>, errors?: Record<string, number>) =>
  JSON.stringify({ v: 1, route: 'gfm43/home', versions: { shell: 's1', ...versions }, width: 1440, lcp: 900, errors });
const valid = page({ gfm43: CURRENT });

/** Seeds the site signed, in and out of Sector 43's canary of 10 %. */
function seedWhere(inBand: boolean): string {
  for (let index = 0; ; index += 1) {
    const seed = index.toString(16).padStart(32, '0');
    if (inCanary(bandOf(seed, 'remote-gfm43'), 10) === inBand) return seed;
  }
}
const insider = seedWhere(true);
const outsider = seedWhere(false);
/** A returning visitor's cookie: a seed the site issued yesterday. */
const cookieOf = (seed: string, signing = keys) =>
  `gfm_seed=${signSeed(signing, { seed, issuedHour: hourOf(Date.now()) - 24 })}`;

// Real servers on a busy machine: more than the default 5 s.
jest.setTimeout(20_000);

const running: { close: () => Promise<unknown> }[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((app) => app.close()));
});

interface ServerOptions {
  limiter?: AddressLimiter;
  limits?: Partial<VisitorLimits>;
  /** The proxies whose X-Forwarded-For is read (the shells: the front's address only). */
  trustProxy?: string[];
}

/** The route on a real server of its own (a free port), with the shell's checks, answering real requests. */
async function server({
  limiter = new AddressLimiter({ max: 100, windowMs: 60_000, addresses: 10 }),
  limits = {},
  trustProxy,
}: ServerOptions = {}) {
  // Keep-alive connections end with the server, so the test run ends with it.
  const app = Fastify({ forceCloseConnections: true, ...(trustProxy ? { trustProxy } : {}) });
  running.push(app);
  const registry = new Registry();
  const visitorLimits = {
    newSeedsPerAddress: 5,
    newSeedsPerNetwork: 12,
    seedsPerAddress: 4,
    beaconsPerSeed: 6,
    ...limits,
  };
  const seeds = new SeedIssuer({ keys, ...visitorLimits });
  const history = new ServedHistory();
  history.note('gfm43', { current: CURRENT, canary: { version: CANARY, percent: 10 } });
  const trust = createBeaconTrust({ seeds, history, catalog, limits: visitorLimits });
  const seen: string[] = [];
  app.addHook('onRequest', async (request) => {
    seen.push(request.ip);
  });
  await registerFieldBeacons(app, { registry, catalog, limiter, trust });
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  /** A beacon from `from` (a loopback address), with `headers` as a client would send them. */
  const post = (payload: string, headers: Record<string, string> = {}, from = '127.0.0.1') =>
    new Promise<number>((resolve, reject) => {
      const request = http.request(
        `${origin}/api/vitals`,
        { method: 'POST', localAddress: from, headers: { 'content-type': 'text/plain;charset=UTF-8', ...headers } },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        },
      );
      request.on('error', reject);
      request.end(payload);
    });
  const series = async (name: string) =>
    Object.fromEntries(
      ((await registry.getSingleMetric(name)?.get())?.values ?? []).map((value) => [
        Object.values(value.labels).join(' '),
        value.value,
      ]),
    );
  return { post, series, registry, seeds, history, seen };
}

describe('POST /api/vitals', () => {
  it('counts a beacon as sendBeacon sends it (text/plain) or as JSON, from a visitor the site served', async () => {
    const { post, series, registry } = await server();
    const cookie = cookieOf(outsider);
    expect(await post(valid, { cookie })).toBe(204);
    expect(await post(valid, { cookie, 'content-type': 'application/json' })).toBe(204);
    expect(await series('gfm_beacons_total')).toEqual({ accepted: 2 });
    expect(await registry.metrics()).toContain(
      'gfm_page_views_total{remote="gfm43",version="43-a",route="gfm43/home",device="desktop"} 2',
    );
  });

  it('answers each kind of bad beacon with its 4xx, counts it, and keeps nothing of it', async () => {
    const { post, series, registry } = await server();
    const cookie = cookieOf(outsider);
    expect(await post('x'.repeat(4097), { cookie })).toBe(413);
    expect(await post(valid, { cookie, 'content-type': 'application/x-www-form-urlencoded' })).toBe(415);
    expect(await post('{"v":1', { cookie })).toBe(400);
    expect(
      await post(JSON.stringify({ v: 1, route: 'landing', versions: {}, width: 1, ip: '1.2.3.4' }), { cookie }),
    ).toBe(400);
    expect(await series('gfm_beacons_total')).toEqual({ oversized: 1, malformed: 3 });
    expect(await registry.metrics()).not.toContain('gfm_page_views_total{');
  });

  it('refuses a flood from one address with 429 before reading it', async () => {
    const { post, series } = await server({ limiter: new AddressLimiter({ max: 3, windowMs: 60_000, addresses: 10 }) });
    const statuses = [];
    for (let index = 0; index < 5; index += 1) statuses.push(await post(valid, { cookie: cookieOf(outsider) }));
    expect(statuses).toEqual([204, 204, 204, 429, 429]);
    expect(await series('gfm_beacons_total')).toEqual({ accepted: 3, flood: 2 });
  });
});

describe('a canary the other shell served before this one read its pointer', () => {
  it('counts the beacon once a pointer read after it came names the canary, and refuses it when none does', async () => {
    const limits = { newSeedsPerAddress: 5, newSeedsPerNetwork: 12, seedsPerAddress: 4, beaconsPerSeed: 6 };
    const seeds = new SeedIssuer({ keys, ...limits });
    const visit = {
      cookie: cookieOf(insider),
      address: '127.0.0.1',
      versions: { gfm43: CANARY },
      owner: 'gfm43' as const,
    };
    const trustWith = (published: boolean) => {
      // This shell's copy of the pointer predates the canary; the other shell read the new one and served it.
      const history = new ServedHistory();
      history.note('gfm43', { current: CURRENT });
      const reads: (number | undefined)[] = [];
      const refresh = async (since?: number) => {
        reads.push(since);
        if (since !== undefined && published)
          history.note('gfm43', { current: CURRENT, canary: { version: CANARY, percent: 10 } });
      };
      return { trust: createBeaconTrust({ seeds, history, catalog, limits, refresh }), reads };
    };
    const published = trustWith(true);
    expect(await published.trust(visit)).toMatchObject({ ok: true });
    // The usual short-lived copy first, then one read after the beacon came.
    expect(published.reads).toEqual([undefined, expect.any(Number)]);
    expect(await trustWith(false).trust(visit)).toMatchObject({ ok: false, reason: 'not-served', remote: 'gfm43' });
  });
});

describe('only a visitor the site served counts (decision 075)', () => {
  it('refuses no seed, a made-up seed, an altered one and one under a key taken out with 403, each by its reason', async () => {
    const { post, series, registry } = await server();
    const signed = cookieOf(outsider).slice('gfm_seed='.length);
    const older = { signing: newSeedKey(1), accepted: [newSeedKey(1)] };
    expect(await post(valid)).toBe(403);
    // The seeds of before (unsigned), and one made in the site's form under a key it never had.
    expect(await post(valid, { cookie: `gfm_seed=${outsider}` })).toBe(403);
    expect(
      await post(valid, { cookie: cookieOf(outsider, { signing: newSeedKey(9), accepted: [newSeedKey(9)] }) }),
    ).toBe(403);
    // Another visitor's number under this one's MAC: another band.
    expect(await post(valid, { cookie: `gfm_seed=${insider}${signed.slice(32)}` })).toBe(403);
    expect(await post(valid, { cookie: cookieOf(outsider, older) })).toBe(403);
    expect(await series('gfm_beacons_refused_total')).toEqual({
      'no-seed gfm43': 1,
      'made-up gfm43': 2,
      'altered gfm43': 1,
      'expired-key gfm43': 1,
    });
    expect(await series('gfm_beacons_total')).toEqual({ refused: 5 });
    expect(await registry.metrics()).not.toContain('gfm_page_views_total{');
  });

  it('refuses a version that was not served to this seed: a canary out of its band, a version never out', async () => {
    const { post, series } = await server();
    expect(await post(page({ gfm43: CANARY }, { gfm43: 1 }), { cookie: cookieOf(outsider) })).toBe(403);
    expect(await post(page({ gfm43: 'never-released' }), { cookie: cookieOf(insider) })).toBe(403);
    expect(await post(page({ gfm43: CURRENT, blog: 'b-1' }), { cookie: cookieOf(insider) })).toBe(403);
    expect(await series('gfm_beacons_refused_total')).toEqual({ 'not-served gfm43': 2, 'not-served blog': 1 });
    // In the band, the canary counts; anyone may name the current version.
    expect(await post(page({ gfm43: CANARY }, { gfm43: 1 }), { cookie: cookieOf(insider) })).toBe(204);
    expect(await post(page({ gfm43: CURRENT }), { cookie: cookieOf(insider) })).toBe(204);
  });

  it('counts a page served before the pointer moved on, the visit still under way', async () => {
    const { post, history } = await server();
    // The canary taken back while the visitor's page was open: their beacon names it, and counts.
    history.note('gfm43', { current: CURRENT });
    expect(await post(page({ gfm43: CANARY }), { cookie: cookieOf(insider) })).toBe(204);
    expect(await post(page({ gfm43: CANARY }), { cookie: cookieOf(outsider) })).toBe(403);
  });

  it('counts apart every seed of an hour in which an address, or its network, was issued more new seeds than its cap', async () => {
    const { post, series, seeds } = await server({ limits: { seedsPerAddress: 100 } });
    // A bot loads pages as a new visitor from one address: six seeds, one past its five.
    const collected = Array.from({ length: 6 }, () => seeds.issue('127.0.0.2'));
    for (const value of collected) expect(await post(valid, { cookie: `gfm_seed=${value}` }, '127.0.0.2')).toBe(429);
    // Another network's visitors are not its: each of them was issued one seed.
    expect(await post(valid, { cookie: `gfm_seed=${seeds.issue('127.0.9.1')}` }, '127.0.9.1')).toBe(204);
    // Twelve addresses of one network, each within its five, together past the network's twelve.
    const spread = Array.from({ length: 13 }, (_, index) => [
      `127.0.5.${index + 1}`,
      seeds.issue(`127.0.5.${index + 1}`),
    ]);
    for (const [from = '', value] of spread) expect(await post(valid, { cookie: `gfm_seed=${value}` }, from)).toBe(429);
    expect(await series('gfm_beacons_refused_total')).toEqual({ 'collected gfm43': 19 });
    // A seed it had before that hour (a returning visitor at that address) still counts.
    expect(await post(valid, { cookie: cookieOf(outsider) }, '127.0.0.2')).toBe(204);
  });

  it('bounds what one address and one seed add in an hour, and a seed already counted from an address counts again', async () => {
    const { post, series } = await server({ limits: { seedsPerAddress: 2, beaconsPerSeed: 3 } });
    const [first, second, third] = [1, 2, 3].map((index) => cookieOf(index.toString(16).padStart(32, 'a')));
    expect(await post(valid, { cookie: first ?? '' }, '127.0.0.3')).toBe(204);
    expect(await post(valid, { cookie: second ?? '' }, '127.0.0.3')).toBe(204);
    expect(await post(valid, { cookie: third ?? '' }, '127.0.0.3')).toBe(429);
    expect(await post(valid, { cookie: first ?? '' }, '127.0.0.3')).toBe(204);
    expect(await post(valid, { cookie: first ?? '' }, '127.0.0.3')).toBe(204);
    expect(await post(valid, { cookie: first ?? '' }, '127.0.0.3')).toBe(429);
    expect(await series('gfm_beacons_refused_total')).toEqual({ 'address-cap gfm43': 1, 'seed-cap gfm43': 1 });
  });

  it('limits a beacon under the address it came from: an X-Forwarded-For from outside the front changes nothing', async () => {
    // The shells trust the front's address only (the topology's TRUSTED_PROXIES).
    const { post, seen } = await server({
      limiter: new AddressLimiter({ max: 3, windowMs: 60_000, addresses: 10 }),
      trustProxy: ['127.0.0.1'],
    });
    const cookie = cookieOf(outsider);
    const statuses = [];
    for (let index = 0; index < 5; index += 1)
      statuses.push(await post(valid, { cookie, 'x-forwarded-for': `203.0.113.${index}` }, '127.0.0.4'));
    expect(statuses).toEqual([204, 204, 204, 429, 429]);
    expect(new Set(seen)).toEqual(new Set(['127.0.0.4']));
    // The front (127.0.0.1 here) names the visitor's address, which the limiter then keys on.
    expect(await post(valid, { cookie, 'x-forwarded-for': '198.51.100.7' }, '127.0.0.1')).toBe(204);
    expect(seen.at(-1)).toBe('198.51.100.7');
  });

  it('counts the visitor behind the seed once a stage, however many beacons they send (decision 076)', async () => {
    const { post, registry } = await server();
    const cookie = cookieOf(outsider);
    const erred = page({ gfm43: CURRENT }, { gfm43: 1 });
    for (let index = 0; index < 4; index += 1) expect(await post(erred, { cookie })).toBe(204);
    const text = await registry.metrics();
    expect(text).toContain('gfm_page_views_total{remote="gfm43",version="43-a",route="gfm43/home",device="desktop"} 4');
    expect(text).toContain('gfm_visitors_total{remote="gfm43",version="43-a"} 1');
    expect(text).toContain('gfm_error_visitors_total{remote="gfm43",version="43-a"} 1');
  });
});
