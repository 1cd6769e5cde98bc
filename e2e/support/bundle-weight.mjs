// @ts-check
/**
 * What JavaScript a route makes a phone download, from the production build:
 * each script the page loads, gzip-compressed, split into framework (React,
 * React DOM, React Router), Module Federation runtime, shared package and app
 * code by the source maps. Measured twice in one page load: before the
 * visitor scrolls or touches anything (the page idle at a phone's first
 * screen: boot.js, the app's code waits for the first engagement, decision
 * 070), and after scrolling to the end (the app started by the first scroll,
 * and every part that waits for the screen has come, with the pictures below
 * the first screen's margin still on their way, decision 071). The chunk that measures the visit (web-vitals, decision
 * 067) is asked for only after the window's load, when the browser is idle: it
 * is weighed apart (`field`), never in a route's first load, and so is the late script that comes with it
 * (`later`: the contact map, the service worker, decision 078). `npm run
 * report:bundles` prints it; e2e/bundle-budget.spec.ts holds it to
 * budgets/bundles.json in `npm test` (decisions 062, 067).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';

/** The routes with a budget: the brand's home, a mall's home and pages, a blog list and post. */
export const BUDGET_ROUTES = [
  '/',
  '/gfm43',
  '/gfm43/food-and-drinks',
  '/gfmpalam',
  '/gfmpalam/all-brands',
  '/gfm43/blogs',
  '/gfmpalam/blog/music-nights',
];

/** The chunk that measures the visit, loaded after the page's load when the browser is idle (decision 067). */
export const FIELD_CHUNK = /\/field-beacon\.[\w-]+\.js$/;

/** The page's late script (the contact map, the service worker), loaded after the load when idle too (decision 078). */
export const LATE_CHUNK = /\/after-load\.[\w-]+\.js$/;

/** A phone's first screen (the e2e suite's phone project). */
export const PHONE_VIEWPORT = { width: 390, height: 844 };

/** @typedef {'framework' | 'federation' | 'shared' | 'app'} Category */
/** @typedef {Record<Category, number>} Split */
/**
 * @typedef {Split & { route: string, scripts: number, totalGzip: number, scrolledGzip: number, fieldGzip: number, laterGzip: number,
 *   scrolledScripts: number, files: ({ url: string, gzip: number, waits: boolean } & Split)[] }} RouteWeight
 */
/** @typedef {Record<string, { total: number, scrolled: number, field?: number, later?: number }>} Budgets */

/** @param {string} source */
export function categoryOf(source) {
  if (/node_modules\/(react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)\//.test(source))
    return 'framework';
  if (
    /node_modules\/@module-federation\//.test(source) ||
    /webpack\/(container|sharing|runtime\/(remotes|sharing|consumes|initialize_sharing|federation|embed_federation|startup_chunk_dependencies))/.test(
      source,
    )
  )
    return 'federation';
  if (/(^|\/)shared\/src\//.test(source)) return 'shared';
  return 'app';
}

/**
 * Bytes of a generated file attributed to each category through its source map.
 * @param {string} code
 * @param {import('source-map-js').RawSourceMap} map
 * @returns {Split}
 */
export function attribute(code, map) {
  const consumer = new SourceMapConsumer(map);
  const lines = code.split('\n');
  /** @type {{ line: number, column: number, source: string | null }[]} */
  const mappings = [];
  consumer.eachMapping((mapping) => {
    mappings.push({ line: mapping.generatedLine, column: mapping.generatedColumn, source: mapping.source });
  });
  mappings.sort((a, b) => a.line - b.line || a.column - b.column);
  const bytes = { framework: 0, federation: 0, shared: 0, app: 0 };
  let attributed = 0;
  for (const [index, current] of mappings.entries()) {
    const next = mappings[index + 1];
    const lineText = lines[current.line - 1] ?? '';
    const end = next && next.line === current.line ? next.column : lineText.length;
    const length = Math.max(0, end - current.column);
    const category = current.source ? categoryOf(current.source) : 'app';
    bytes[category] += length;
    attributed += length;
  }
  // Unmapped bytes (webpack's bootstrap, whitespace) count as app code.
  bytes.app += Math.max(0, code.length - attributed);
  return bytes;
}

/** How long the page may be quiet before no script is still coming (after the load, after a scroll). */
const QUIET_MS = 300;

/**
 * Resolves once the page has done what it does untouched, or, `hydrated`, once
 * React has taken it over; then once the browser has had an idle moment after
 * that, twice: what the page asks for once idle, or once a part is near the
 * screen (an observer's callback, then an effect), has been asked for by then.
 * Untouched, a server-rendered page loads boot.js only and, after its load, the
 * measuring chunk, which marks the document (`data-field-beacon`); the app's code
 * waits for the visitor's first engagement (decision 070).
 * @param {import('playwright-core').Page} page
 * @param {{ hydrated: boolean }} options
 */
async function pageSettled(page, { hydrated }) {
  const mark = hydrated ? 'html[data-hydrated]' : 'html[data-field-beacon]';
  await page.locator(mark).waitFor({ state: 'attached', timeout: 15_000 });
  for (let round = 0; round < 2; round += 1)
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          requestAnimationFrame(() => requestIdleCallback(() => resolve(undefined), { timeout: 2_000 }));
        }),
    );
}

