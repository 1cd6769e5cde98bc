import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { REMOTE_ORIGINS } from './support';
import { BUDGET_ROUTES, overBudget, PHONE_VIEWPORT, weighRoute, type Budgets } from './support/bundle-weight.mjs';

const rootDir = path.resolve(__dirname, '..');

/**
 * The JavaScript budgets (budgets/bundles.json, decision 062) kept by `npm test`: each route's
 * scripts before the visitor scrolls or touches anything, and once scrolled to the end, on the
 * production build the suite's server serves, measured as `npm run report:bundles` measures them.
 * A change that adds weight fails here until the same commit raises the budget and says why.
 */
test('@desktop every route is within its JavaScript budget, before any scroll and scrolled to the end', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const budgets = JSON.parse(fs.readFileSync(path.join(rootDir, 'budgets/bundles.json'), 'utf8')) as Budgets;
  expect(Object.keys(budgets).sort()).toEqual([...BUDGET_ROUTES].sort());
  const distByOrigin = new Map([
    ['http://localhost:3000', path.join(rootDir, 'shell/dist')],
    [REMOTE_ORIGINS.gfm43, path.join(rootDir, 'remote-gfm43/dist')],
    [REMOTE_ORIGINS.gfmpalam, path.join(rootDir, 'remote-gfmpalam/dist')],
    [REMOTE_ORIGINS.blog, path.join(rootDir, 'remote-blog/dist')],
  ]);
  const context = await browser.newContext({ viewport: PHONE_VIEWPORT, serviceWorkers: 'block' });
  const report = [];
  for (const route of BUDGET_ROUTES) {
    const page = await context.newPage();
    report.push(await weighRoute(page, baseURL ?? 'http://localhost:3000', route, distByOrigin));
    await page.close();
  }
  await context.close();
  const over = overBudget(report, budgets);
  // What each route over its budget loaded, so a failure in CI says which script came.
  const loaded = report
    .filter((row) => over.some((line) => line.startsWith(`${row.route} `)))
    .map((row) => `${row.route}: ${row.files.map((file) => `${new URL(file.url).pathname} ${file.gzip}`).join(', ')}`);
  expect(over, `routes over budgets/bundles.json\n${loaded.join('\n')}`).toEqual([]);
});
