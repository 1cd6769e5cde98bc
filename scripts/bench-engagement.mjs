// @ts-check
/**
 * npm run bench:engagement — whether the page stays smooth when the visitor's first engagement starts the
 * app (decision 070) and React takes the page over while they go on (decision 078). On the emulated
 * mid-range phone (e2e/support/slow-phone.mjs), each cold load: once the page has loaded, the visitor taps
 * on the page's text (the first interaction: it starts the app's code), then swipes down the page while
 * the code arrives and hydrates, until the page is hydrated and the swipe is over. Measured in the page:
 *
 * - INP of the first interaction: the longest Event Timing entry of the tap's interaction (its input
 *   delay, its handlers and the frame after it), as web-vitals counts it;
 * - the longest animation frame while the visitor swipes (long-animation-frame entries, from the tap to
 *   the end): a frame longer than 200 ms is a moment the page does not follow the finger. What the
 *   worst run's longest frame spent its time on is reported too: its scripts (file and what ran them,
 *   the time each took) and its style and layout, as the entry attributes them.
 *
 * p75 (and the worst) of `--runs` (10) per route, each build in turn when `--compare URL` names another
 * build's shell served as `npm run serve` serves. Writes reports/bench-engagement.md with the command and
 * the machine's load average; a timing is reported, never asserted.
 *
 *   npm run bench:engagement -- [--runs 10] [--compare http://localhost:3100] [/route ...]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { rootDir } from './lib/apps.mjs';
import { chromiumLaunchOptions } from '../e2e/support/chromium.mjs';
import { ensureServing } from './lib/ensure-serving.mjs';
import { emulateSlowPhone, slowPhoneContext } from '../e2e/support/slow-phone.mjs';

const args = process.argv.slice(2);
/** @param {string} name @param {string | undefined} fallback */
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index === -1 ? fallback : args[index + 1];
};
const runs = Number(option('--runs', '10'));
const compare = option('--compare', undefined);
const builds = [
  { name: 'this build', origin: 'http://localhost:3000' },
  ...(compare ? [{ name: compare, origin: compare.replace(/\/$/, '') }] : []),
];
const chosen = args.filter((arg) => arg.startsWith('/'));
const routes = chosen.length
  ? chosen
  : [
      '/',
      '/gfm43',
      '/gfmpalam',
      '/gfm43/food-and-drinks',
      '/gfmpalam/all-brands',
      '/gfm43/contact-us',
      '/gfmpalam/shops/SF-67',
      '/gfm43/blog/coffee-trail',
    ];
/** How long the visitor swipes down the page, at most, while the app takes it over. */
const SWIPE_PX = 2400;
const GIVE_UP_MS = 30_000;

