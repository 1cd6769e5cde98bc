import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import pg from 'pg';
import { expect, test } from '../test';
import { copyOfBuild, rewriteBuild } from '../servers';
import { pagesWithoutParameters } from '../support/site-pages.mjs';
import { seedCookie, seedWhere } from './canary-seeds';
import { release, state } from './topology-state';

/** One request through the front from a client address of our choosing (any 127.x address is this machine). */
function request(
  url: string,
  {
    method = 'GET',
    body,
    from = '127.0.0.1',
    headers = {},
  }: { method?: string; body?: string; from?: string; headers?: Record<string, string> } = {},
) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }>((resolve, reject) => {
    const target = new URL(url);
    const client = target.protocol === 'https:' ? https : http;
    const outgoing = client.request(
      target,
      {
        method,
        localAddress: from,
        headers: {
          ...headers,
          ...(body ? { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(body)) } : {}),
        },
        rejectUnauthorized: false,
        agent: false,
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text }));
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** The browser entry the page names for Sector 43 (the release the server rendered it with). */
const gfm43EntryOf = (html: string) => /"gfm43":"([^"]+\/remoteEntry\.js)"/.exec(html)?.[1];

const enquiry = (id: string) =>
  JSON.stringify({
    id,
    name: 'Meera Nair',
    phone: '98765 43210',
    mail: 'meera@example.com',
    message: 'Is the food court open on Diwali?',
  });

test('serves every route through the front, over HTTP and TLS, with the malls’ pictures from their releases', async ({
  page,
}) => {
  const { origin, tlsOrigin } = state();
  const listed = pagesWithoutParameters((await request(`${origin}/sitemap.xml`)).text);
  expect(listed.length).toBeGreaterThan(20);
  for (const route of [...listed, '/gfm43/automotive/mercedes', '/gfm43/blog/coffee-trail']) {
    const response = await request(`${origin}${route}`);
    expect(response.status, route).toBe(route === '/404' ? 404 : 200);
    expect(response.text, route).toContain('</html>');
  }
  expect((await request(`${origin}/gfm43/no-such-page`)).status).toBe(404);
  const secure = await request(`${tlsOrigin}/gfmpalam`);
  expect(secure.status).toBe(200);
  expect(secure.headers['strict-transport-security']).toBe('max-age=31536000');

  await page.goto('/gfm43/food-and-drinks');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const pictures = await page.evaluate(() => [...document.images].map((image) => image.currentSrc).filter(Boolean));
  expect(pictures.some((src) => src.startsWith(`${origin}/remote-gfm43/media/`))).toBe(true);
  const broken = await page.evaluate(() =>
    [...document.images]
      .filter((image) => image.complete && image.currentSrc && image.naturalWidth === 0)
      .map((image) => image.currentSrc),
  );
  expect(broken).toEqual([]);
});

test('the shells answer /metrics to Prometheus, and the front answers it to no one', async () => {
  const { origin, tlsOrigin, shellOrigins } = state();
  for (const shell of shellOrigins) {
    const metrics = await request(`${shell}/metrics`);
    expect(metrics.status).toBe(200);
    expect(metrics.text).toContain('gfm_render_queue_depth');
    expect(metrics.text).toContain('nodejs_heap_size_used_bytes');
  }
  for (const front of [origin, tlsOrigin])
    for (const spelling of ['/metrics', '/metrics/', '//metrics', '/%6Detrics', '/metrics?format=text']) {
      const answer = await request(`${front}${spelling}`);
      expect([403, 404], `${front}${spelling}`).toContain(answer.status);
      expect(answer.text).not.toContain('gfm_');
    }
  // A page says what each part of it took, through the front too.
  expect((await request(`${origin}/gfmpalam`)).headers['server-timing']).toMatch(/total;dur=\d/);
});

test('a shell server killed in the middle of the traffic fails no page request', async () => {
  const { origin, servers } = state();
  const routes = ['/gfm43', '/gfmpalam', '/gfm43/all-brands', '/gfmpalam/food-and-drinks', '/'];
  const statuses: number[] = [];
  let sent = 0;
  // Ten visitors, each from an address of its own (the front limits each address's rate).
  const worker = async (visitor: number) => {
    while (sent < 400) {
      const route = routes[sent % routes.length] ?? '/';
      sent += 1;
      statuses.push((await request(`${origin}${route}`, { from: `127.0.5.${visitor + 1}` })).status);
    }
  };
  const killed = servers['shell-1'] ?? 0;
  const traffic = Promise.all(Array.from({ length: 10 }, (_, visitor) => worker(visitor)));
  await expect.poll(() => sent).toBeGreaterThan(100);
  process.kill(killed, 'SIGKILL');
  await traffic;
  expect(statuses.filter((status) => status !== 200)).toEqual([]);
  // The supervisor starts it again.
  await expect.poll(() => state().servers['shell-1'], { timeout: 20_000 }).not.toBe(killed);
});

