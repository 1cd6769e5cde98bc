import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { fillInEnquiry, storedEnquiries } from './enquiries';
import { atStartOf, expectNoScriptControlShown, scrollOnce } from './strips';
import { blockRemote, refuseBrowserBuild } from './support';

/**
 * The mobile menu is a popover and the FAQ entries are `<details>` of one name: the browser runs
 * them (requirements §4), so they work in the server's page as it is, with no script of ours. Proven with
 * JavaScript off, and with a mall whose browser build never arrives (the shell leaves that mall's
 * part of the page as the server drew it: no React on it).
 */

/** requirements §4 mobile menu: the button opens it; a tap outside, Escape and a link close it. */
async function expectMenuWorks(page: Page, home: string, link: { name: string; path: string }) {
  await page.goto(home);
  const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeHidden();

  await menuButton.click();
  await expect(nav).toBeVisible();
  // Outside the panel, on the overlay (requirements §2): it closes the menu, and the tap goes no further.
  await page.mouse.click(20, 400);
  await expect(nav).toBeHidden();
  await expect(page).toHaveURL(home);

  await menuButton.click();
  await expect(nav).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();

  // The open panel lies over the menu button: its own button closes it.
  await menuButton.click();
  await page.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(nav).toBeHidden();

  await menuButton.click();
  await nav.getByRole('link', { name: link.name }).click();
  await expect(page).toHaveURL(link.path);
  await expect(page.getByRole('heading', { level: 1, name: link.name })).toBeVisible();
  await expect(nav).toBeHidden();
}

/** requirements §4 FAQ: at most one entry open; clicking the open one closes it. */
async function expectFaqWorks(page: Page, home: string) {
  await page.goto(home);
  const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
  const entry = (question: string | RegExp) =>
    faq.locator('details', { has: page.locator('summary', { hasText: question }) });
  const hours = entry('What are the opening hours of the mall?');
  const parking = entry(/parking/i);
  const open = faq.locator('details[open]');
  await expect(faq.locator('details')).toHaveCount(5);
  await expect(open).toHaveCount(0);
  await expect(faq.getByText(/open daily from 10:00 AM to 10:00 PM/)).toBeHidden();

  await hours.locator('summary').click();
  await expect(hours).toHaveAttribute('open');
  await expect(faq.getByText(/open daily from 10:00 AM to 10:00 PM/)).toBeVisible();

  await parking.locator('summary').click();
  await expect(parking).toHaveAttribute('open');
  await expect(hours).not.toHaveAttribute('open');
  await expect(open).toHaveCount(1);

  await parking.locator('summary').click();
  await expect(open).toHaveCount(0);
}

test.describe('without JavaScript on a phone', { tag: '@phone' }, () => {
  test.use({ javaScriptEnabled: false });

  test('the mobile menu opens from its button, closes on a tap outside and on Escape, and its links lead on', async ({
    page,
  }) => {
    await expectMenuWorks(page, '/gfm43', { name: 'Automotive', path: '/gfm43/automotive' });
  });

  test('the FAQ keeps at most one answer open, and closes the open one when it is clicked', async ({ page }) => {
    await expectFaqWorks(page, '/gfm43');
  });
  test('a clip is its poster, never a player that cannot play', async ({ page }) => {
    await page.goto('/gfm43/food-and-drinks');
    const clip = page.locator('video').first();
    await clip.locator('..').scrollIntoViewIfNeeded();
    await expect(clip).not.toHaveAttribute('src');
    // What a tap in the middle of the clip's frame meets: its poster, not the clip's own controls.
    const atCentre = await clip.evaluate((video) => {
      const box = video.getBoundingClientRect();
      return document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)?.tagName;
    });
    expect(atCentre).toBe('IMG');
  });
});

test.describe("with a mall's browser build refused, on a phone", { tag: '@phone' }, () => {
  test.beforeEach(async ({ page }) => {
    await blockRemote(page, 'gfmpalam');
  });

  test('the server-drawn mobile menu still opens, closes and leads on', async ({ page }) => {
    await expectMenuWorks(page, '/gfmpalam', { name: 'Clothing', path: '/gfmpalam/clothing' });
  });

  test('the server-drawn FAQ still keeps at most one answer open', async ({ page }) => {
    await expectFaqWorks(page, '/gfmpalam');
  });
});

