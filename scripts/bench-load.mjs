// @ts-check
/**
 * npm run bench:load — how a page loads in real Chromium on a slow phone's
 * CPU (4× slower, as Lighthouse's mobile preset), without Lighthouse's
 * simulation: the median over several cold loads of first and largest
 * contentful paint, and of the time long tasks block the page after its first
 * paint (the "total blocking time" Lighthouse scores, measured, not modelled).
 * Use it to compare two builds; the Lighthouse audit is the budget.
 *
 *   node scripts/bench-load.mjs [--runs 5] [/route ...]
 */
import { chromium } from 'playwright-core';
import { ensureServing } from './lib/ensure-serving.mjs';
import { chromiumLaunchOptions } from '../e2e/support/chromium.mjs';

const args = process.argv.slice(2);
const runsIndex = args.indexOf('--runs');
const runs = runsIndex === -1 ? 5 : Number(args[runsIndex + 1]);
const routeArgs = args.filter((arg) => arg.startsWith('/'));
const routes = routeArgs.length
  ? routeArgs
  : [
      '/',
      '/gfm43',
      '/gfm43/food-and-drinks',
      '/gfmpalam',
      '/gfmpalam/fitness',
      '/gfm43/blogs',
      '/gfm43/blog/coffee-trail',
    ];

/** @param {number[]} values */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const stopServing = await ensureServing({ services: true });
const browser = await chromium.launch(chromiumLaunchOptions);
const rows = [];
try {
  for (const route of routes) {
    /** @type {{ fcp: number, lcp: number, tbt: number }[]} */
    const samples = [];
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.addInitScript(() => {
        const seen = /** @type {{ longTasks: [number, number][], lcp: number }} */ ({ longTasks: [], lcp: 0 });
        Object.assign(window, { __bench: seen });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) seen.longTasks.push([entry.startTime, entry.duration]);
        }).observe({ type: 'longtask', buffered: true });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) seen.lcp = entry.startTime;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      });
      await page.goto(`http://localhost:3000${route}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(1000);
      samples.push(
        await page.evaluate(() => {
          const seen = /** @type {{ longTasks: [number, number][], lcp: number }} */ (Reflect.get(window, '__bench'));
          const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
          const tbt = seen.longTasks
            .filter(([start]) => start > fcp)
            .reduce((sum, [, duration]) => sum + duration - 50, 0);
          return { fcp, lcp: seen.lcp, tbt };
        }),
      );
      await context.close();
    }
    rows.push({
      route,
      runs,
      'FCP (ms)': Math.round(median(samples.map((sample) => sample.fcp))),
      'LCP (ms)': Math.round(median(samples.map((sample) => sample.lcp))),
      'TBT (ms)': Math.round(median(samples.map((sample) => sample.tbt))),
    });
  }
} finally {
  await browser.close();
  stopServing();
}
console.log('Real Chromium, 390 × 844, CPU 4× slower, no network throttling; medians');
console.table(rows);
