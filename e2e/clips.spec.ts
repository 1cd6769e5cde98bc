import { expect, test } from './test';
import { chromiumLaunchOptions } from './support/chromium.mjs';

/**
 * Sector 43's clips wait for the visitor to come near them. How near a lazy
 * picture must come before Chromium fetches it depends on the connection the
 * browser estimates: 1,250 px ahead on 4G, 2,500 px on 3G, further on slower
 * ones. The headless shell the other tests use (decision 064) fetches far
 * ahead whatever it is told, so this runs in the whole browser, as the
 * benches do; and a loaded machine made the whole browser's estimate vary
 * from run to run (the clips' poster came early in a CI trial), so it is told
 * the connection a phone on 4G has.
 */
test.use({
  launchOptions: {
    ...chromiumLaunchOptions,
    args: [...chromiumLaunchOptions.args, '--force-effective-connection-type=4G'],
  },
});

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
