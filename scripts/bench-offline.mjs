// @ts-check
/**
 * npm run bench:offline — the site without signal on a phone (decision 045).
 * On the emulated phone (390 × 844, touch, no HTTP cache between runs), opens
 * a mall's home, waits for the service worker to keep the mall, then opens
 * every page of that mall the sitemap lists, and reports what the worker
 * keeps: its bytes (the bodies in its cache, and what the browser's storage
 * estimate says) against its budget. Then, offline, with the CPU 4× slower
 * (CDP `Emulation.setCPUThrottlingRate`), it opens store pages by address
 * and reports the time to the first paint, to `load` and to a live page
 * (hydrated), medians of `--runs` (5).
 *
 *   node --import tsx scripts/bench-offline.mjs [--mall gfm43] [--runs 5]
 */
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../e2e/support/chromium.mjs';
import { ensureServing } from './lib/ensure-serving.mjs';

const args = process.argv.slice(2);
/** @param {string} name @param {string} fallback */
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index === -1 ? fallback : (args[index + 1] ?? fallback);
};
const mall = option('--mall', 'gfm43');
const runs = Number(option('--runs', '5'));
const origin = 'http://localhost:3000';
const MB = 1024 * 1024;

/** @param {number[]} values */
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

const stopServing = await ensureServing({ services: true });
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => new URL((match[1] ?? '').replace(/&amp;/g, '&')).pathname)
    .filter((path) => path === `/${mall}` || path.startsWith(`/${mall}/`));
  const storePages = pages.filter((path) => /\/(brands|shops)\/[^/]+$/.test(path));

  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 3,
  });
  const page = await context.newPage();
  page.on('crash', () => console.error('the page crashed'));
  page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
  const startedWarm = Date.now();
  await page.goto(`${origin}/${mall}`, { waitUntil: 'load' });
  const warmed = await page.evaluate(async (name) => {
    const registration = await navigator.serviceWorker.ready;
    const channel = new MessageChannel();
    const answer = new Promise((resolve) => {
      channel.port1.onmessage = (event) => resolve(event.data);
    });
    registration.active?.postMessage({ type: 'warm', mall: name }, [channel.port2]);
    return /** @type {Promise<{ type: string, bytes?: number, kept?: number, missed?: number }>} */ (answer);
  }, mall);
  const warmMs = Date.now() - startedWarm;

  // Every page of the mall, as a visitor browsing it all would open them.
  for (const path of pages) await page.goto(`${origin}${path}`, { waitUntil: 'load' });
  const kept = await page.evaluate(async () => {
    let bytes = 0;
    let entries = 0;
    const byKind = { pages: 0, files: 0 };
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        const size = response ? (await response.arrayBuffer()).byteLength : 0;
        bytes += size;
        entries += 1;
        if ((response?.headers.get('content-type') ?? '').startsWith('text/html')) byKind.pages += size;
        else byKind.files += size;
      }
    }
    const estimate = await navigator.storage.estimate();
    return { bytes, entries, byKind, usage: estimate.usage ?? 0 };
  });

  // Offline, on a phone's CPU: store pages by address, each a document the worker answers.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // A visitor back later: the browser's HTTP cache may answer a page opened in the last minute itself
  // (pages allow stale-while-revalidate, decision 047); the worker's copy is what is measured here.
  await cdp.send('Network.clearBrowserCache');
  await context.setOffline(true);
  /** @type {{ paint: number, load: number, live: number }[]} */
  const timings = [];
  for (let run = 0; run < runs; run += 1) {
    const path = storePages[run % storePages.length] ?? `/${mall}`;
    const started = Date.now();
    await page.goto(`${origin}${path}`, { waitUntil: 'load' });
    const load = Date.now() - started;
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
    const live = Date.now() - started;
    const paint = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    );
    const copy = await page.evaluate(() => document.documentElement.getAttribute('data-offline-copy'));
    if (copy !== path) throw new Error(`${path} was not answered from the worker's copy (${copy})`);
    timings.push({ paint: Math.round(paint), load, live });
  }
  await context.setOffline(false);

  console.log(`Mall ${mall}: ${pages.length} pages (${storePages.length} store pages)`);
  console.log(
    `Worker kept the mall in ${(warmMs / 1000).toFixed(1)} s: ${warmed.type}, ${warmed.kept} kept, ${warmed.missed} missed, ${((warmed.bytes ?? 0) / MB).toFixed(2)} MB`,
  );
  console.log(
    `After every page of the mall: ${(kept.bytes / MB).toFixed(2)} MB in ${kept.entries} entries (pages ${(kept.byKind.pages / MB).toFixed(2)} MB, files ${(kept.byKind.files / MB).toFixed(2)} MB); storage estimate ${(kept.usage / MB).toFixed(2)} MB; budget 15 MB`,
  );
  console.table(timings);
  console.log(
    `Offline store page on the phone (CPU 4x), median of ${runs}: first paint ${median(timings.map((t) => t.paint))} ms, load ${median(timings.map((t) => t.load))} ms, live ${median(timings.map((t) => t.live))} ms`,
  );
  await context.close();
} finally {
  await browser.close();
  stopServing();
}
