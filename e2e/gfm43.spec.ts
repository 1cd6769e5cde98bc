import { expect, test } from './test';

// Each page of the mall opens directly in the Sector 43 layout, with no axe violations: e2e/every-page.spec.ts.

test(
  'an unknown car is the 404 page in place, with status 404, whose Contact Us stays with Sector 43',
  { tag: '@phone' },
  async ({ page }) => {
    const response = await page.goto('/gfm43/automotive/bmw');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveURL('/gfm43/automotive/bmw');
    await expect(page.getByRole('heading', { level: 1, name: 'oops! Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contact Us', exact: true }).last()).toHaveAttribute(
      'href',
      '/gfm43/contact-us',
    );
  },
);

test('home: the claim, partner marquee rows in opposite directions, deals and FAQ work', async ({ page }) => {
  await page.goto('/gfm43');
  await expect(page.getByText('More than 200 luxury brands under one roof.')).toBeVisible();
  const rows = page.getByRole('group', { name: 'Partner brands' }).locator('[data-direction]');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toHaveAttribute('data-direction', 'left');
  await expect(rows.nth(1)).toHaveAttribute('data-direction', 'right');
  await expect(page.getByText('Deal 2 of 5')).toBeVisible();
  await page.getByRole('button', { name: 'Next deal' }).click();
  await expect(page.getByText('Deal 3 of 5')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Entertainment For All' })).toBeVisible();
  await expect(page.getByText('Recent happenings available at Global Foyer Mall')).toBeVisible();
  // An FAQ entry is a <details>: Playwright gives its summary no role.
  await page.locator('summary', { hasText: 'What are the opening hours of the mall?' }).click();
  await expect(page.getByText(/open daily from 10:00 AM to 10:00 PM/)).toBeVisible();
  await page.getByRole('link', { name: 'Still have questions?' }).click();
  await expect(page).toHaveURL('/gfm43/contact-us');
});

test('automotive: a brand card leads to the brand, Show on Map to the contact page', async ({ page }) => {
  await page.goto('/gfm43/automotive');
  await page.getByRole('link', { name: /MERCEDES/ }).click();
  await expect(page).toHaveURL('/gfm43/automotive/mercedes');
  await expect(page.getByText('10:00 am to 09:00 pm')).toHaveCount(7);
  await page.getByRole('link', { name: 'Show on Map' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Get in Touch' })).toBeVisible();
});
