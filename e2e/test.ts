import { expect, test as base, type Page } from '@playwright/test';

export { expect };

/**
 * Every page arrives rendered by the server, and React takes it over in
 * place (hydration) once the visitor first engages with it (decision 070).
 * The tests engage as a mouse moving over the page: `page.goto` and
 * `page.reload` return once the page is hydrated, unless asked to return at
 * `commit`, for tests that look at the page before that.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
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
        state.__reportPolicyViolation(
          `${location.pathname}: refused ${event.blockedURI || 'inline'} (${event.violatedDirective})`,
        );
      });
    });
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      // Without JavaScript the server's HTML is the page: nothing takes it over.
      if (options?.waitUntil !== 'commit' && javaScriptEnabled !== false) await waitForLivePage(page);
      return response;
    };
    const reload = page.reload.bind(page);
    page.reload = async (options) => {
      const response = await reload(options);
      if (options?.waitUntil !== 'commit' && javaScriptEnabled !== false) await waitForLivePage(page);
      return response;
    };
    await provide(page);
    expect(refused, 'what the Content Security Policy refused').toEqual([]);
  },
});

/**
 * The visitor engages with the page as a mouse does, moving over it, and React takes the server's page
 * over (the document's mark, set once hydrated): the app's code comes on the first engagement
 * (decision 070). Two moves, so the pointer moves wherever it was; a corner, over no control.
 */
export async function waitForLivePage(page: Page): Promise<void> {
  await engage(page);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1, { timeout: 15_000 });
}

/**
 * For a test that holds what the first engagement brings: engages, again until `reached` is true. A page
 * opened at `commit` may not listen yet when the mouse first moves; moving again is harmless (the app's
 * code is asked for once).
 */
export async function engageUntil(page: Page, reached: () => Promise<boolean> | boolean): Promise<void> {
  await expect
    .poll(async () => {
      await engage(page);
      return reached();
    }, 'the page answered the visitor engaging')
    .toBe(true);
}

/** The visitor's first engagement: a mouse moving over the page, in a corner, over no control. */
async function engage(page: Page): Promise<void> {
  await page.mouse.move(1, 1);
  await page.mouse.move(2, 2);
}