test.describe("with a mall's browser build refused, its carousels and forms", () => {
  // The pages are the shell's, hydrated; the mall's part is the server's HTML, with no React on it.
  let refused: string[];
  test.beforeEach(async ({ page }) => {
    refused = await refuseBrowserBuild(page, 'gfmpalam');
  });
  test.afterEach(() => {
    expect(refused.length, "the mall's scripts were asked for, and refused").toBeGreaterThan(0);
  });

  // 390 px (the phone project) and 1440 px (the desktop project), as in carousels-without-script.spec.ts.
  for (const layout of ['@phone', '@desktop'] as const) {
    test(
      `a slider's strip and the offers' strip scroll and snap to the next slide ${layout}`,
      { tag: layout },
      async ({ page }) => {
        await page.goto('/gfmpalam/beauty-and-salon');
        const slider = page.getByRole('group', { name: 'Personalised services' });
        // The slide's parent is the track; the track's, the strip.
        const strip = slider.getByRole('group', { name: '1 of 4' }).locator('xpath=../..');
        await expect.poll(() => atStartOf(slider.getByRole('group', { name: '1 of 4' }), strip)).toBe(true);
        await scrollOnce(strip);
        await expect.poll(() => atStartOf(slider.getByRole('group', { name: '2 of 4' }), strip)).toBe(true);
        await expectNoScriptControlShown(page);

        await page.goto('/gfmpalam');
        const carousel = page.getByRole('group', { name: 'Offers', exact: true });
        const offers = carousel.getByRole('img');
        await expect.poll(() => atStartOf(offers.nth(0), carousel)).toBe(true);
        await scrollOnce(carousel.locator('.swiper-wrapper'));
        await expect.poll(() => atStartOf(offers.nth(1), carousel)).toBe(true);
        await expect(carousel.getByRole('button', { name: 'Pause offers', includeHidden: true })).toBeHidden();
      },
    );
  }

  test("the directory's search form narrows the list, answered by the server", { tag: '@phone' }, async ({ page }) => {
    await page.goto('/gfmpalam/all-brands');
    const cards = page.getByRole('region', { name: 'Find your Favourite' }).getByRole('heading', { level: 3 });
    const all = await cards.count();
    const search = page.getByRole('searchbox', { name: 'Search shops' });
    await search.fill('studio');
    // The form's "Show results" is in a <noscript>: with scripting on, the visitor sends it with Enter.
    await search.press('Enter');
    await expect(page).toHaveURL(/\/gfmpalam\/all-brands\?q=studio&tag=&category=$/);
    await expect(page.getByRole('status').filter({ hasText: 'shops match' })).toHaveText(
      new RegExp(`^\\d+ of ${all} shops match$`),
    );
    const names = await cards.allTextContents();
    expect(names.length).toBeGreaterThan(0);
    expect(names.length).toBeLessThan(all);
    for (const name of names) expect(name).toMatch(/studio/i);
  });

  test(
    'the contact form posts the enquiry, and the visitor sees it was stored',
    { tag: '@phone' },
    async ({ page }, testInfo) => {
      const name = `Build-refused visitor ${testInfo.project.name} ${Date.now()}`;
      const message = 'Can I book a table at the food court for twelve?';
      await page.goto('/gfmpalam/contact-us');
      await fillInEnquiry(page, { name, message, mail: 'refused-build@example.com' });
      await page.getByRole('button', { name: 'Send enquiry' }).click();
      // Post/Redirect/Get to the collector's answer, as without JavaScript.
      await expect(page).toHaveURL(/^http:\/\/localhost:4000\/api\/enquiries\?stored=form-/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you! Your enquiry has been received.');
      expect(storedEnquiries().filter((enquiry) => enquiry.name === name)).toEqual([
        expect.objectContaining({ message, origin: 'http://localhost:3000' }),
      ]);
    },
  );
});

test.describe('without JavaScript on a desktop', { tag: '@desktop' }, () => {
  test.use({ javaScriptEnabled: false });

  test('the menu is the inline navigation in the bar, never a popover box', async ({ page }) => {
    await page.goto('/gfm43');
    const banner = page.getByRole('banner');
    const nav = banner.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeVisible();
    await expect(nav.getByRole('link')).toHaveText(['Home', 'Food', 'Automotive', 'Blogs', 'All Brands']);
    await expect(banner.getByRole('link', { name: 'Become a Member' })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Menu', exact: true })).toBeHidden();
    // The popover element itself, in the flow of the bar, without the browser's popover box.
    const menu = banner.locator('[popover]');
    await expect(menu).toHaveCSS('position', 'static');
    await expect(menu).toHaveCSS('border-top-width', '0px');
    const [bar, navBox] = await Promise.all([banner.boundingBox(), nav.boundingBox()]);
    expect(bar && navBox && navBox.y >= bar.y && navBox.y + navBox.height <= bar.y + bar.height).toBe(true);

    await nav.getByRole('link', { name: 'Automotive' }).click();
    await expect(page).toHaveURL('/gfm43/automotive');
  });
});
