import { expect, test } from './test';

// The slide-in menu exists below the 838 px layout breakpoint: tagged for the phone project only.
test.describe('header on a phone', { tag: '@phone' }, () => {
  test('opens the slide-in menu, and closes it on a tap outside, on Escape, on a link and on Back', async ({
    page,
  }) => {
    await page.goto('/gfm43');
    // The button keeps its name: its expanded state says whether the menu is open.
    const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeHidden();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await menuButton.click();
    await expect(nav).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Home' })).toBeFocused();
    // Outside the panel, on the overlay (requirements §2): it closes the menu, and the tap goes no further.
    await page.mouse.click(20, 400);
    await expect(nav).toBeHidden();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(page).toHaveURL('/gfm43');

    await menuButton.click();
    await expect(nav).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(menuButton).toBeFocused();

    await menuButton.click();
    await nav.getByRole('link', { name: 'Automotive' }).click();
    await expect(page).toHaveURL('/gfm43/automotive');
    await expect(nav).toBeHidden();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    // Back is a route change with no click in the menu: it closes the menu too.
    await menuButton.click();
    await expect(nav).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL('/gfm43');
    await expect(nav).toBeHidden();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  });
});

// The inline navigation exists above the 838 px layout breakpoint: tagged for the desktop project only.
test.describe('header on a desktop', { tag: '@desktop' }, () => {
  test('shows the navigation inline with the current page marked and the call-to-action', async ({ page }) => {
    await page.goto('/gfm43/all-brands');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText(['Home', 'Food', 'Automotive', 'Blogs', 'All Brands']);
    await expect(nav.getByRole('link', { name: 'All Brands' })).toHaveAttribute('aria-current', 'page');
    const cta = page.getByRole('link', { name: 'Become a Member' });
    await expect(cta).toHaveAttribute('target', '_blank');
    await expect(cta).toHaveAttribute('rel', 'noopener noreferrer');
    await page.goto('/gfmpalam');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '/gfmpalam/contact-us',
    );
  });
});
