// @ts-check
/**
 * First-load JavaScript per route, as a phone downloads it from the
 * production build (e2e/support/bundle-weight.mjs): gzip, split into
 * framework, Module Federation runtime, shared package and app code by the
 * source maps, before the visitor scrolls or touches anything, and the total
 * once scrolled to the end; apart, the chunk that measures the visit, asked
 * for after the page's load when the browser is idle (decision 067).
 *
 *   npm run build && npm run report:bundles [-- /route ...]
 *
 * (`npm run` runs it under tsx: the app list it reads is TypeScript, so plain
 * `node` fails with ERR_UNKNOWN_FILE_EXTENSION.) Starts `npm run serve`
 * (without the services) when nothing answers on :3000. Writes
 * reports/bundles.json; with --budget (npm run report:bundles passes it) fails
 * when a route is over budgets/bundles.json. `npm test` checks the same
 * budgets in e2e/bundle-budget.spec.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { testLaunchOptions } from '../e2e/support/chromium.mjs';
import { ensureServing } from './lib/ensure-serving.mjs';
import { apps, portOf, rootDir } from './lib/apps.mjs';
import { BUDGET_ROUTES, overBudget, PHONE_VIEWPORT, weighRoute } from '../e2e/support/bundle-weight.mjs';

const routes = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
if (routes.length === 0) routes.push(...BUDGET_ROUTES);

const stopServing = await ensureServing({ services: false });

const distByOrigin = new Map(
  apps.map((app) => [`http://localhost:${portOf(app)}`, path.join(rootDir, app.dir, 'dist')]),
);

const browser = await chromium.launch(testLaunchOptions);

/** @type {import('../e2e/support/bundle-weight.mjs').RouteWeight[]} */
const report = [];
try {
  for (const route of routes) {
    const page = await browser.newPage({ viewport: PHONE_VIEWPORT });
    report.push(await weighRoute(page, 'http://localhost:3000', route, distByOrigin));
    await page.close();
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
    'before scroll or touch': kb(row.totalGzip),
    'scrolled to the end': kb(row.scrolledGzip),
    'measuring, after load': kb(row.fieldGzip),
    'late script, after load': kb(row.laterGzip),
  })),
);
fs.mkdirSync(path.join(rootDir, 'reports'), { recursive: true });
fs.writeFileSync(path.join(rootDir, 'reports/bundles.json'), JSON.stringify(report, null, 2));
console.log('Written: reports/bundles.json');

// --budget: fail when a route's JavaScript grows past budgets/bundles.json (KiB, gzip).
if (process.argv.includes('--budget')) {
  /** @type {import('../e2e/support/bundle-weight.mjs').Budgets} */
  const budgets = JSON.parse(fs.readFileSync(path.join(rootDir, 'budgets/bundles.json'), 'utf8'));
  const over = overBudget(report, budgets);
  if (over.length) {
    console.error(`Over the bundle budget:\n${over.join('\n')}`);
    process.exit(1);
  }
  console.log('Every route is within budgets/bundles.json.');
}
