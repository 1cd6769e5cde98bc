/** @jest-environment node */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import Fastify from 'fastify';
import { Registry } from 'prom-client';
import { AddressLimiter } from './address-limiter';
import { registerFieldBeacons } from './field-beacons';

const catalog = { isRoute: (id: string) => id === 'landing' || id === 'gfm43/home', knows: () => true };
const valid = JSON.stringify({ v: 1, route: 'landing', versions: { shell: 's1' }, width: 1440, lcp: 900 });

// Real servers on a busy machine: more than the default 5 s.
jest.setTimeout(20_000);

const running: { close: () => Promise<unknown> }[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((app) => app.close()));
});

/** The route on a real server of its own (a free port), answering real requests. */
async function server(limiter = new AddressLimiter({ max: 100, windowMs: 60_000, addresses: 10 })) {
  // Keep-alive connections end with the server, so the test run ends with it.
  const app = Fastify({ forceCloseConnections: true });
  running.push(app);
  const registry = new Registry();
  await registerFieldBeacons(app, { registry, catalog, limiter });
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  const post = async (payload: string, contentType: string | null = 'text/plain;charset=UTF-8', cookie?: string) => ({
    statusCode: (
      await fetch(`${origin}/api/vitals`, {
        method: 'POST',
        body: contentType ? payload : new TextEncoder().encode(payload),
        headers: { ...(contentType ? { 'content-type': contentType } : {}), ...(cookie ? { cookie } : {}) },
      })
    ).status,
  });
  const outcomes = async () =>
    Object.fromEntries(
      ((await registry.getSingleMetric('gfm_beacons_total')?.get())?.values ?? []).map((value) => [
        value.labels.outcome,
        value.value,
      ]),
    );
  return { app, post, outcomes, registry };
}

describe('POST /api/vitals', () => {
  it('accepts a beacon as sendBeacon sends it (text/plain) or as JSON, and counts the page view', async () => {
    const { post, outcomes, registry } = await server();
    expect((await post(valid)).statusCode).toBe(204);
    expect((await post(valid, 'application/json')).statusCode).toBe(204);
    expect(await outcomes()).toEqual({ accepted: 2 });
    expect(await registry.metrics()).toContain(
      'gfm_page_views_total{remote="shell",version="s1",route="landing",device="desktop"} 2',
    );
  });

  it('answers each kind of bad beacon with its 4xx, counts it, and keeps nothing of it', async () => {
    const { post, outcomes, registry } = await server();
    expect((await post('x'.repeat(4097))).statusCode).toBe(413);
    expect((await post(valid, 'application/x-www-form-urlencoded')).statusCode).toBe(415);
    expect((await post(valid, null)).statusCode).toBe(415);
    expect((await post('{"v":1')).statusCode).toBe(400);
    expect(
      (await post(JSON.stringify({ v: 1, route: 'landing', versions: {}, width: 1, ip: '1.2.3.4' }))).statusCode,
    ).toBe(400);
    expect(await outcomes()).toEqual({ oversized: 1, malformed: 4 });
    expect(await registry.metrics()).not.toContain('gfm_page_views_total{');
  });

  it('refuses a flood from one address with 429 before reading it', async () => {
    const { post, outcomes } = await server(new AddressLimiter({ max: 3, windowMs: 60_000, addresses: 10 }));
    const statuses = [];
    for (let index = 0; index < 5; index += 1) statuses.push((await post(valid)).statusCode);
    expect(statuses).toEqual([204, 204, 204, 429, 429]);
    expect(await outcomes()).toEqual({ accepted: 3, flood: 2 });
  });

  it('counts the visitor of the seed cookie once, however many beacons they send', async () => {
    const { post, registry } = await server();
    const mall = JSON.stringify({
      v: 1,
      route: 'gfm43/home',
      versions: { gfm43: 'v1' },
      width: 400,
      errors: { gfm43: 1 },
    });
    const cookie = `gfm_seed=${'ab'.repeat(16)}`;
    for (let index = 0; index < 5; index += 1) expect((await post(mall, undefined, cookie)).statusCode).toBe(204);
    // No seed: the page view counts, no visitor does.
    expect((await post(mall)).statusCode).toBe(204);
    const text = await registry.metrics();
    expect(text).toContain('gfm_page_views_total{remote="gfm43",version="v1",route="gfm43/home",device="phone"} 6');
    expect(text).toContain('gfm_visitors_total{remote="gfm43",version="v1"} 1');
    expect(text).toContain('gfm_error_visitors_total{remote="gfm43",version="v1"} 1');
  });
});
