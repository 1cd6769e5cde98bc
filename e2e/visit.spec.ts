import type { Page } from '@playwright/test';
import { expect, test, waitForLivePage } from './test';
import { expectNoAxeViolations } from './axe';
import { sampleEvents, sampleOffers } from './sample-content';

const gfm43Offers = sampleOffers('gfm43');
const palamEvents = sampleEvents('gfmpalam');

/** The structured data blocks of the page, parsed. */
async function jsonLdOf(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

test.describe('opening hours and open now', () => {
  test(
    'the mall’s home says whether it is open, on the Kolkata clock, whatever the visitor’s zone',
    { tag: '@phone' },
    async ({ browser }) => {
      const context = await browser.newContext({ timezoneId: 'America/New_York' });
      const page = await context.newPage();
      // 11:00 in Gurugram on an ordinary Tuesday.
      await page.clock.setFixedTime(new Date('2026-12-01T11:00:00+05:30'));
      // A page of its own context: it is the app, once the visitor engages, that reads the visitor's clock.
      await page.goto('/gfm43');
      await waitForLivePage(page);
      const strip = page.getByRole('region', { name: 'Visiting today' });
      await expect(strip).toContainText('Open now · closes 10 PM');
      // 21:35: closing in 25 minutes.
      await page.clock.setFixedTime(new Date('2026-12-01T21:35:00+05:30'));
      await page.goto('/gfm43');
      await waitForLivePage(page);
      await expect(strip).toContainText('Closes in 25 min');
      await context.close();
    },
  );

  test(
    'an exception day: the mall closed for Holi says so, and when it opens again',
    { tag: '@phone' },
    async ({ page }) => {
      await page.clock.setFixedTime(new Date('2027-03-22T12:00:00+05:30'));
      await page.goto('/gfmpalam/plan-your-visit');
      await expect(page.getByRole('heading', { level: 1, name: 'Plan your visit' })).toBeVisible();
      await expect(page.getByText(/^Closed · opens 10 AM tomorrow/)).toBeVisible();
      await expect(page.getByText(/^Closed · opens 10 AM tomorrow/)).toContainText('Holi');
    },
  );

  test('a café opening before the mall shows its own hours on its page', { tag: '@phone' }, async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-12-01T08:15:00+05:30'));
    await page.goto('/gfm43/brands/brew-theory');
    await expect(page.getByText('Open now · closes 10 PM')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Opening hours' }).getByText('8 AM – 10 PM')).toBeVisible();
  });
});

test.describe('shop pages and floor plans', () => {
  test('a shop page reached from a directory card, with its unit highlighted on the plan and the plan’s text alternative', async ({
    page,
  }) => {
    await page.goto('/gfmpalam/all-brands');
    await page.getByRole('searchbox', { name: 'Search shops' }).fill('wok');
    await page.getByRole('link', { name: 'Wok Express', exact: true }).click();
    await expect(page).toHaveURL(/\/gfmpalam\/shops\/SF-05$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Wok Express' })).toBeVisible();
    await expect(page.getByText('Second floor, unit SF-05')).toBeVisible();
    await expect(page.getByRole('link', { name: /Call Wok Express/ })).toHaveAttribute('href', 'tel:01244067699');
    // The unit on the drawn plan: a link, marked as the place of this page.
    const unit = page
      .getByRole('group', { name: /Second floor/ })
      .getByRole('link', { name: '5 Wok Express, Second floor' });
    await expect(unit).toHaveAttribute('aria-current', 'location');
    // The text alternative beside it: every shop of the floor, this one marked.
    const list = page
      .getByRole('heading', { name: 'Shops on the Second floor' })
      .locator('xpath=following-sibling::ul[1]');
    await expect(list.getByRole('listitem')).toHaveCount(
      await page
        .getByRole('group', { name: /Second floor/ })
        .getByRole('link')
        .count(),
    );
    await expect(list.getByRole('listitem').filter({ hasText: 'Wok Express' })).toContainText('(this shop)');
    await expectNoAxeViolations(page);
  });

  test(
    'a shop page carries its Store JSON-LD inside the mall’s ShoppingCenter',
    { tag: '@phone' },
    async ({ page }) => {
      await page.goto('/gfm43/brands/brew-theory');
      const store = (await jsonLdOf(page)).find((block) => block['name'] === 'Brew Theory');
      expect(store).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'FoodEstablishment',
        containedInPlace: { '@type': 'ShoppingCenter', name: 'Global Foyer Mall, Sector 43' },
      });
      expect(store?.['openingHoursSpecification']).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ '@type': 'OpeningHoursSpecification', opens: '08:00', closes: '22:00' }),
        ]),
      );
    },
  );

  test('an unknown shop or brand is the 404 page', { tag: '@phone' }, async ({ page }) => {
    for (const path of ['/gfmpalam/shops/ZZ-99', '/gfm43/brands/no-such-brand']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('link', { name: 'HOME', exact: true })).toBeVisible();
    }
  });

  test('the sitemap lists every shop’s and brand’s page', { tag: '@phone' }, async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const stores = sitemap.match(/<loc>[^<]+\/(shops|brands)\/[^<]+<\/loc>/g) ?? [];
    expect(stores.length).toBe(90 + 14);
    expect(sitemap).toContain('/gfmpalam/shops/SF-05</loc>');
    expect(sitemap).toContain('/gfm43/brands/brew-theory</loc>');
  });

  test('the directory shows its current results on the floor plan', async ({ page }) => {
    await page.goto('/gfm43/all-brands?tag=beauty');
    await page.getByRole('button', { name: 'Show on the floor plan' }).click();
    await expect(page).toHaveURL(/view=plan/);
    await expect(
      page.getByRole('group', { name: /First floor/ }).getByRole('link', { name: /Lumière Salon, First floor/ }),
    ).toBeVisible();
  });
});

