// @ts-check
/**
 * npm run audit — Lighthouse (mobile and desktop presets) over every route of
 * both malls, the landing page and a blog post, on the production build
 * (`npm run serve`, started here if nothing answers on :3000). Prints a table
 * per preset, writes reports/lighthouse.json, and fails when a route falls
 * below budgets/lighthouse.json.
 *
 *   node scripts/audit.mjs [--preset mobile|desktop] [/route ...]
 */
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { ensureServing } from './lib/ensure-serving.mjs';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { rootDir } from './lib/apps.mjs';
import { STATIC_ROUTES } from './lib/sitemap.mjs';

const args = process.argv.slice(2);
const presetIndex = args.indexOf('--preset');
const presets = presetIndex === -1 ? ['mobile', 'desktop'] : [args[presetIndex + 1] ?? 'mobile'];
const routeArgs = args.filter((arg) => arg.startsWith('/'));
const routes = routeArgs.length ? routeArgs : [...STATIC_ROUTES.filter((route) => !route.endsWith('/toyota')), '/gfm43/blog/coffee-trail'];
const budgets = JSON.parse(fs.readFileSync(path.join(rootDir, 'budgets/lighthouse.json'), 'utf8'));

const stopServing = await ensureServing({ services: true });

const launchChrome = () =>
  chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });

const report = [];
let failed = false;
/** @type {Awaited<ReturnType<typeof launchChrome>> | undefined} */
let chrome;
try {
  for (const preset of presets) {
    // A fresh browser per preset: reusing one after the mobile run once gave the desktop run an empty trace.
    chrome?.kill();
    chrome = await launchChrome();
    const rows = [];
    for (const route of routes) {
      const result = await lighthouse(
        `http://localhost:3000${route}`,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] },
        preset === 'desktop' ? desktopConfig : undefined,
      );
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse gave no result for ${route}`);
      if (lhr.runtimeError) console.error(`${preset} ${route}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      const score = (/** @type {string} */ id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const row = {
        route,
        performance: score('performance'),
        accessibility: score('accessibility'),
        'best-practices': score('best-practices'),
        seo: score('seo'),
        'LCP (ms)': Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
        CLS: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
        'TBT (ms)': Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
      };
      const budget = budgets[preset];
      /** @type {Record<string, number>} */
      const scores = { performance: row.performance, accessibility: row.accessibility, 'best-practices': row['best-practices'], seo: row.seo };
      const misses = Object.keys(scores)
        .filter((category) => (scores[category] ?? 0) < budget[category])
        .concat(row.CLS > budget.cls ? ['cls'] : []);
      const failedAudits = Object.values(lhr.audits)
        .filter((audit) => audit.score !== null && audit.score < 1 && ['accessibility', 'best-practices', 'seo'].some((category) => lhr.categories[category]?.auditRefs.some((ref) => ref.id === audit.id && ref.weight > 0)))
        .map((audit) => audit.id);
      if (misses.length) failed = true;
      rows.push({ ...row, 'below budget': misses.join(' ') || '-' });
      report.push({ preset, ...row, misses, failedAudits, benchmarkIndex: lhr.environment.benchmarkIndex });
    }
    console.log(`\nLighthouse, ${preset} preset`);
    console.table(rows);
  }
} finally {
  chrome?.kill();
  stopServing();
}
fs.mkdirSync(path.join(rootDir, 'reports'), { recursive: true });
fs.writeFileSync(path.join(rootDir, 'reports/lighthouse.json'), JSON.stringify(report, null, 2));
console.log('Written: reports/lighthouse.json');
if (failed) {
  console.error('Some routes are below budgets/lighthouse.json.');
  process.exit(1);
}
