import { expect, test } from './test';
import { recordPageErrors, recordRequests, REMOTE_ORIGINS } from './support';
import { withDevServers } from './dev-servers';
import { expectRefreshInPlace } from './fast-refresh';

/**
 * A developer runs one remote alone with the README's command
 * (`npm start -w remote-gfm43`): its webpack dev server, not the production
 * build that composition.spec.ts opens on the remotes' static hosts. The
 * command runs as written, on a port of the test's own (`PORT_REMOTE_*`),
 * since `npm run serve` holds 3001–3003 while the tests run; each page is
 * checked to take nothing from those.
 */
const NOT_FOUND = 'oops! Page not found';

type Remote = 'remote-gfm43' | 'remote-gfmpalam' | 'remote-blog';

/** Runs `npm start -w <remote>` on `port` (e2e/dev-servers.ts), lets `visit` use it, and stops it. */
const withDevServer = (
  remote: Exclude<Remote, 'remote-gfm43'>,
  port: number,
  visit: (origin: string) => Promise<void>,
) => withDevServers(['start', '-w', remote], { [remote]: port }, (origins) => visit(origins[remote] ?? ''));

/** Requests to the production servers `npm run serve` runs beside the dev server. */
const toProductionRemotes = (urls: string[]) =>
  urls.filter((url) => Object.values(REMOTE_ORIGINS).some((origin) => url.startsWith(origin)));

test.describe('one remote alone, as the README starts it', { tag: '@desktop' }, () => {
  // The first compile of a dev server takes 10–15 s alone on two cores, longer beside the other tests.
  test.describe.configure({ timeout: 240_000 });

  // One run of `npm start -- shell remote-gfm43` serves Sector 43's remote alone and the shell that composes it:
  // a dev server's first compile is the cost of these tests (decision 064), so the remote's is shared.
  test('npm start -- shell remote-gfm43: the remote alone (its home, a page, its 404 page, the blog note), and Fast Refresh alone and in the shell', async ({
    page,
    context,
  }) => {
    await withDevServers(
      ['start', '--', 'shell', 'remote-gfm43'],
      { shell: 3310, 'remote-gfm43': 3311 },
      async (origins) => {
        const origin = origins['remote-gfm43'] ?? '';
        const requests = recordRequests(page);
        const errors = recordPageErrors(page);
        await page.goto(`${origin}/`);
        await expect(page).toHaveURL(`${origin}/gfm43`);
        await expect(page.getByRole('heading', { level: 1, name: 'The Global Mall of All Your Needs' })).toBeVisible();

        await page.goto(`${origin}/gfm43/automotive`);
        await expect(page.getByRole('heading', { level: 1, name: 'Automotive' })).toBeVisible();

        await page.goto(`${origin}/gfm43/no-such-page`);
        await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND })).toBeVisible();

        await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blogs' }).click();
        await expect(page).toHaveURL(`${origin}/gfm43/blogs`);
        await expect(page.getByText('This mall is running on its own.')).toBeVisible();
        await expect(page.getByRole('link', { name: 'open this page in remote-blog' })).toHaveAttribute(
          'href',
          `${REMOTE_ORIGINS.blog}/gfm43/blogs`,
        );

        // The mall's pictures come from the dev server itself, not from the production host on 3001.
        expect(requests.some((request) => request.url().startsWith(`${origin}/media/`))).toBe(true);
        expect(toProductionRemotes(requests.map((request) => request.url()))).toEqual([]);
        expect(errors).toEqual([]);

        // A component the developer saves changes in place (e2e/fast-refresh.ts), on the remote's own page and
        // in the shell (the services and the other remotes are those `npm run serve` runs for the tests).
        const composed = await context.newPage();
        const composedRequests = recordRequests(composed);
        await expectRefreshInPlace([
          { page, url: `${origin}/gfm43/automotive` },
          { page: composed, url: `${origins.shell}/gfm43/automotive` },
        ]);
        // The mall came from its dev server, not from the production host on 3001.
        expect(composedRequests.some((request) => request.url().startsWith(`${origin}/remoteEntry.js`))).toBe(true);
      },
    );
  });

  test('npm start -w remote-gfmpalam: its home, a page, its 404 page and the blog note', async ({ page }) => {
    await withDevServer('remote-gfmpalam', 3202, async (origin) => {
      const requests = recordRequests(page);
      const errors = recordPageErrors(page);
      await page.goto(`${origin}/`);
      await expect(page).toHaveURL(`${origin}/gfmpalam`);
      await expect(page.getByRole('heading', { level: 1, name: 'The Mall Of Your Dreams' })).toBeVisible();

      await page.goto(`${origin}/gfmpalam/fitness`);
      await expect(page.getByRole('heading', { level: 1, name: 'Fitness' })).toBeVisible();

      await page.goto(`${origin}/gfmpalam/no-such-page`);
      await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND })).toBeVisible();

      await page.getByRole('contentinfo').getByRole('link', { name: 'Blogs' }).click();
      await expect(page).toHaveURL(`${origin}/gfmpalam/blogs`);
      await expect(page.getByText('This mall is running on its own.')).toBeVisible();
      await expect(page.getByRole('link', { name: 'open this page in remote-blog' })).toHaveAttribute(
        'href',
        `${REMOTE_ORIGINS.blog}/gfmpalam/blogs`,
      );

      expect(requests.some((request) => request.url().startsWith(`${origin}/media/`))).toBe(true);
      expect(toProductionRemotes(requests.map((request) => request.url()))).toEqual([]);
      expect(errors).toEqual([]);
    });
  });

  test('npm start -w remote-blog: both malls’ lists, a post and its 404 page', async ({ page }) => {
    await withDevServer('remote-blog', 3203, async (origin) => {
      const requests = recordRequests(page);
      const errors = recordPageErrors(page);
      await page.goto(`${origin}/`);
      await expect(page).toHaveURL(`${origin}/gfm43/blogs`);
      await expect(page.getByRole('heading', { level: 3, name: 'Diwali Mega Sale at Sector 43' })).toBeVisible();

      await page.goto(`${origin}/gfmpalam/blogs`);
      await expect(
        page.getByRole('heading', { level: 3, name: 'Mega sale at Palam Vihar: up to 60% off' }),
      ).toBeVisible();
      await page.getByRole('link', { name: /^Read More\W+Mega sale at Palam Vihar: up to 60% off$/ }).click();
      await expect(page).toHaveURL(new RegExp(`^${origin}/gfmpalam/blog/`));
      await expect(
        page.getByRole('heading', { level: 1, name: 'Mega sale at Palam Vihar: up to 60% off' }),
      ).toBeVisible();

      await page.goto(`${origin}/gfm43/no-such-page`);
      await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND })).toBeVisible();

      expect(toProductionRemotes(requests.map((request) => request.url()))).toEqual([]);
      expect(errors).toEqual([]);
    });
  });
});
