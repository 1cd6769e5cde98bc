import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startShellServer, type RunningServer } from './servers';
import { expect, test } from './test';

/**
 * A mall's pages with a WordPress that has never answered (decision 077):
 * no copy of the offers, events and hours changes at all, so each page
 * renders without them, whole and with status 200, never an error page.
 * WordPress is a tiny server of the test's own: refusing, answering 500, a
 * page that is not JSON, or nothing at all.
 */
type Mode = 'error' | 'not-json' | 'hang';

async function startWordPress(mode: Mode): Promise<{ origin: string; stop: () => Promise<void> }> {
  const server = http.createServer((_request, response) => {
    if (mode === 'hang') return;
    if (mode === 'error') response.writeHead(500, { 'Content-Type': 'text/html' }).end('<h1>Error</h1>');
    else
      response.writeHead(200, { 'Content-Type': 'text/html' }).end('<html>Briefly unavailable for maintenance</html>');
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  return {
    origin: `http://localhost:${(server.address() as AddressInfo).port}`,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

test.describe('a WordPress that never answered', { tag: '@phone' }, () => {
  test.use({ javaScriptEnabled: false });

  for (const mode of ['error', 'not-json', 'hang'] as const) {
    test(`(${mode}): the mall's pages render whole without the content, never an error page`, async ({ page }) => {
      const wordPress = await startWordPress(mode);
      let shell: RunningServer | undefined;
      try {
        shell = await startShellServer(3130 + test.info().workerIndex, { BLOG_API_URL: `${wordPress.origin}/wp-json` });
        const whatsOn = await page.goto(`${shell.origin}/gfmpalam/whats-on`);
        expect(whatsOn?.status()).toBe(200);
        await expect(page.getByRole('heading', { level: 1, name: 'What’s on' })).toBeVisible();
        // Said in a status of its own (the header's search has another, empty until it is used).
        await expect(
          page.getByRole('status').filter({ hasText: 'offers and events cannot be shown just now' }),
        ).toBeVisible();
        await expect(page.getByRole('contentinfo')).toBeVisible();

        // The home page keeps its own banners in the carousel, and its hours (the week's) in the strip.
        const home = await page.goto(`${shell.origin}/gfmpalam`);
        expect(home?.status()).toBe(200);
        await expect(page.getByRole('group', { name: 'Offers' }).getByRole('img')).toHaveCount(5);
        await expect(page.getByRole('region', { name: 'Visiting today' })).toContainText('10 AM');

        for (const path of ['/gfm43/plan-your-visit', '/gfmpalam/shops/TF-24', '/gfm43/automotive/mercedes']) {
          const answer = await page.goto(`${shell.origin}${path}`);
          expect(answer?.status(), path).toBe(200);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        }
      } finally {
        await shell?.stop();
        await wordPress.stop();
      }
    });
  }
});