/** @typedef {{ pending: number, last: number }} Traffic */

/**
 * Counts the requests of one resource type as they start and end.
 * @param {import('playwright-core').Page} page
 * @param {string} type `script`, `image`
 * @returns {Traffic}
 */
function trafficOf(page, type) {
  const traffic = { pending: 0, last: Date.now() };
  page.on('request', (request) => {
    if (request.resourceType() !== type) return;
    traffic.pending += 1;
    traffic.last = Date.now();
  });
  const done = (/** @type {import('playwright-core').Request} */ request) => {
    if (request.resourceType() !== type) return;
    traffic.pending -= 1;
    traffic.last = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return traffic;
}

/**
 * Resolves once no request of its kind has been asked for or is on its way for `QUIET_MS`.
 * @param {import('playwright-core').Page} page
 * @param {Traffic} traffic
 */
async function settled(page, traffic) {
  for (;;) {
    const quietFor = Date.now() - traffic.last;
    if (traffic.pending === 0 && quietFor >= QUIET_MS) return;
    await page.waitForTimeout(Math.max(50, QUIET_MS - quietFor));
  }
}

/**
 * The scripts a route loads before the visitor scrolls or touches anything,
 * and those it has loaded once the visitor has scrolled to the end, a screen at a time.
 * @param {import('playwright-core').Page} page a page at a phone's viewport
 * @param {string} url
 */
export async function scriptsOfRoute(page, url) {
  /** @type {string[]} */
  const scripts = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  const scriptTraffic = trafficOf(page, 'script');
  const imageTraffic = trafficOf(page, 'image');
  await page.goto(url, { waitUntil: 'load' });
  // Nothing here touches the page: no pointer, key or scroll reaches it before the first screen is weighed.
  await pageSettled(page, { hydrated: false });
  await settled(page, scriptTraffic);
  const firstScreen = [...scripts];
  // Untouched means the app's code never started: a page that hydrated by itself was touched, or started early.
  if ((await page.locator('html[data-hydrated]').count()) > 0)
    throw new Error(`${url} was taken over by the app before any scroll or touch: its first screen cannot be weighed`);
  // The pictures the browser has asked for by now (the first screen's, and the lazy ones within its
  // margin) have arrived; every picture asked for from here on stays on its way until the page is
  // weighed, as on a phone's link when the reader scrolls faster than pictures come. So a picture
  // still loading comes on screen in every run, never only in a slow one, and its set's placeholders
  // (decision 068) are weighed the same on any machine (decision 071).
  await settled(page, imageTraffic);
  /** @type {import('playwright-core').Route[]} */
  const held = [];
  await page.route('**/*', (route) =>
    route.request().resourceType() === 'image' ? void held.push(route) : route.fallback(),
  );
  // The visitor's first turn of the wheel starts the app's code (a page of one screen has no scroll to
  // start it); once it has taken the page over, the visitor reads on from the top, so every part comes near
  // the screen with the app running, as it does for a reader.
  await page.mouse.wheel(0, PHONE_VIEWPORT.height);
  await pageSettled(page, { hydrated: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  for (let step = 0; step < 100; step += 1) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
    });
    // A step's parts come near the screen; their code is asked for in the frames after.
    await page.waitForTimeout(100);
    if (atEnd) break;
  }
  await pageSettled(page, { hydrated: true });
  await settled(page, scriptTraffic);
  await page.unroute('**/*');
  await Promise.all(held.map((route) => route.abort().catch(() => undefined)));
  return { firstScreen, scrolled: [...new Set(scripts)] };
}

