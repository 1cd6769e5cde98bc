import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/**
 * No axe violations on the page; the map iframe (another site, unreachable from the test machine) is left out.
 *
 * The page is checked as the visitor sees it: every block that waits off screen
 * (`content-visibility: auto`, decision 022) is drawn for the check. axe-core reads the geometry of
 * content the browser skips (dequelabs/axe-core#2768): it lies in a box of a guessed or remembered
 * height, not where it is drawn. The browser remembers a height from whenever it last drew the block,
 * and a block it drew while its HTML was still arriving keeps that part's height (100 px of the
 * 399 px of the food page's highlights at 1440 px): its text then lay over the newsletter strip below,
 * and axe measured the highlights' "1 / 3" on the strip's purple (2:1) in 2 to 4 runs of 20.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // axe reads every node of the page: on the directory (111 shops) it took over 20 s of a test's 30 s on
  // a loaded two-core machine (with the topology's suite beside it). A check, not a timing: it gets its own.
  test.info().setTimeout(test.info().timeout + 30_000);
  // The page fixture leaves axe's own style elements out of its policy check from here on, on this
  // document (e2e/test.ts); not reset afterwards, since the reports arrive a task later.
  await page.evaluate(() => ((window as unknown as { __axeRunning?: boolean }).__axeRunning = true));
  const waiting = await drawWaitingBlocks(page);
  // axe.run in the page itself ("legacy" mode), not a partial run per frame finished in a blank page
  // of its own: the only frame is the map's, left out, and the blank page with a second copy of
  // axe-core cost a quarter of the check's CPU and two fifths of its time (measured on 4 pages × 2
  // layouts, three rounds, on a busy two-core machine). Every rule still checks every node; only the
  // violations come back with all their nodes, not the thousands of nodes that passed.
  const results = await new AxeBuilder({ page })
    .exclude('iframe')
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  await waiting.restore();
  expect(
    results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}

/**
 * Draws every block the page lets wait (`content-visibility: auto`) until `restore`, and waits for
 * the frame that draws them. Through the elements' own style (the policy allows no style sheet of ours).
 */
async function drawWaitingBlocks(page: Page): Promise<{ restore: () => Promise<void> }> {
  await page.evaluate(async () => {
    const blocks = [...document.querySelectorAll<HTMLElement>('*')].filter(
      (element) => getComputedStyle(element).contentVisibility === 'auto',
    );
    for (const block of blocks) {
      block.style.setProperty('content-visibility', 'visible');
      block.dataset.drawnForAxe = '';
    }
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  return {
    restore: () =>
      page.evaluate(() => {
        for (const block of document.querySelectorAll<HTMLElement>('[data-drawn-for-axe]')) {
          block.style.removeProperty('content-visibility');
          delete block.dataset.drawnForAxe;
        }
      }),
  };
}
