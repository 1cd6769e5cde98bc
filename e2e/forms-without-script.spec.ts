import { expect, test } from './test';
import { fillInEnquiry, storedEnquiries } from './enquiries';
import { validateEnquiry } from '../shared/src/features/enquiry/validation';

/**
 * The site's forms with JavaScript off (docs/decisions/036): the directory's
 * filters and the search are GET forms the server renders the answer to, the
 * contact form a plain POST to its own page, forwarded to the enquiry collector (078). None depends on the
 * layout: they run in the phone project only.
 */
test.use({ javaScriptEnabled: false });

test.describe('the directory without JavaScript', () => {
  test(
    'a type narrows the list at once, and the search form keeps it, rendered by the server',
    { tag: '@phone' },
    async ({ page }) => {
      await page.goto('/gfmpalam/all-brands');
      const cards = page.getByRole('region', { name: 'Find your Favourite' }).getByRole('heading', { level: 3 });
      const all = await cards.count();
      expect(all).toBeGreaterThan(80);
      const filters = page.getByRole('search', { name: 'Shops' });
      await filters.getByRole('link', { name: 'Beauty', exact: true }).click();
      await expect(page).toHaveURL(/\/gfmpalam\/all-brands\?tag=beauty$/);
      await expect(filters.getByRole('link', { name: 'Beauty', exact: true })).toHaveAttribute('aria-current', 'true');
      await filters.getByRole('button', { name: 'Show results' }).click();
      await expect(page).toHaveURL(/\/gfmpalam\/all-brands\?q=&tag=beauty&category=$/);
      const status = page.getByRole('status').filter({ hasText: 'shops match' });
      await expect(status).toHaveText(new RegExp(`^\\d+ of ${all} shops match$`));
      const matching = Number(/^\d+/.exec((await status.textContent()) ?? '')?.[0]);
      expect(matching).toBeGreaterThan(0);
      expect(matching).toBeLessThan(all);
      await expect(cards).toHaveCount(matching);
      await expect(page.getByRole('heading', { level: 3, name: 'Lotus Spa' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 3, name: 'Wok Express' })).toHaveCount(0);
    },
  );

  test(
    'a name typed and sent with Enter narrows the list; Show all shops brings every shop back',
    { tag: '@phone' },
    async ({ page }) => {
      await page.goto('/gfmpalam/all-brands');
      const cards = page.getByRole('region', { name: 'Find your Favourite' }).getByRole('heading', { level: 3 });
      const all = await cards.count();
      const search = page.getByRole('searchbox', { name: 'Search shops' });
      await search.fill('studio');
      await search.press('Enter');
      await expect(page).toHaveURL(/\/gfmpalam\/all-brands\?q=studio&tag=&category=$/);
      await expect(search).toHaveValue('studio');
      await expect(page.getByRole('heading', { level: 3, name: 'Glam Studio' })).toBeVisible();
      const names = await cards.allTextContents();
      expect(names.length).toBeGreaterThan(0);
      expect(names.length).toBeLessThan(all);
      for (const name of names) expect(name).toMatch(/studio/i);

      await search.fill('no such shop');
      await search.press('Enter');
      await expect(page.getByRole('heading', { name: 'No shops match your search' })).toBeVisible();
      await page.getByRole('button', { name: 'Show all shops' }).click();
      await expect(page).toHaveURL(/\/gfmpalam\/all-brands\??$/);
      await expect(cards).toHaveCount(all);
    },
  );

  test(
    'the floor plan opens with the results, and Clear search and filters keeps it open',
    { tag: '@phone' },
    async ({ page }) => {
      await page.goto('/gfm43/all-brands?tag=beauty');
      await page.getByRole('button', { name: 'Show on the floor plan' }).click();
      await expect(page).toHaveURL(/\/gfm43\/all-brands\?tag=beauty&view=plan$/);
      await expect(page.getByRole('button', { name: 'Hide the floor plan' })).toHaveAttribute('aria-pressed', 'true');
      await expect(
        page.getByRole('group', { name: /First floor/ }).getByRole('link', { name: /Lumière Salon, First floor/ }),
      ).toBeVisible();
      await page.getByRole('button', { name: 'Clear search and filters' }).click();
      await expect(page).toHaveURL(/\/gfm43\/all-brands\?view=plan$/);
      await expect(page.getByText('Showing all 14 brands')).toBeVisible();
      await page.getByRole('button', { name: 'Hide the floor plan' }).click();
      await expect(page).toHaveURL(/\/gfm43\/all-brands\??$/);
      await expect(page.getByRole('button', { name: 'Show on the floor plan' })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
    },
  );
});

test('the search page’s form returns results rendered by the server', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/search');
  const field = page.getByRole('searchbox', { name: 'Shop, brand, category or cuisine' });
  await field.fill('lotus spa');
  await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/search\?q=lotus\+spa$/);
  await expect(page.getByRole('main').getByRole('status')).toHaveText(/^\d+ results? for “lotus spa”$/);
  const result = page.getByRole('main').getByRole('link', { name: /Lotus Spa/ });
  await expect(result).toContainText('Palam Vihar');
  await expect(result).toHaveAttribute('href', /^\/gfmpalam\/shops\/[^/]+$/);
  await expect(field).toHaveValue('lotus spa');
});

