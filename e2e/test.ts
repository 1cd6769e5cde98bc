import { expect, test as base, type Page } from '@playwright/test';

export { expect };

/**
 * A mall page arrives drawn by the server and inert, and the live page takes
 * its place a moment later (decision 016). A visitor's clicks wait for the
 * live page; so do the tests: `page.goto` returns once the drawn page has
 * been replaced, unless it was asked to return at `commit`, for tests that
 * look at the page before that.
 */
export const test = base.extend({
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (options?.waitUntil !== 'commit') await waitForLivePage(page);
      return response;
    };
    await provide(page);
  },
});

/** The server's drawn page, if there was one, has been replaced by the live page or the remote's fallback. */
export async function waitForLivePage(page: Page): Promise<void> {
  await expect(page.locator('#root[data-first-screen]')).toHaveCount(0, { timeout: 15_000 });
}
