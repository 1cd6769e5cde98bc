import { expect, test } from './test';

/**
 * What a visitor gets from the server's HTML alone, before or without the
 * app's code (decision 035).
 */
test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test(
    'the open-now line is in the server’s HTML, for the moment it was rendered',
    { tag: '@phone' },
    async ({ page }) => {
      await page.goto('/gfm43');
      const strip = page.getByRole('region', { name: 'Visiting today' });
      await expect(strip.locator('p').first()).toHaveText(
        /^(Open now · closes \d+(:\d\d)? [AP]M|Closes in \d+ min|Closed · opens .+)$/,
      );
      await page.goto('/gfmpalam/shops/SF-05');
      await expect(
        page
          .locator('main')
          .getByText(/^(Open now|Closes in|Closed)/)
          .first(),
      ).toBeVisible();
    },
  );
});

test.describe('on a slow phone', { tag: '@phone' }, () => {
  test('the first tap on the menu opens it, however early', async ({ page, context }) => {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto('/gfm43', { waitUntil: 'commit' });
    const button = page.getByRole('banner').getByRole('button', { name: /menu/i });
    await button.waitFor({ state: 'visible' });
    const hydratedBeforeTap = await page.locator('html[data-hydrated]').count();
    await button.tap();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Automotive' })).toBeVisible({
      timeout: 1000,
    });
    // The tap came before the app's code had taken the page over: the platform opened the menu.
    expect(hydratedBeforeTap).toBe(0);
  });
});
