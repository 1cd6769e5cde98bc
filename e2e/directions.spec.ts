import type { Locator, Page } from '@playwright/test';
import { expect, test } from './test';
import { expectNoAxeViolations } from './axe';

/**
 * Directions on a store page (decision 044): a GET form whose
 * answer the server renders, drawn on the plan of each floor the route
 * walks and written as numbered steps. Sushi Sora (SF-67) is on the second
 * floor by the stairs from gate 1: the shortest route climbs them, the
 * step-free one takes a lift.
 */
const SHOP = '/gfmpalam/shops/SF-67';
const ROUTE = `${SHOP}?from=gate-1`;
const STEP_FREE = `${SHOP}?from=gate-1&step-free=1`;
const RIDES = /^Take (the stairs|the escalators|lift \d)/;

const directions = (page: Page) => page.getByRole('region', { name: 'Directions' });
const steps = (page: Page) => directions(page).getByRole('list', { name: 'Step by step' }).getByRole('listitem');
const plans = (page: Page) => directions(page).getByRole('img');

/** The floors whose plans carry a drawn route line, in order. */
async function floorsWithLine(section: Locator): Promise<string[]> {
  return section
    .locator('svg[data-floor]')
    .evaluateAll((svgs) =>
      svgs
        .filter((svg) => (svg.querySelector('[data-route-line]')?.getAttribute('points') ?? '').split(' ').length > 1)
        .map((svg) => svg.getAttribute('data-floor') ?? ''),
    );
}

test.describe('directions to a shop', () => {
  test('a route from gate 1 to a second-floor shop is drawn on the ground and second floors and written as steps', async ({
    page,
  }) => {
    await page.goto(SHOP);
    const from = directions(page).getByRole('combobox', { name: 'Start from' });
    await expect(from).toHaveValue('');
    await from.selectOption({ label: 'Gate 1' });
    await expect(page).toHaveURL(/\/gfmpalam\/shops\/SF-67\?from=gate-1$/);
    await expect(plans(page)).toHaveCount(2);
    expect(await floorsWithLine(directions(page))).toEqual(['GF', 'SF']);
    await expect(plans(page).first()).toHaveAccessibleName(
      'Ground floor: from Gate 1 to Stairs, then up to the second floor',
    );
    await expect(plans(page).last()).toHaveAccessibleName('Second floor: from Stairs to Sushi Sora');
    await expect(steps(page).first()).toHaveText('Enter at Gate 1.');
    await expect(steps(page)).toContainText(['Take the stairs up to the second floor.']);
    await expect(steps(page).last()).toHaveText(/SF-67 is/);
    await expect(page).toHaveTitle(/^Directions to Sushi Sora from Gate 1 \| Palam Vihar/);
    await expectNoAxeViolations(page);
  });

  test('the first tap on the form works, whether or not React has taken the page over yet', async ({ page }) => {
    await page.goto(SHOP, { waitUntil: 'commit' });
    await directions(page).getByRole('combobox', { name: 'Start from' }).selectOption({ label: 'Gate 1' });
    await directions(page).getByRole('button', { name: 'Show route' }).click();
    await expect(page).toHaveURL(/\/gfmpalam\/shops\/SF-67\?from=gate-1(#directions)?$/);
    await expect(steps(page).first()).toHaveText('Enter at Gate 1.');
  });

  test('the step-free route differs: a lift, and no stairs or escalators', async ({ page }) => {
    await page.goto(ROUTE);
    const shortest = await steps(page).allTextContents();
    await directions(page).getByRole('checkbox', { name: 'Step-free route (lifts only)' }).check();
    await expect(page).toHaveURL(/\?from=gate-1&step-free=1$/);
    await expect(directions(page).getByRole('status')).toContainText('step-free by lifts');
    const stepFree = await steps(page).allTextContents();
    expect(stepFree).not.toEqual(shortest);
    expect(stepFree.filter((step) => RIDES.test(step))).toEqual([
      expect.stringMatching(/^Take lift \d to the second floor\.$/),
    ]);
    expect(stepFree.join(' ')).not.toMatch(/stairs|escalator/i);
    expect(await floorsWithLine(directions(page))).toEqual(['GF', 'SF']);
    await expect(page).toHaveTitle(/^Directions to Sushi Sora from Gate 1 \(step-free\)/);
    await expectNoAxeViolations(page);
  });

  test('an unknown start is a polite message on the page, not an error', { tag: '@phone' }, async ({ page }) => {
    const response = await page.goto(`${SHOP}?from=the-moon`);
    expect(response?.status()).toBe(200);
    await expect(directions(page)).toContainText('We do not know a starting point called “the-moon”.');
    await expect(plans(page)).toHaveCount(0);
    await expect(page).toHaveTitle(/^Sushi Sora \| Palam Vihar/);
    // The form alone, with its message (axe needs the page's script: it runs in the JavaScript tests only).
    await expectNoAxeViolations(page);
  });
});

test.describe('directions without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test(
    'the route address is the server’s page: drawn, written, titled and described',
    { tag: '@phone' },
    async ({ page }) => {
      await page.goto(STEP_FREE);
      await expect(page).toHaveTitle(/^Directions to Sushi Sora from Gate 1 \(step-free\) \| Palam Vihar/);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /from Gate 1 .* by lifts only/);
      expect(await floorsWithLine(directions(page))).toEqual(['GF', 'SF']);
      await expect(steps(page)).toContainText([/^Take lift \d to the second floor\.$/]);
      await expect(directions(page).getByRole('combobox', { name: 'Start from' })).toHaveValue('gate-1');
      await expect(directions(page).getByRole('checkbox', { name: 'Step-free route (lifts only)' })).toBeChecked();
    },
  );

  test(
    'the form is sent by the browser and lands on the route, at the directions',
    { tag: '@phone' },
    async ({ page }) => {
      await page.goto(SHOP);
      await directions(page).getByRole('combobox', { name: 'Start from' }).selectOption({ label: 'Parking level B1' });
      await directions(page).getByRole('button', { name: 'Show route' }).click();
      await expect(page).toHaveURL(/\/gfmpalam\/shops\/SF-67\?from=parking-b1#directions$/);
      await expect(steps(page).first()).toHaveText('Start at parking level B1.');
    },
  );

  test('“Take me there” in the directory and the search leads to a shop’s directions', async ({ page }) => {
    await page.goto('/gfmpalam/all-brands?from=gate-1');
    await page.getByRole('link', { name: 'Take me there (Sushi Sora)' }).click();
    await expect(page).toHaveURL(/\/gfmpalam\/shops\/SF-67\?from=gate-1#directions$/);
    await expect(steps(page).first()).toHaveText('Enter at Gate 1.');
    await page.goto('/search?q=sushi%20sora');
    await expect(page.getByRole('link', { name: 'Take me there (Sushi Sora)' })).toHaveAttribute(
      'href',
      `${SHOP}#directions`,
    );
    await page.goto('/gfmpalam/plan-your-visit');
    await expect(page.getByRole('link', { name: 'From Gate 1: choose a shop' })).toHaveAttribute(
      'href',
      '/gfmpalam/all-brands?from=gate-1',
    );
  });
});
