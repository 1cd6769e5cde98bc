import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { copyOfBuild, rewriteBuild, startRemoteHost, startShellServer } from './servers';
import { expect, test } from './test';

/**
 * The mall in a visitor's pocket without signal (decision 045): the service
 * worker keeps the pages the visitor opened, and everything of a mall whose
 * home they opened; without a connection those pages open from the device,
 * a page never opened shows the offline page, and a release replaces what
 * was kept.
 */

/** The worker's answer once it has kept a mall (shell/src/service-worker/register.ts). */
interface Warmed {
  type: 'warmed' | 'failed';
  version?: string;
  bytes?: number;
  kept?: number;
  missed?: number;
  message?: string;
}

/** Waits for the worker the page registers, and for it to have kept `mall` (it keeps a mall once, whoever asks). */
async function keptForOffline(page: Page, mall: string): Promise<Warmed> {
  return page.evaluate(async (name) => {
    const registration = await navigator.serviceWorker.ready;
    const channel = new MessageChannel();
    const answer = new Promise<Warmed>((resolve) => {
      channel.port1.onmessage = (event: MessageEvent<Warmed>) => resolve(event.data);
    });
    registration.active?.postMessage({ type: 'warm', mall: name }, [channel.port2]);
    return answer;
  }, mall);
}

const MB = 1024 * 1024;

// The suite blocks the worker (playwright.config.ts); here it is what is tested.
test.use({ serviceWorkers: 'allow' });

test(
  'a mall whose home was opened opens without signal: directory, store page, plan and hours',
  { tag: '@phone' },
  async ({ page, context }, testInfo) => {
    test.setTimeout(90_000);
    await page.goto('/gfm43');
    const warmed = await keptForOffline(page, 'gfm43');
    expect(warmed).toMatchObject({ type: 'warmed', missed: 0 });
    expect(warmed.bytes).toBeLessThan(15 * MB);
    testInfo.annotations.push({ type: 'kept-mb', description: ((warmed.bytes ?? 0) / MB).toFixed(2) });

    await context.setOffline(true);
    try {
      // Each page is the worker's copy (it marks the copies it answers with), hydrated from the code it kept.
      await page.goto('/gfm43/all-brands');
      await expect(page.locator('html[data-offline-copy="/gfm43/all-brands"]')).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('link', { name: /Brew Theory/ }).first()).toBeVisible();

      // A store page, reached the way a visitor does from the directory: the app's own navigation.
      await page
        .getByRole('link', { name: /Brew Theory/ })
        .first()
        .click();
      await expect(page).toHaveURL(/\/gfm43\/brands\/brew-theory$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Brew Theory' })).toBeVisible();

      // Any store page, opened by its address: its plan and its hours, the hours line saying it may be out of date.
      await page.goto('/gfm43/brands/urban-threads');
      await expect(page.locator('html[data-offline-copy="/gfm43/brands/urban-threads"]')).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1, name: 'Urban Threads' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'On the floor plan' })).toBeVisible();
      await expect(
        page.locator('#store-plan ~ * svg, section[aria-labelledby="store-plan"] svg').first(),
      ).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Opening hours' })).toBeVisible();
      await expect(page.getByText('(offline: may be out of date)').first()).toBeVisible();

      // An address with a query the page was not kept with (a filter, a route `?from=`): the page kept
      // without it, drawn for the query by the app from the code it kept.
      await page.goto('/gfm43/all-brands?tag=beauty');
      await expect(page.locator('html[data-offline-copy="/gfm43/all-brands"]')).toHaveCount(1);
      await expect(page.getByRole('link', { name: /Lumière Salon/ }).first()).toBeVisible();
      await expect(page.getByRole('link', { name: /Brew Theory/ })).toHaveCount(0);

      // The mall's hours and how to get there.
      await page.goto('/gfm43/plan-your-visit');
      await expect(page.locator('html[data-offline-copy="/gfm43/plan-your-visit"]')).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
  },
);

test(
  'offline, a route to a shop is drawn from the kept page and code, step-free too',
  { tag: '@phone' },
  async ({ page, context }) => {
    test.setTimeout(90_000);
    await page.goto('/gfmpalam');
    expect(await keptForOffline(page, 'gfmpalam')).toMatchObject({ type: 'warmed', missed: 0 });
    await context.setOffline(true);
    try {
      // The store page was kept without a query; the app draws the route the address asks for (decision 044).
      const steps = page
        .getByRole('region', { name: 'Directions' })
        .getByRole('list', { name: 'Step by step' })
        .getByRole('listitem');
      await page.goto('/gfmpalam/shops/SF-67?from=gate-1');
      await expect(page.locator('html[data-offline-copy="/gfmpalam/shops/SF-67"]')).toHaveCount(1);
      await expect(steps.first()).toHaveText('Enter at Gate 1.');
      await expect(steps).toContainText(['Take the stairs up to the second floor.']);
      await page.goto('/gfmpalam/shops/SF-67?from=gate-1&step-free=1');
      await expect(steps.first()).toHaveText('Enter at Gate 1.');
      await expect(steps).toContainText([/^Take lift \d to the second floor\.$/]);
      expect((await steps.allTextContents()).join(' ')).not.toMatch(/stairs|escalator/i);
    } finally {
      await context.setOffline(false);
    }
  },
);

