import type { APIRequestContext, Page } from '@playwright/test';
import { REMOTE_ORIGINS } from './support';
import { expect, test } from './test';

/**
 * Field data from visitors (decision 057): Chromium's beacons reach the
 * shell and show on its `/metrics` under the versions served, an error thrown
 * by a Sector 43 chunk is blamed on remote gfm43 at its version, and the
 * shell refuses malformed, oversized and flooding beacons, and beacons without
 * the seed it issued, and stays up.
 */
const SHELL = 'http://localhost:3000';
const BEACONS = `${SHELL}/api/vitals`;

interface FieldPage {
  route: string;
  versions: Record<string, string>;
}

/** The value of a series on the shell's `/metrics` (0 when it is not there yet). */
async function metric(request: APIRequestContext, name: string, labels: Record<string, string>): Promise<number> {
  const text = await (await request.get(`${SHELL}/metrics`)).text();
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  const line = text.split('\n').find((row) => row.startsWith(`${name}{`) && wanted.every((pair) => row.includes(pair)));
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
}

/** The page's route id and versions, as the server wrote them into its data block. */
const fieldOf = (page: Page) =>
  page.evaluate(
    () => (JSON.parse(document.getElementById('gfm-hydration')?.textContent ?? '{}') as { field: FieldPage }).field,
  );

/** Once the page's field beacon listens (it loads after the page, when the browser is idle). */
const beaconListening = (page: Page) => expect(page.locator('html[data-field-beacon]')).toHaveCount(1);

/**
 * The visitor presses a key, then switches away: the key (a trusted event) ends web-vitals' LCP,
 * reported when the browser is next idle; then the page says it is hidden, as a headless page
 * never is by itself, and sends its beacon, which the shell takes.
 */
