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
    // Every page of every test runs under the production server's Content Security Policy, and a
    // test fails if the browser reports that the policy refused anything.
    const refused: string[] = [];
    await page.exposeFunction('__reportPolicyViolation', (line: string) => refused.push(line));
    await page.addInitScript(() => {
      const state = window as unknown as { __reportPolicyViolation: (line: string) => void; __axeRunning?: boolean };
      document.addEventListener('securitypolicyviolation', (event) => {
        // axe-core reads the page's CSS by building style elements in a document of its own, from a
        // script without a file (injected by the test); Chrome reports those against the page's
        // policy, though nothing on the page is refused. Everything else counts, during axe too.
        if (state.__axeRunning && event.violatedDirective === 'style-src-elem' && event.sourceFile === '') return;
        state.__reportPolicyViolation(`${location.pathname}: refused ${event.blockedURI || 'inline'} (${event.violatedDirective})`);
      });
    });
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (options?.waitUntil !== 'commit') await waitForLivePage(page);
      return response;
    };
    await provide(page);
    expect(refused, 'what the Content Security Policy refused').toEqual([]);
  },
});

/** The server's drawn page, if there was one, has been replaced by the live page or the remote's fallback. */
export async function waitForLivePage(page: Page): Promise<void> {
  await expect(page.locator('#root[data-first-screen]')).toHaveCount(0, { timeout: 15_000 });
}