test('a collector killed in the middle of the enquiries loses none and stores none twice', async () => {
  const { origin, servers, databaseUrl } = state();
  const run = `kill-${Date.now()}`;
  const ids = Array.from({ length: 120 }, (_, index) => `${run}-${String(index).padStart(4, '0')}`);
  let next = 0;
  let retried = 0;
  // Each enquiry from an address of its own, as many visitors send them; a failure is sent again with the same id.
  const worker = async () => {
    while (next < ids.length) {
      const index = next;
      next += 1;
      const id = ids[index] ?? '';
      for (let attempt = 0; ; attempt += 1) {
        const answer = await request(`${origin}/api/enquiries`, {
          method: 'POST',
          body: enquiry(id),
          from: `127.0.${1 + Math.floor(index / 250)}.${2 + (index % 250)}`,
          headers: { Origin: origin },
        }).catch(() => ({ status: 0 }));
        if (answer.status === 201 || answer.status === 200) break;
        retried += 1;
        expect(attempt, `enquiry ${id}`).toBeLessThan(20);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
  };
  const killed = servers['collector-1'] ?? 0;
  const sending = Promise.all(Array.from({ length: 10 }, worker));
  await expect.poll(() => next).toBeGreaterThan(40);
  process.kill(killed, 'SIGKILL');
  await sending;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ id: string; copies: string }>(
    'SELECT id, count(*) AS copies FROM enquiries WHERE id LIKE $1 GROUP BY id',
    [`${run}-%`],
  );
  await client.end();
  expect(rows.map((row) => row.id).sort()).toEqual(ids);
  expect(rows.filter((row) => row.copies !== '1')).toEqual([]);
  test.info().annotations.push({ type: 'enquiries sent again after a failure', description: String(retried) });
  await expect.poll(() => state().servers['collector-1'], { timeout: 20_000 }).not.toBe(killed);
});

test('a beacon through the front leaves the shells’ kept connections clean: the requests after it are answered', async () => {
  const { origin } = state();
  // The front asks the shells which canaries are out before each request (auth_request, decision 058); for a
  // POST that subrequest once carried the beacon's Content-Length without its body, and the shell read the
  // next request on the kept connection as that body: a 400 for a visitor who did nothing wrong.
  const statuses: number[] = [];
  for (let round = 0; round < 3; round += 1) {
    // The front keeps the shells' list 2 s (max-age=2): past that, the beacon's own subrequest reaches a shell.
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    const beacon = await request(`${origin}/api/vitals`, {
      method: 'POST',
      body: JSON.stringify({ v: 1, round }),
      from: `127.0.7.${round + 1}`,
    });
    expect([204, 400]).toContain(beacon.status);
    for (let count = 0; count < 4; count += 1)
      statuses.push((await request(`${origin}/gfm43/no-such-page-${round}-${count}-${Date.now()}`)).status);
  }
  expect(new Set(statuses)).toEqual(new Set([404]));
});

test('limits enquiries per client address behind the front, not per front', async () => {
  const { origin } = state();
  const from = (address: string, id: string) =>
    request(`${origin}/api/enquiries`, {
      method: 'POST',
      body: enquiry(id),
      from: address,
      headers: { Origin: origin },
    });
  const run = `rate-${Date.now()}`;
  for (let index = 0; index < 5; index += 1) expect((await from('127.0.9.1', `${run}-a-${index}`)).status).toBe(201);
  const limited = await from('127.0.9.1', `${run}-a-9`);
  expect(limited.status).toBe(429);
  expect(JSON.parse(limited.text)).toMatchObject({
    message: expect.stringMatching(/^Too many enquiries from your connection/),
  });
  // Another visitor, behind the same front, is not held back by the first.
  expect((await from('127.0.9.2', `${run}-b-0`)).status).toBe(201);
});

test('a release, a canary and a rollback of one remote take effect without a restart, and a page opened before keeps working', async ({
  page,
}) => {
  const { origin } = state();
  const one = async (cookie?: string) =>
    (await request(`${origin}/gfm43`, { headers: cookie ? { Cookie: cookie } : {} })).text;
  // Each shell server reads the pointer on its own, and the front keeps a page for a while
  // (decision 047): each shell asked directly, and the front.
  const both = async (cookie?: string) => {
    const pages: string[] = [];
    for (const shell of state().shellOrigins)
      pages.push((await request(`${shell}/gfm43`, { headers: cookie ? { Cookie: cookie } : {} })).text);
    pages.push(await one(cookie));
    return pages;
  };
  const html = one;
  const before = gfm43EntryOf(await html());
  expect(before).toMatch(/\/remote-gfm43\/[^/]+\/remoteEntry\.js$/);

  // A visitor opens the mall before the release.
  await page.goto('/gfm43');
  await expect(page.getByRole('heading', { level: 1, name: 'The Global Mall of All Your Needs' })).toBeVisible();
  const failed: string[] = [];
  page.on('requestfailed', (failure) => failed.push(failure.url()));
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });

  // The mall team releases a new build: a new folder, then the pointer.
  const renewed = copyOfBuild('remote-gfm43');
  rewriteBuild(renewed, (source) => source.replaceAll('The Global Mall of All Your Needs', 'The Global Mall, Renewed'));
  const released = release('release', 'remote-gfm43', ['--from', renewed]).current;
  await expect
    .poll(
      async () =>
        (await both()).every(
          (text) => text.includes('The Global Mall, Renewed') && gfm43EntryOf(text)?.includes(`/${released}/`),
        ),
      { timeout: 20_000 },
    )
    .toBe(true);

  // The page opened before goes on with its own release's files, which are still published.
  await page.getByRole('banner').getByRole('link', { name: 'Food', exact: true }).click();
  await expect(page).toHaveURL(/\/gfm43\/food-and-drinks$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Food & Drinks' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'A Taste of Everything' })).toBeVisible();
  await expect(page.getByText('can’t be shown right now')).toHaveCount(0);
  expect(failed.filter((url) => url.includes('/remote-gfm43/'))).toEqual([]);

  // A canary for half the visitors, chosen by the band of Sector 43 their seed draws (decision 058).
  const inCanary = seedCookie(seedWhere({ gfm43: true }, 50));
  const outOfCanary = seedCookie(seedWhere({ gfm43: false }, 50));
  const canaryBuild = copyOfBuild('remote-gfm43');
  rewriteBuild(canaryBuild, (source) =>
    source.replaceAll('The Global Mall of All Your Needs', 'The Global Mall, Canary'),
  );
  release('release', 'remote-gfm43', ['--from', canaryBuild, '--canary', '50']);
  await expect
    .poll(async () => (await both(inCanary)).every((text) => text.includes('The Global Mall, Canary')), {
      timeout: 20_000,
    })
    .toBe(true);
  expect(await html(outOfCanary)).toContain('The Global Mall, Renewed');
  // The front gives a newcomer a seed (and the shell's answer, which it may keep, carries no cookie).
  const newcomer = await request(`${origin}/gfm43`);
  expect(newcomer.headers['set-cookie']).toEqual([
    expect.stringMatching(
      /^gfm_seed=[0-9a-f]{32}\.[0-9a-z]+\.\d+\.[\w-]{22}; Path=\/; Max-Age=31536000; SameSite=Lax; HttpOnly$/,
    ),
  ]);
  // The browser runs the release its page names: the canary's page hydrates as the canary.
  await page.context().addCookies([{ name: 'gfm_seed', value: inCanary.slice('gfm_seed='.length), url: origin }]);
  await page.goto('/gfm43');
  await expect(page.getByRole('heading', { level: 1, name: 'The Global Mall, Canary' })).toBeVisible();

  // Roll back: the version before the release is current again, for everyone.
  release('rollback', 'remote-gfm43');
  await expect
    .poll(async () => (await both(inCanary)).every((text) => text.includes('The Global Mall of All Your Needs')), {
      timeout: 20_000,
    })
    .toBe(true);
  await expect
    .poll(async () => (await both()).every((text) => gfm43EntryOf(text) === before), { timeout: 20_000 })
    .toBe(true);
  fs.rmSync(renewed, { recursive: true, force: true });
  fs.rmSync(canaryBuild, { recursive: true, force: true });
});
