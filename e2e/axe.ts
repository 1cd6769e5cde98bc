import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** No axe violations on the page; the map iframe (another site, unreachable from the test machine) is left out. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // The page fixture leaves axe's own style elements out of its policy check from here on, on this
  // document (e2e/test.ts); not reset afterwards, since the reports arrive a task later.
  await page.evaluate(() => ((window as unknown as { __axeRunning?: boolean }).__axeRunning = true));
  const results = await new AxeBuilder({ page }).exclude('iframe').analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}
