import { expect, test } from './test';
import { expectNoAxeViolations } from './axe';
import { REMOTE_ORIGINS } from './support';

test('the Sector 43 blog lists its posts, pages through them, and opens a post', async ({ page }) => {
  await page.goto('/gfm43/blogs');
  await expect(page.getByRole('heading', { level: 1, name: 'Trending at Global Foyer Mall' })).toBeVisible();
  const cards = page.getByRole('link', { name: /^Read More/ });
  await expect(cards).toHaveCount(10);
  await expect(page.getByText('Page 1 of 2')).toBeVisible();
  await page.getByRole('link', { name: 'Older stories' }).click();
  await expect(page).toHaveURL('/gfm43/blogs?page=2');
  await expect(cards).toHaveCount(2);
  await cards.first().click();
  await expect(page).toHaveURL(/\/gfm43\/blog\/[a-z0-9-]+$/);
  await expect(page.getByText(/^By .+ on \d{1,2} [A-Z][a-z]+ 20\d\d$/)).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Latest Posts' }).getByRole('link')).toHaveCount(5);
  await expectNoAxeViolations(page);
});

test('a Palam Vihar post decodes its title and falls back to Unknown Author', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/gfmpalam/blog/music-nights');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Live music nights & open mic — every Friday' }),
  ).toBeVisible();
  await expect(page.getByText(/^By Unknown Author on /)).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Fitness' })).toBeVisible();
});

test(
  'an unknown slug is the 404 page in place, with status 404, whose Contact Us stays with the mall',
  { tag: '@phone' },
  async ({ page }) => {
    const response = await page.goto('/gfmpalam/blog/no-such-story');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveURL('/gfmpalam/blog/no-such-story');
    await expect(page.getByRole('heading', { level: 1, name: 'oops! Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contact Us', exact: true }).last()).toHaveAttribute(
      'href',
      '/gfmpalam/contact-us',
    );
  },
);

test(
  'a post whose body carries script, event handlers and javascript: links runs none of them',
  { tag: '@phone' },
  async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto('/gfm43/blog/markup-safety-check');
    const article = page.getByRole('article');
    await expect(article.getByText('A paragraph with an event handler.')).toBeVisible();
    await article.getByText('A paragraph with an event handler.').click();
    await article.getByText('A javascript: link').click();
    expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined();
    await expect(article.locator('script, iframe, [onerror], [onclick], a[href^="javascript"]')).toHaveCount(0);
    await expect(article.getByRole('link', { name: 'a link to another site' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    expect(dialogs).toEqual([]);
  },
);

test(
  'a content service the browser cannot reach leaves the blog’s error state on the way there, and the mall working',
  { tag: '@phone' },
  async ({ page }) => {
    await page.goto('/gfmpalam');
    await page.route('http://localhost:4000/**', (route) => route.abort('connectionrefused'));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Blogs' }).click();
    await expect(page.getByRole('alert')).toContainText('The stories could not be loaded right now.');
    await page.getByRole('contentinfo').getByRole('link', { name: 'All Brands' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'All Brands' })).toBeVisible();
  },
);

test('remote-blog runs alone with both malls’ posts', { tag: '@desktop' }, async ({ page }) => {
  await page.goto(`${REMOTE_ORIGINS.blog}/gfmpalam/blogs`);
  await expect(page.getByRole('heading', { level: 3, name: 'Mega sale at Palam Vihar: up to 60% off' })).toBeVisible();
  await page.goto(`${REMOTE_ORIGINS.blog}/gfm43/blogs`);
  await expect(page.getByRole('heading', { level: 3, name: 'Diwali Mega Sale at Sector 43' })).toBeVisible();
});