/**
 * Each script's gzip size from the build, and its split by source map.
 * @param {readonly string[]} urls
 * @param {Map<string, string>} distByOrigin an app's origin to its `dist` folder
 */
export function weigh(urls, distByOrigin) {
  const totals = { framework: 0, federation: 0, shared: 0, app: 0 };
  const files = [];
  for (const url of urls) {
    const { origin, pathname } = new URL(url);
    const dist = distByOrigin.get(origin);
    if (!dist) continue;
    const file = path.join(dist, pathname);
    const code = fs.readFileSync(file, 'utf8');
    const gzip = zlib.gzipSync(code, { level: 9 }).length;
    const mapFile = `${file}.map`;
    const raw = fs.existsSync(mapFile)
      ? attribute(code, JSON.parse(fs.readFileSync(mapFile, 'utf8')))
      : { framework: 0, federation: 0, shared: 0, app: code.length };
    const rawTotal = Object.values(raw).reduce((sum, value) => sum + value, 0) || 1;
    /** @type {Split} */
    const share = { framework: 0, federation: 0, shared: 0, app: 0 };
    for (const category of /** @type {Category[]} */ (Object.keys(totals))) {
      share[category] = Math.round((gzip * raw[category]) / rawTotal);
      totals[category] += share[category];
    }
    files.push({ url, gzip, ...share });
  }
  const total = Object.values(totals).reduce((sum, value) => sum + value, 0);
  return { totals, total, files };
}

/**
 * A route's weight: the split before any scroll or touch, and the total once scrolled to the end.
 * @param {import('playwright-core').Page} page a page at a phone's viewport
 * @param {string} baseURL the shell's origin
 * @param {string} route
 * @param {Map<string, string>} distByOrigin
 * @returns {Promise<RouteWeight>}
 */
export async function weighRoute(page, baseURL, route, distByOrigin) {
  const { firstScreen, scrolled } = await scriptsOfRoute(page, `${baseURL}${route}`);
  const afterLoad = (/** @type {string} */ url) =>
    [FIELD_CHUNK, LATE_CHUNK].some((chunk) => chunk.test(new URL(url).pathname));
  const ofPage = (/** @type {string[]} */ urls) => urls.filter((url) => !afterLoad(url));
  const first = weigh(ofPage(firstScreen), distByOrigin);
  const all = weigh(ofPage(scrolled), distByOrigin);
  const field = weigh(
    scrolled.filter((url) => FIELD_CHUNK.test(new URL(url).pathname)),
    distByOrigin,
  );
  const later = weigh(
    scrolled.filter((url) => LATE_CHUNK.test(new URL(url).pathname)),
    distByOrigin,
  );
  const before = new Set(firstScreen);
  return {
    route,
    scripts: first.files.length,
    totalGzip: first.total,
    ...first.totals,
    scrolledScripts: all.files.length,
    scrolledGzip: all.total,
    fieldGzip: field.total,
    laterGzip: later.total,
    files: [...all.files, ...field.files, ...later.files].map((file) => ({ ...file, waits: !before.has(file.url) })),
  };
}

/**
 * The routes over budgets/bundles.json (KiB, gzip): `total` before any scroll
 * or touch, `scrolled` after scrolling to the end, `field` the measuring chunk, `later` the late script.
 * @param {readonly RouteWeight[]} report
 * @param {Budgets} budgets
 */
export function overBudget(report, budgets) {
  const over = [];
  for (const row of report) {
    const budget = budgets[row.route];
    if (!budget) continue;
    const sizes = { total: row.totalGzip, scrolled: row.scrolledGzip, field: row.fieldGzip, later: row.laterGzip };
    for (const [key, limit] of Object.entries(budget)) {
      const actual = sizes[/** @type {keyof typeof sizes} */ (key)] / 1024;
      if (actual > limit) over.push(`${row.route} ${key}: ${actual.toFixed(1)} KiB > ${limit} KiB`);
    }
  }
  return over;
}
