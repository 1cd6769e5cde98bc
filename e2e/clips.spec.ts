import { expect, test } from './test';
import { chromiumLaunchOptions } from '../scripts/lib/chromium.mjs';

/**
 * Sector 43's clips wait for the visitor to come near them. How near a lazy
 * picture must come before Chromium fetches it depends on the connection the
 * browser estimates: the headless shell the other tests use (decision 064) has
 * no estimate and, like a browser with no network, fetches far ahead. What a
 * visitor's browser does is proved in the whole browser, as the benches run it.
 */
test.use({ launchOptions: chromiumLaunchOptions });

test('entertainment videos play muted on screen and pause with their control', async ({ page }) => {
  await page.goto('/gfm43');
  const section = page.getByRole('region', { name: 'Entertainment For All' });
  const first = section.locator('video').first();
  // Far below the first screen, a clip has only its poster, not fetched yet: both come as the visitor nears it.
  const poster = section.locator('img').first();
  await expect(poster).toHaveAttribute('src', /poster/);
  expect(await poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(false);
  await expect(first).not.toHaveAttribute('src');
  await section.scrollIntoViewIfNeeded();
  await expect.poll(() => poster.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(first).toHaveAttribute('src', /\.(webm|mp4)$/);
  await expect
    .poll(() => first.evaluate((video: HTMLVideoElement) => !video.paused && video.muted && video.loop))
    .toBe(true);
  await section
    .getByRole('button', { name: /^Pause video/ })
    .first()
    .click();
  await expect.poll(() => first.evaluate((video: HTMLVideoElement) => video.paused)).toBe(true);
});