async function hide(page: Page): Promise<Record<string, unknown>> {
  await page.keyboard.press('Shift');
  const beacon = page.waitForRequest(BEACONS);
  await page.evaluate(async () => {
    await new Promise((resolve) => requestIdleCallback(resolve, { timeout: 1000 }));
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  const request = await beacon;
  expect((await request.response())?.status()).toBe(204);
  return request.postDataJSON() as Record<string, unknown>;
}

const post = (request: APIRequestContext, data: string | Buffer, contentType = 'text/plain;charset=UTF-8') =>
  request.post(BEACONS, { data, headers: { 'Content-Type': contentType }, failOnStatusCode: false });

test.describe('field data from visitors @desktop', () => {
  // The refusals below fill this address's window of the limiter: the browser's beacons go first.
  test.describe.configure({ mode: 'serial' });

  test('each mall’s page view reaches /metrics under the versions served, and a Sector 43 chunk’s error is gfm43’s', async ({
    page,
    request,
  }) => {
    await page.goto('/gfm43');
    const gfm43 = await fieldOf(page);
    await beaconListening(page);
    // A function defined in one of Sector 43's chunks, run so that it throws: from its own file, as a broken
    // release's code would (called without the arguments webpack gives a module, it reads a property of undefined).
    const chunk = await page.waitForFunction(() => {
      const chunks = (window as unknown as Record<string, [unknown, Record<string, (...args: unknown[]) => void>][]>)
        .webpackChunkgfm43;
      const factory = (chunks ?? []).flatMap(([, modules]) => Object.values(modules)).find((f) => f.length > 0);
      if (factory) setTimeout(factory, 0);
      return factory !== undefined;
    });
    const thrown = await chunk.jsonValue();
    expect(thrown, 'a Sector 43 chunk is on the page').toBe(true);
    const errorsBefore = await metric(request, 'gfm_script_errors_total', {
      remote: 'gfm43',
      version: gfm43.versions.gfm43 ?? '',
    });
    const gfm43Views = { remote: 'gfm43', version: gfm43.versions.gfm43 ?? '', route: gfm43.route, device: 'desktop' };
    const viewsBefore = await metric(request, 'gfm_page_views_total', gfm43Views);

    const sent = [await hide(page)];

    await page.goto('/gfmpalam');
    const palam = await fieldOf(page);
    await beaconListening(page);
    const palamViews = {
      remote: 'gfmpalam',
      version: palam.versions.gfmpalam ?? '',
      route: palam.route,
      device: 'desktop',
    };
    const palamBefore = await metric(request, 'gfm_lcp_seconds_count', palamViews);
    sent.push(await hide(page));

    // The versions the pages name are the ones the shell loaded to render them.
    const { details } = (await (await request.get(`${SHELL}/readyz`)).json()) as {
      details: { loaded: Record<string, string[]> };
    };
    expect(details.loaded.gfm43).toContain(gfm43.versions.gfm43);
    expect(details.loaded.gfmpalam).toContain(palam.versions.gfmpalam);
    expect(gfm43.route).toMatch(/^gfm43\//);
    expect(palam.route).toMatch(/^gfmpalam\//);
    expect(sent[0]).toMatchObject({ route: gfm43.route, versions: gfm43.versions, errors: { gfm43: 1 } });
    expect(sent[0]?.errors, 'no error is blamed on the shell').toEqual({ gfm43: 1 });
    expect(sent[1]).toMatchObject({ route: palam.route, versions: palam.versions });
    expect(sent[1]?.lcp).toEqual(expect.any(Number));

    await expect.poll(() => metric(request, 'gfm_page_views_total', gfm43Views)).toBeGreaterThan(viewsBefore);
    await expect.poll(() => metric(request, 'gfm_lcp_seconds_count', palamViews)).toBeGreaterThan(palamBefore);
    // At least this one: the other worker's pages send their beacons to the same shell as they close.
    await expect
      .poll(() => metric(request, 'gfm_script_errors_total', { remote: 'gfm43', version: gfm43.versions.gfm43 ?? '' }))
      .toBeGreaterThanOrEqual(errorsBefore + 1);
  });

  test('a slow tap is blamed on the remote whose script made it slow, by web-vitals’ attribution', async ({
    page,
    request,
  }) => {
    // A script of Sector 43's origin (as a release's chunk would be) that holds every click for 350 ms.
    const slowScript = `${REMOTE_ORIGINS.gfm43}/slow-tap.js`;
    await page.route(slowScript, (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: "document.addEventListener('click', () => { const end = performance.now() + 350; while (performance.now() < end); });",
      }),
    );
    await page.goto('/gfm43');
    const field = await fieldOf(page);
    await beaconListening(page);
    const slow = { remote: 'gfm43', version: field.versions.gfm43 ?? '' };
    const before = await metric(request, 'gfm_slow_interactions_total', slow);
    await page.addScriptTag({ url: slowScript });
    await page.locator('h1').first().click();
    // The browser reports an interaction's timing, and the long frame that names its scripts, after the next
    // frame it draws, a task or more later (on a busy machine, after the idle callback `hide` waits for): the
    // page is left once both entries have come, as a visitor's page would be, seconds later.
    await page.evaluate(() => {
      const seen = (type: string, found: (entry: PerformanceEntry) => boolean) =>
        new Promise<void>((resolve) => {
          new PerformanceObserver((list, observer) => {
            if (list.getEntries().some(found)) {
              observer.disconnect();
              resolve();
            }
          }).observe({ type, buffered: true, durationThreshold: 104 } as PerformanceObserverInit);
        });
      const scripts = (entry: PerformanceEntry) =>
        (entry as PerformanceEntry & { scripts?: { sourceURL: string }[] }).scripts ?? [];
      return Promise.all([
        seen('event', (entry) => entry.duration >= 300),
        seen('long-animation-frame', (entry) =>
          scripts(entry).some((script) => script.sourceURL.endsWith('/slow-tap.js')),
        ),
      ]);
    });
    const sent = await hide(page);
    expect(sent.inp).toBeGreaterThanOrEqual(300);
    expect(sent.inpBy).toBe('gfm43');
    await expect.poll(() => metric(request, 'gfm_slow_interactions_total', slow)).toBeGreaterThanOrEqual(before + 1);
  });

  test('a late banner that moves the page is a poor CLS of the remote whose page it is, at the version served', async ({
    page,
    request,
  }) => {
    await page.goto('/gfmpalam/all-brands');
    const field = await fieldOf(page);
    await beaconListening(page);
    const views = { remote: 'gfmpalam', version: field.versions.gfmpalam ?? '', route: field.route, device: 'desktop' };
    // Poor CLS views of this remote's version: all of them less the good and the middling (le="0.25").
    const poor = async () =>
      (await metric(request, 'gfm_cls_count', views)) -
      (await metric(request, 'gfm_cls_bucket', { ...views, le: '0.25' }));
    const before = await poor();
    // A banner a release adds late, above what the visitor is reading, with no input before it: it counts.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const banner = document.createElement('div');
          banner.style.height = '900px';
          banner.textContent = 'Late offer';
          document.body.prepend(banner);
          new PerformanceObserver((_list, observer) => {
            observer.disconnect();
            resolve();
          }).observe({ type: 'layout-shift', buffered: false });
        }),
    );
    const sent = await hide(page);
    expect(sent).toMatchObject({ route: field.route, versions: field.versions });
    expect(sent.cls).toBeGreaterThan(0.25);
    // Only a poor view raises this count: the other worker's good views cannot.
    await expect.poll(poor).toBeGreaterThanOrEqual(before + 1);
  });

  test('a page left before web-vitals came still counts: the entry sends its view with the versions served', async ({
    page,
  }) => {
    // The measuring chunk never arrives (decision 067): what sends the beacon is in the entry.
    await page.route(/\/field-beacon\.[\w-]+\.js$/, (route) => route.abort());
    await page.goto('/gfmpalam/all-brands');
    const field = await fieldOf(page);
    const beacon = page.waitForRequest(BEACONS);
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    const request = await beacon;
    expect((await request.response())?.status()).toBe(204);
    const sent = request.postDataJSON() as Record<string, unknown>;
    expect(sent).toMatchObject({ v: 1, route: field.route, versions: field.versions });
    expect(sent.lcp, 'no web-vitals, no LCP').toBeUndefined();
    await expect(page.locator('html[data-field-beacon]')).toHaveCount(0);
  });

  test('malformed, oversized and flooding beacons get a 4xx, are counted, and the shell stays up', async ({
    request,
  }) => {
    const outcome = (name: string) => metric(request, 'gfm_beacons_total', { outcome: name });
    const [malformed, oversized, flood] = [
      await outcome('malformed'),
      await outcome('oversized'),
      await outcome('flood'),
    ];
    const valid = { v: 1, route: 'landing', versions: {}, width: 1440 };

    expect((await post(request, '{"v":1,')).status()).toBe(400);
    expect((await post(request, JSON.stringify({ ...valid, visitor: 'someone@example.com' }))).status()).toBe(400);
    expect((await post(request, JSON.stringify({ ...valid, versions: { gfm99: '1' } }))).status()).toBe(400);
    expect((await post(request, JSON.stringify(valid), 'application/x-www-form-urlencoded')).status()).toBe(415);
    expect((await post(request, JSON.stringify({ ...valid, pad: 'x'.repeat(5000) }))).status()).toBe(413);
    // Without the seed the site issued (a plain request has none) a beacon is refused as evidence (decision 075):
    // counted by reason, and routes and versions no one serves make no series.
    const refused = () => metric(request, 'gfm_beacons_refused_total', { reason: 'no-seed', remote: 'other' });
    const refusedBefore = await refused();
    for (let index = 0; index < 20; index += 1)
      expect(
        (
          await post(request, JSON.stringify({ ...valid, route: `made-up-${index}`, versions: { gfm43: `v${index}` } }))
        ).status(),
      ).toBe(403);
    expect(await refused()).toBe(refusedBefore + 20);
    const metrics = await (await request.get(`${SHELL}/metrics`)).text();
    expect(metrics).not.toContain('made-up-');
    expect(metrics).not.toContain('version="v1"');

    // A flood from one address: refused once its window is full, before its body is read.
    const answers = await Promise.all(Array.from({ length: 80 }, () => post(request, JSON.stringify(valid))));
    expect(answers.filter((answer) => answer.status() === 429).length).toBeGreaterThan(0);

    expect(await outcome('malformed')).toBeGreaterThanOrEqual(malformed + 4);
    expect(await outcome('oversized')).toBeGreaterThanOrEqual(oversized + 1);
    expect(await outcome('flood')).toBeGreaterThan(flood);
    expect((await request.get(`${SHELL}/healthz`)).status()).toBe(200);
    expect((await request.get(`${SHELL}/gfm43`)).status()).toBe(200);
  });
});