test.describe('the contact form without JavaScript', () => {
  test(
    'stores an enquiry exactly once and tells the visitor it was stored',
    { tag: '@phone' },
    async ({ page }, testInfo) => {
      const name = `No-script visitor ${testInfo.project.name} ${Date.now()}`;
      const message = 'Is the food court open late on Saturdays?\nAnd is there parking?';
      const response = await page.goto('/gfm43/contact-us');
      // The policy lets the form post to the collector, and to nowhere else.
      expect(response?.headers()['content-security-policy']).toContain("form-action 'self' http://localhost:4000;");
      const fillIn = () => fillInEnquiry(page, { name, message, mail: 'no-script@example.com' });
      await fillIn();
      await page.getByRole('button', { name: 'Send enquiry' }).click();
      // Post/Redirect/Get: the answer is a page of its own.
      await expect(page).toHaveURL(/^http:\/\/localhost:4000\/api\/enquiries\?stored=form-/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you! Your enquiry has been received.');
      const ours = () => storedEnquiries().filter((enquiry) => enquiry.name === name);
      expect(ours()).toEqual([expect.objectContaining({ message, origin: 'http://localhost:3000' })]);

      // Reloading the answer asks for the page again, it does not send the enquiry again.
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you! Your enquiry has been received.');
      // Back to the form and the same enquiry sent again (a visitor unsure it went): still one.
      await page.goBack();
      await expect(page).toHaveURL('/gfm43/contact-us');
      await fillIn();
      await page.getByRole('button', { name: 'Send enquiry' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you! Your enquiry has been received.');
      expect(ours()).toHaveLength(1);

      await page.getByRole('link', { name: 'Back to the contact page of Global Foyer Mall, Sector 43' }).click();
      await expect(page).toHaveURL('/gfm43/contact-us');
      await expect(page.getByRole('heading', { level: 1, name: 'Get in Touch' })).toBeVisible();
    },
  );

  test(
    'refuses an invalid enquiry, lists the reasons and gives the form back filled in, storing nothing',
    { tag: '@phone' },
    async ({ page }, testInfo) => {
      const fields = {
        name: `Invalid no-script visitor ${testInfo.project.name} ${Date.now()}`,
        phone: '123',
        mail: '',
        message: 'Hi',
      };
      await page.goto('/gfmpalam/contact-us');
      await page.getByLabel('Name').fill(fields.name);
      await page.getByLabel('Phone').fill(fields.phone);
      await page.getByLabel('Message').fill(fields.message);
      await page.getByRole('button', { name: 'Send enquiry' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your enquiry was not stored');
      const reasons = Object.values(validateEnquiry(fields));
      expect(reasons).toHaveLength(3);
      await expect(page.getByRole('listitem')).toHaveText(reasons);
      // The site's own page (decision 078): the form again, as sent, each rule under its field.
      await expect(page.getByLabel('Name')).toHaveValue(fields.name);
      await expect(page.getByLabel('Phone')).toHaveAccessibleDescription(validateEnquiry(fields).phone ?? '');
      await expect(
        page.getByRole('link', { name: 'Back to the contact page of Global Foyer Mall, Palam Vihar' }),
      ).toHaveAttribute('href', '/gfmpalam/contact-us');
      expect(storedEnquiries().filter((enquiry) => enquiry.name === fields.name)).toEqual([]);
    },
  );
});
