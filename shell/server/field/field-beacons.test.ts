/** @jest-environment node */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import Fastify from 'fastify';
import { Registry } from 'prom-client';
import { AddressLimiter } from './address-limiter';
import { registerFieldBeacons } from './field-beacons';

const catalog = { isRoute: (id: string) => id === 'landing', knows: () => true };
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
  const post = async (payload: string, contentType: string | null = 'text/plain;charset=UTF-8') => ({
    statusCode: (
      await fetch(`${origin}/api/vitals`, {
        method: 'POST',
        body: contentType ? payload : new TextEncoder().encode(payload),
        headers: contentType ? { 'content-type': contentType } : {},
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
});
