import { expect, test, waitForLivePage } from './test';
import { expectLayoutShiftBelow, recordConsoleErrors, recordRequests, trackLayoutShifts } from './support';

/**
 * The app's code waits for the visitor's first engagement (decision 070): untouched, a page loads
 * boot.js and, after its load, the measuring chunk and the late script (decision 078), and its view is still counted; what the visitor
 * did in the server's page before the code came is what the app starts from.
 */

/** The page's scripts by path (the remotes' included). */
const scriptPaths = (requests: ReturnType<typeof recordRequests>) =>
  requests.filter((request) => request.resourceType() === 'script').map((request) => new URL(request.url()).pathname);

test('@desktop untouched, a page loads boot.js, then the measuring chunk and the late script only, and its view is counted', async ({
  page,
}) => {
  const requests = recordRequests(page);
  await page.goto('/gfmpalam', { waitUntil: 'commit' });
  await expect(page.locator('html[data-field-beacon]')).toHaveCount(1);
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2_000 })));
  expect(scriptPaths(requests)).toEqual([
    '/boot/boot.js',
    expect.stringMatching(/^\/boot\/field-beacon\.\w+\.js$/),
    expect.stringMatching(/^\/boot\/after-load\.\w+\.js$/),
  ]);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);

  const beacon = page.waitForRequest('**/api/vitals');
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  const sent = (await beacon).postDataJSON() as Record<string, unknown>;
  expect(sent).toMatchObject({ v: 1, route: 'gfmpalam/home' });

  // A mouse that moves starts the app, with the integrity the page named.
  await waitForLivePage(page);
  expect(scriptPaths(requests)).toContain('/main.js');
});

test('@desktop words typed before the app came are kept, filtered and in focus after', async ({ page }) => {
  const errors = recordConsoleErrors(page);
  await trackLayoutShifts(page);
  await page.goto('/gfmpalam/all-brands', { waitUntil: 'commit' });
  await page.waitForLoadState('load');
  // The visitor's first act is to type into the directory's search: focus starts the app's code.
  const box = page.getByRole('searchbox', { name: 'Search shops' });
  await box.focus();
  await page.keyboard.type('studio');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1, { timeout: 15_000 });
  // The directory's part hydrates once its code has come (decision 068), after the document's mark.
  await expect(page).toHaveURL('/gfmpalam/all-brands?q=studio', { timeout: 15_000 });
  await expect(page.getByRole('status').filter({ hasText: 'shops match' })).toHaveText(/^\d+ of \d+ shops match$/);
  await expect(box).toHaveValue('studio');
  await expect(box).toBeFocused();

  // On another page, the site's search: the words are the app's, and their matches are listed.
  await page.goto('/gfm43', { waitUntil: 'commit' });
  await page.waitForLoadState('load');
  const search = page.getByRole('combobox', { name: 'Search shops and brands' });
  await search.focus();
  await page.keyboard.type('glam studoi');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1, { timeout: 15_000 });
  await expect(page.getByRole('option').first()).toContainText('Glam Studio');
  await expect(search).toHaveValue('glam studoi');
  await expect(search).toBeFocused();
  expect(errors, 'no hydration error nor any other').toEqual([]);
  await expectLayoutShiftBelow(page, 0.01);
});

test('@phone the menu opened in the server page stays open when the app takes it over', async ({ page }) => {
  const errors = recordConsoleErrors(page);
  await page.goto('/gfm43', { waitUntil: 'commit' });
  await page.waitForLoadState('load');
  const button = page.getByRole('banner').getByRole('button', { name: /menu/i });
  await button.tap();
  const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Automotive' });
  await expect(link).toBeVisible();
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1, { timeout: 15_000 });
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(link).toBeVisible();
  expect(errors, 'no hydration error nor any other').toEqual([]);
});