/** What the page notes from its start: the Event Timing entries of interactions, and every long animation frame. */
function observe() {
  /** @type {{ events: { id: number, start: number, duration: number, name: string }[], frames: { start: number, duration: number, work: string }[], hydratedAt?: number }} */
  const noted = { events: [], frames: [] };
  Object.assign(window, { __engagement: noted });
  new PerformanceObserver((list) => {
    for (const entry of /** @type {PerformanceEventTiming[]} */ (list.getEntries()))
      if (entry.interactionId)
        noted.events.push({
          id: entry.interactionId,
          start: entry.startTime,
          duration: entry.duration,
          name: entry.name,
        });
  }).observe(/** @type {PerformanceObserverInit} */ ({ type: 'event', durationThreshold: 16, buffered: true }));
  /** What a long animation frame spent its time on: each script over 5 ms (file, invoker, ms), then style and layout. */
  const workOf = (/** @type {any} */ frame) => {
    const file = (/** @type {string} */ url) => url.slice(url.lastIndexOf('/') + 1).replace(/\?.*$/, '') || 'inline';
    const scripts = (frame.scripts ?? [])
      .filter((/** @type {any} */ script) => script.duration > 5)
      .map(
        (/** @type {any} */ script) =>
          `${file(script.sourceURL ?? '')} ${script.invokerType} ${Math.round(script.duration)}`,
      );
    const styleAndLayout = frame.styleAndLayoutStart ? frame.startTime + frame.duration - frame.styleAndLayoutStart : 0;
    return [...scripts, `style+layout ${Math.round(styleAndLayout)}`].join('; ');
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      noted.frames.push({ start: entry.startTime, duration: entry.duration, work: workOf(entry) });
  }).observe({ type: 'long-animation-frame', buffered: true });
  // The script runs before the document has its root element: the whole document is watched.
  new MutationObserver(() => {
    if (noted.hydratedAt === undefined && document.documentElement?.hasAttribute('data-hydrated'))
      noted.hydratedAt = performance.now();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
}

/**
 * One cold load, a tap on the page's text, a swipe down while the app takes the page over.
 * @param {import('playwright-core').Browser} browser @param {string} url
 */
async function measure(browser, url) {
  const context = await browser.newContext(slowPhoneContext);
  const page = await context.newPage();
  await page.addInitScript(observe);
  const cdp = await context.newCDPSession(page);
  await emulateSlowPhone(cdp);
  try {
    await page.goto(url, { waitUntil: 'load', timeout: GIVE_UP_MS });
    // Text of the page's first screen that is no control: a tap there does nothing but engage.
    const spot = await page.evaluate(() => {
      const text = [...document.querySelectorAll('main h1, main h2, main p')].find((element) => {
        const box = element.getBoundingClientRect();
        return box.top > 60 && box.bottom < innerHeight - 20 && box.width > 40 && !element.closest('a, button, label');
      });
      const box = (text ?? document.body).getBoundingClientRect();
      return { x: Math.round(box.left + Math.min(20, box.width / 2)), y: Math.round(box.top + box.height / 2) };
    });
    const tappedAt = await page.evaluate(() => performance.now());
    await page.touchscreen.tap(spot.x, spot.y);
    // The swipe down the page, while the app arrives and hydrates (the gesture is the browser's own).
    await cdp.send('Input.synthesizeScrollGesture', {
      x: 195,
      y: 600,
      yDistance: -SWIPE_PX,
      speed: 800,
      gestureSourceType: 'touch',
    });
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), undefined, {
      timeout: GIVE_UP_MS,
      polling: 200,
    });
    // The frames of the hydration's last steps are reported once drawn.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 500))));
    /** @type {{ events: { id: number, start: number, duration: number }[], frames: { start: number, duration: number, work: string }[], hydratedAt?: number }} */
    const noted = await page.evaluate(() => /** @type {any} */ (window).__engagement);
    const first = noted.events.filter((event) => event.start >= tappedAt - 1).sort((a, b) => a.start - b.start)[0];
    const inp = first
      ? Math.max(...noted.events.filter((event) => event.id === first.id).map((event) => event.duration))
      : Number.NaN;
    const frames = noted.frames.filter((frame) => frame.start + frame.duration >= tappedAt);
    const longest = frames.reduce((most, frame) => (frame.duration > (most?.duration ?? 0) ? frame : most), frames[0]);
    return {
      inp,
      longestFrame: longest?.duration ?? 0,
      longestWork: longest ? `${Math.round(longest.start - tappedAt)} ms after the tap: ${longest.work}` : '-',
      framesOver200: frames.filter((frame) => frame.duration > 200).length,
      hydratedAfter: (noted.hydratedAt ?? Number.NaN) - tappedAt,
    };
  } catch (error) {
    console.error(`${url}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
    return {
      inp: Number.NaN,
      longestFrame: Number.NaN,
      longestWork: '-',
      framesOver200: Number.NaN,
      hydratedAfter: Number.NaN,
    };
  } finally {
    await context.close();
  }
}

/** @param {number[]} values @param {number} q */
const quantile = (values, q) => {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
};

const stopServing = await ensureServing({ services: true });
const browser = await chromium.launch(chromiumLaunchOptions);
const loadBefore = os.loadavg();
const started = new Date();
const rows = [];
try {
  for (const route of routes) {
    /** @type {Record<string, Awaited<ReturnType<typeof measure>>[]>} */
    const samples = Object.fromEntries(builds.map((build) => [build.name, []]));
    // The builds take turns, so a busy moment of the machine falls on both.
    for (let run = 0; run < runs; run += 1)
      for (const build of builds) samples[build.name]?.push(await measure(browser, `${build.origin}${route}`));
    for (const build of builds) {
      const list = samples[build.name] ?? [];
      const round = (/** @type {number} */ value) => (Number.isFinite(value) ? Math.round(value) : '–');
      rows.push({
        route,
        build: build.name,
        'INP p75 (ms)': round(
          quantile(
            list.map((sample) => sample.inp),
            0.75,
          ),
        ),
        'INP worst': round(
          quantile(
            list.map((sample) => sample.inp),
            1,
          ),
        ),
        'longest frame p75 (ms)': round(
          quantile(
            list.map((sample) => sample.longestFrame),
            0.75,
          ),
        ),
        'longest frame worst': round(
          quantile(
            list.map((sample) => sample.longestFrame),
            1,
          ),
        ),
        'runs with a frame > 200 ms': list.filter((sample) => sample.framesOver200 > 0).length,
        'hydrated after tap, median (ms)': round(
          quantile(
            list.map((sample) => sample.hydratedAfter),
            0.5,
          ),
        ),
        runs: list.filter((sample) => Number.isFinite(sample.inp)).length,
        "the worst run's longest frame": list.reduce(
          (worst, sample) => (sample.longestFrame > worst.longestFrame ? sample : worst),
          list[0] ?? { longestFrame: 0, longestWork: '-' },
        ).longestWork,
      });
    }
  }
} finally {
  await browser.close();
  stopServing();
}
const loadAfter = os.loadavg();
const title = `Emulated phone (CPU 4x, 1.6 Mbps, 150 ms RTT, 390 x 844, touch), ${runs} cold loads per route and build: a tap on the page's text once loaded, then a ${SWIPE_PX} px swipe while the app takes the page over`;
console.log(title);
console.table(rows);
const columns = Object.keys(rows[0] ?? {});
const table = [
  `| ${columns.join(' | ')} |`,
  `| ${columns.map(() => '---').join(' | ')} |`,
  ...rows.map((row) => `| ${columns.map((column) => String(/** @type {any} */ (row)[column])).join(' | ')} |`),
].join('\n');
const report = `# bench:engagement

${title}.

Command: \`npm run bench:engagement -- ${args.join(' ')}\`, started ${started.toISOString()}.
Load average (1, 5, 15 min) before: ${loadBefore.map((load) => load.toFixed(1)).join(', ')}; after: ${loadAfter
  .map((load) => load.toFixed(1))
  .join(', ')} (${os.availableParallelism()} cores). Other work on the machine stretches a frame as much as
the page's own does: a figure counts for issue 51 only from a machine that was otherwise idle.

${table}
`;
fs.mkdirSync(path.join(rootDir, 'reports'), { recursive: true });
fs.writeFileSync(path.join(rootDir, 'reports/bench-engagement.md'), report);
console.log('Written: reports/bench-engagement.md');
