/** @jest-environment node */
import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { DecisionRecord } from './look';
import { judgeServer } from './routes';

const record: DecisionRecord = {
  at: '2026-11-27T15:59:30.000Z',
  remote: 'remote-gfm43',
  decision: 'hold',
  reason: 'not enough page views yet at 25 %',
};

let server: FastifyInstance;
let origin: string;

beforeAll(async () => {
  server = judgeServer(new Map([['remote-gfm43', [record]]]), { logLevel: 'silent' });
  origin = await server.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await server.close();
});

/** A GET with the request target as given, not normalised as fetch would. */
const rawGet = (target: string) =>
  new Promise<number>((resolve, reject) => {
    const request = http.request(`${origin}/`, { path: target }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', reject);
    request.end();
  });

describe('the judge’s server', () => {
  it('answers its health, and each remote’s last records (all, or one remote’s)', async () => {
    const health = await fetch(`${origin}/health`);
    expect(health.status).toBe(200);
    expect(await health.text()).toBe('ok\n');
    const all = await fetch(`${origin}/decisions`);
    expect(all.headers.get('cache-control')).toBe('no-store');
    expect(await all.json()).toEqual({ 'remote-gfm43': [record] });
    expect(await (await fetch(`${origin}/decisions?remote=remote-gfm43`)).json()).toEqual([record]);
    expect(await (await fetch(`${origin}/decisions?remote=remote-blog`)).json()).toEqual([]);
  });

  it('answers an unknown path 404, a target that is not a path 400, and goes on', async () => {
    expect((await fetch(`${origin}/nowhere`)).status).toBe(404);
    for (const target of ['//[', '/%zz', '///']) expect(await rawGet(target)).toBe(404);
    expect(await rawGet('*')).toBe(400);
    expect((await fetch(`${origin}/health`)).status).toBe(200);
  });
});
