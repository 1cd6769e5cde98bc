// @ts-check
/**
 * Media bytes a visitor downloads on a route, on a phone-wide (390 px) and a
 * desktop-wide (1440 px) window, from the production build.
 *
 *   npm run build && node scripts/media-report.mjs [/route ...]
 *
 * Needs `npm run serve` (or starts it without the services).
 */
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../e2e/support/chromium.mjs';
import { ensureServing } from './lib/ensure-serving.mjs';

const routes = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
if (routes.length === 0) routes.push('/');

const stopServing = await ensureServing({ services: false });

const browser = await chromium.launch(chromiumLaunchOptions);
const rows = [];
try {
  for (const route of routes) {
    for (const width of [390, 1440]) {
      const page = await browser.newPage({ viewport: { width, height: width < 500 ? 844 : 900 } });
      /** @type {Promise<{ url: string, bytes: number }>[]} */
      const pending = [];
      page.on('response', (response) => {
        const type = response.request().resourceType();
        if (type === 'image' || type === 'media') {
          pending.push(
            response.body().then(
              (body) => ({ url: response.url(), bytes: body.length }),
              () => ({ url: response.url(), bytes: 0 }),
            ),
          );
        }
      });
      await page.goto(`http://localhost:3000${route}`, { waitUntil: 'networkidle' });
      const media = await Promise.all(pending);
      rows.push({
        route,
        width,
        files: media.length,
        'bytes (KiB)': (media.reduce((sum, item) => sum + item.bytes, 0) / 1024).toFixed(1),
        largest:
          media
            .sort((a, b) => b.bytes - a.bytes)[0]
            ?.url.split('/')
            .pop() ?? '-',
      });
      await page.close();
    }
  }
} finally {
  await browser.close();
  stopServing();
}
console.table(rows);