test(
  'a page never opened shows the offline page in the site’s frame, listing what is kept',
  { tag: '@desktop' },
  async ({ page, context }) => {
    test.setTimeout(90_000);
    await page.goto('/gfm43/brands/spice-route');
    // The worker is installed once the page is idle; it keeps the pages opened from then on.
    await page.evaluate(() => navigator.serviceWorker.ready);
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await page.goto('/gfm43/brands/brew-theory');

    await context.setOffline(true);
    try {
      await page.goto('/gfmpalam/contact-us');
      await expect(page).toHaveURL(/\/offline\?page=%2Fgfmpalam%2Fcontact-us$/);
      await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      const kept = page.getByRole('region', { name: 'Available offline' });
      await expect(kept.getByRole('link', { name: /^Brew Theory/ })).toHaveAttribute(
        'href',
        '/gfm43/brands/brew-theory',
      );
      await expectNoAxeViolations(page);
      // A kept page is one tap away.
      await kept.getByRole('link', { name: /^Brew Theory/ }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Brew Theory' })).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
  },
);

test(
  'offline, the enquiry form says it could not send and keeps what was typed',
  { tag: '@desktop' },
  async ({ page, context }) => {
    await page.goto('/gfm43/contact-us');
    await page.getByLabel('Name').fill('Offline Visitor');
    await page.getByLabel('Phone').fill('98765 43210');
    await page.getByLabel('E-mail').fill('offline@example.com');
    await page.getByLabel('Message').fill('Written on the metro.');
    await context.setOffline(true);
    try {
      await page.getByRole('button', { name: 'Send enquiry' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'not sent' })).toContainText(
        'Your enquiry was not sent: This device is offline.',
      );
      await expect(page.getByLabel('Name')).toHaveValue('Offline Visitor');
      await expect(page.getByLabel('Message')).toHaveValue('Written on the metro.');
    } finally {
      await context.setOffline(false);
    }
  },
);

test('the manifest names the brand’s icons, and every page links it', { tag: '@desktop' }, async ({ page }) => {
  await page.goto('/gfm43');
  await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await expect(page.locator('head meta[name="theme-color"]')).toHaveAttribute('content', '#5b1a63');
  const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as {
    icons: { src: string; sizes: string; purpose: string }[];
    start_url: string;
  };
  expect(manifest.start_url).toBe('/');
  expect(manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of manifest.icons) {
    const response = await page.request.get(icon.src);
    expect(response.headers()['content-type']).toBe('image/png');
  }
});

test(
  'a release replaces what the worker kept: the new worker drops the old cache and keeps the new release',
  { tag: '@desktop' },
  async ({ page, context }) => {
    test.setTimeout(150_000);
    const folder = copyOfBuild('remote-gfm43');
    const remote = await startRemoteHost('remote-gfm43', folder, 3125);
    const server = await startShellServer(3124, { REMOTE_GFM43_URL: `${remote.origin}/remoteEntry.js` });
    try {
      await page.goto(`${server.origin}/gfm43`);
      const before = await keptForOffline(page, 'gfm43');
      expect(before).toMatchObject({ type: 'warmed', missed: 0 });

      // The mall team releases a new build: the worker's script at /sw.js names the new release.
      rewriteBuild(folder, (source) => source.replaceAll('Brew Theory', 'Brew Theory Reborn'));
      await expect
        .poll(
          async () =>
            (await (await page.request.get(`${server.origin}/gfm43/all-brands`)).text()).includes('Brew Theory Reborn'),
          { timeout: 60_000, intervals: [500] },
        )
        .toBe(true);
      // The browser's update check (on a navigation, or asked for as here) installs the new worker.
      await expect
        .poll(
          async () => {
            await page.evaluate(async () => (await navigator.serviceWorker.ready).update().catch(() => undefined));
            return (await keptForOffline(page, 'gfm43')).version;
          },
          { timeout: 60_000, intervals: [1000] },
        )
        .not.toBe(before.version);
      const after = await keptForOffline(page, 'gfm43');
      expect(after).toMatchObject({ type: 'warmed', missed: 0 });
      expect(await page.evaluate(() => caches.keys())).toEqual([`gfm-offline-${after.version}`]);

      await context.setOffline(true);
      const response = await page.goto(`${server.origin}/gfm43/all-brands`, { waitUntil: 'commit' });
      const html = (await response?.text()) ?? '';
      expect(html).toContain('data-offline-copy="/gfm43/all-brands"');
      expect(html).toContain('Brew Theory Reborn');
    } finally {
      await context.setOffline(false);
      await server.stop();
      await remote.stop();
    }
  },
);