test.describe('offers and events with dates', () => {
  test(
    'an offer whose end has passed is no longer shown; those running say when they end',
    { tag: '@phone' },
    async ({ page }) => {
      const now = Date.now();
      const ended = gfm43Offers.filter((offer) => Date.parse(offer.ends) <= now);
      const running = gfm43Offers.filter((offer) => Date.parse(offer.starts) <= now && now < Date.parse(offer.ends));
      // The samples hold one that has ended (Diwali's), so the filter is tested.
      expect(ended.length).toBeGreaterThan(0);
      await page.goto('/gfm43/whats-on');
      const offersSection = page.getByRole('region', { name: 'Offers' });
      for (const offer of ended) await expect(offersSection.getByText(offer.title)).toHaveCount(0);
      for (const offer of running)
        await expect(offersSection.getByRole('listitem').filter({ hasText: offer.title })).toContainText(
          /Ends (today|tomorrow|in \d+ days)/,
        );
    },
  );

  test('the events to come carry Event JSON-LD', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/gfmpalam/whats-on');
    const graph = ((await jsonLdOf(page)).find((block) => Array.isArray(block['@graph']))?.['@graph'] ?? []) as Record<
      string,
      unknown
    >[];
    const upcoming = palamEvents.filter((event) => Date.parse(event.ends) > Date.now());
    const events = graph.filter((node) => node['@type'] === 'Event');
    expect(events.map((event) => event['name'])).toEqual(upcoming.map((event) => event.title));
    expect(events[0]).toMatchObject({
      startDate: upcoming[0]?.starts,
      endDate: upcoming[0]?.ends,
      location: { '@type': 'Place' },
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    });
  });
});

test.describe('one search for both malls', () => {
  test('finds a brand from a misspelt name, by keyboard only, and says which mall it is in', async ({ page }) => {
    await page.goto('/gfmpalam');
    const box = page.getByRole('combobox', { name: 'Search shops and brands' });
    // From the top of the page, by Tab: the skip link, the logo, then the search.
    for (
      let presses = 0;
      presses < 6 && !(await box.evaluate((element) => element === document.activeElement));
      presses += 1
    )
      await page.keyboard.press('Tab');
    await expect(box).toBeFocused();
    await page.keyboard.type('dosa distrct');
    const option = page.getByRole('option', { name: /Dosa District/ });
    await expect(option).toContainText('Sector 43');
    await page.keyboard.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id')) ?? '');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/gfm43\/brands\/dosa-district$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dosa District' })).toBeVisible();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('the header’s search is a form that returns a results page', async ({ page }) => {
      await page.goto('/gfm43');
      await page.getByRole('combobox', { name: 'Search shops and brands' }).fill('glam studoi');
      await page.getByRole('combobox', { name: 'Search shops and brands' }).press('Enter');
      await expect(page).toHaveURL(/\/search\?q=glam\+studoi$/);
      const result = page.getByRole('link', { name: /^Glam Studio/ });
      await expect(result).toContainText('Palam Vihar');
      await expect(result).toHaveAttribute('href', '/gfmpalam/shops/FF-02');
    });
  });
});

// Each page's axe check, with the rest of what a page owes: e2e/every-page.spec.ts.
