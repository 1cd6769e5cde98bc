import http from 'node:http';
import { expect, test } from '../test';
import { release, state } from './topology-state';

/** A GET from a client address of our choosing (the front limits each address's rate). */
function get(url: string, from = '127.0.0.1') {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }>((resolve, reject) => {
    const outgoing = http.request(url, { localAddress: from, agent: false }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text }));
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

interface Readiness {
  status: string;
  details: { loaded: Record<string, string[]>; memory: { rssMb: number; heapMb: number } };
}

test('pages past what the shells can render are answered with 503 and Retry-After, and the shells stay up', async () => {
  const { origin, shellOrigins, servers } = state();
  const before = { 'shell-1': servers['shell-1'], 'shell-2': servers['shell-2'] };
  const statuses: Record<number, number> = {};
  const retryAfter = new Set<string | undefined>();
  // 600 addresses no server has rendered, 300 at a time, from 60 client addresses: far more than 2 × (4 + 16).
  for (let wave = 0; wave < 2; wave += 1) {
    await Promise.all(
      Array.from({ length: 300 }, async (_, index) => {
        const response = await get(
          `${origin}/search?q=overload-${wave}-${index}-${Date.now()}`,
          `127.0.6.${1 + (index % 60)}`,
        );
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
        if (response.status === 503) {
          retryAfter.add(response.headers['retry-after']);
          expect(response.headers['cache-control']).toBe('no-store');
          expect(response.text).toContain('<h1>The site is busy</h1>');
        }
      }),
    );
  }
  // Answered, not queued: some pages rendered, the rest refused at once; nothing else (no 502, 504, or dropped).
  expect(Object.keys(statuses).sort()).toEqual(['200', '503']);
  expect(statuses[503]).toBeGreaterThan(0);
  expect([...retryAfter]).toEqual(['2']);
  // No server stopped or was restarted, and each still answers.
  expect({ 'shell-1': state().servers['shell-1'], 'shell-2': state().servers['shell-2'] }).toEqual(before);
  for (const shell of shellOrigins) expect((await get(`${shell}/healthz`)).status).toBe(200);
  expect((await get(`${origin}/gfm43`)).status).toBe(200);
});

/** Each shell renders a page with Sector 43's `version` (it reads the pointer every 5 s). */
async function eachShellRenders(version: string) {
  for (const shell of state().shellOrigins)
    await expect
      .poll(async () => (await get(`${shell}/gfm43/all-brands?q=${version}-${Date.now()}`)).text, { timeout: 30_000 })
      .toContain(`/${version}/remoteEntry.js`);
}

test('after four releases of one remote each shell has at most three of its versions loaded, and one it unloaded loads again', async () => {
  test.setTimeout(240_000);
  const versions: string[] = [];
  // Four: one more than a shell keeps, so the first of them is the one unloaded.
  for (let count = 0; count < 4; count += 1) {
    const { current } = release('release', 'remote-gfm43');
    versions.push(current);
    await eachShellRenders(current);
  }
  const loaded = async () =>
    Promise.all(
      state().shellOrigins.map(async (shell) => JSON.parse((await get(`${shell}/readyz`)).text) as Readiness),
    );
  for (const readiness of await loaded()) {
    expect(readiness.status).toBe('ready');
    expect(readiness.details.loaded.gfm43).toHaveLength(3);
    expect(readiness.details.loaded.gfm43).not.toContain(versions[0]);
  }
  // The first of the four was unloaded; rolled back to, it is loaded again and renders.
  const first = versions[0] ?? '';
  expect(release('rollback', 'remote-gfm43', ['--to', first]).current).toBe(first);
  await eachShellRenders(first);
  for (const readiness of await loaded()) {
    expect(readiness.details.loaded.gfm43).toHaveLength(3);
    expect(readiness.details.loaded.gfm43?.at(-1)).toBe(first);
  }
});
