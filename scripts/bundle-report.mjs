// @ts-check
/**
 * First-load JavaScript per route, as a visitor's browser downloads it from
 * the production build: each script the page loads, gzip-compressed, split
 * into framework (React, React DOM, React Router), Module Federation runtime,
 * shared package and app code, by the source maps.
 *
 *   npm run build && node scripts/bundle-report.mjs [/route ...]
 *
 * Starts `npm run serve` (without the services) when nothing answers on :3000.
 * Writes reports/bundles.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { testLaunchOptions } from './lib/chromium.mjs';
import { ensureServing } from './lib/ensure-serving.mjs';
import { SourceMapConsumer } from 'source-map-js';
import { apps, portOf, rootDir } from './lib/apps.mjs';

const routes = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
if (routes.length === 0)
  routes.push(
    '/',
    '/gfm43',
    '/gfm43/food-and-drinks',
    '/gfmpalam',
    '/gfmpalam/all-brands',
    '/gfm43/blogs',
    '/gfmpalam/blog/music-nights',
  );

/** @param {string} source */
function categoryOf(source) {
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
 * @returns {Record<'framework' | 'federation' | 'shared' | 'app', number>}
 */
function attribute(code, map) {
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

const stopServing = await ensureServing({ services: false });

const distByOrigin = new Map(
  apps.map((app) => [`http://localhost:${portOf(app)}`, path.join(rootDir, app.dir, 'dist')]),
);

const browser = await chromium.launch(testLaunchOptions);

const report = [];
try {
  for (const route of routes) {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    /** @type {string[]} */
    const scripts = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(`http://localhost:3000${route}`, { waitUntil: 'networkidle' });
    await page.close();

    const totals = { framework: 0, federation: 0, shared: 0, app: 0 };
    const files = [];
    for (const url of scripts) {
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
      /** @type {Record<string, number>} */
      const share = {};
      for (const [category, value] of Object.entries(raw)) {
        share[category] = Math.round((gzip * value) / rawTotal);
        totals[/** @type {keyof typeof totals} */ (category)] += share[category];
      }
      files.push({ url, gzip, ...share });
    }
    const total = Object.values(totals).reduce((sum, value) => sum + value, 0);
    report.push({ route, scripts: files.length, totalGzip: total, ...totals, files });
  }
} finally {
  await browser.close();
  stopServing();
}

const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.table(
  report.map((row) => ({
    route: row.route,
    scripts: row.scripts,
    framework: kb(row.framework),
    'federation runtime': kb(row.federation),
    shared: kb(row.shared),
    app: kb(row.app),
    'total (gzip)': kb(row.totalGzip),
  })),
);
fs.mkdirSync(path.join(rootDir, 'reports'), { recursive: true });
fs.writeFileSync(path.join(rootDir, 'reports/bundles.json'), JSON.stringify(report, null, 2));
console.log('Written: reports/bundles.json');

// --budget: fail when a route's first-load JavaScript grows past budgets/bundles.json (KiB, gzip).
if (process.argv.includes('--budget')) {
  /** @type {Record<string, { total: number, framework: number, federation: number, shared: number, app: number }>} */
  const budgets = JSON.parse(fs.readFileSync(path.join(rootDir, 'budgets/bundles.json'), 'utf8'));
  const over = [];
  for (const row of report) {
    const budget = budgets[row.route];
    if (!budget) continue;
    for (const [key, limit] of Object.entries(budget)) {
      /** @type {Record<string, number>} */
      const sizes = {
        total: row.totalGzip,
        framework: row.framework,
        federation: row.federation,
        shared: row.shared,
        app: row.app,
      };
      const actual = (sizes[key] ?? 0) / 1024;
      if (actual > limit) over.push(`${row.route} ${key}: ${actual.toFixed(1)} KiB > ${limit} KiB`);
    }
  }
  if (over.length) {
    console.error(`Over the bundle budget:\n${over.join('\n')}`);
    process.exit(1);
  }
  console.log('Every route is within budgets/bundles.json.');
}
