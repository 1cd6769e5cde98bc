import { type Page } from '@playwright/test';
import { expect, test } from './test';

const routes = [
  '/',
  '/gfm43',
  '/gfm43/automotive',
  '/gfm43/automotive/toyota',
  '/gfm43/all-brands',
  '/gfm43/food-and-drinks',
  '/gfm43/privacy-policy',
  '/gfm43/contact-us',
  '/gfm43/blogs',
  '/gfmpalam',
  '/gfmpalam/beauty-and-salon',
  '/gfmpalam/food-and-drinks',
  '/gfmpalam/clothing',
  '/gfmpalam/fitness',
  '/gfmpalam/all-brands',
  '/gfmpalam/contact-us',
  '/gfmpalam/privacy-policy',
  '/gfmpalam/blogs',
  '/gfm43/blog/coffee-trail',
];

test('every route has its own title and description, a canonical URL and Open Graph tags', { tag: '@desktop' }, async ({ page }) => {
  test.setTimeout(90_000);
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  for (const path of routes) {
    await page.goto(path);
    await expect(page.locator('h1').first()).toBeVisible();
    await expect(page).toHaveTitle(/Global Foyer Mall/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `http://localhost:3000${path}`);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', await page.title());
    const description = (await page.locator('meta[name="description"]').getAttribute('content')) ?? '';
    expect(description.length).toBeGreaterThan(20);
    titles.add(await page.title());
    descriptions.add(description);
  }
  expect(titles.size).toBe(routes.length);
  expect(descriptions.size).toBe(routes.length);
});

async function jsonLd(page: Page): Promise<Record<string, unknown>> {
  const text = await page.locator('script[type="application/ld+json"]').textContent();
  return JSON.parse(text ?? '{}') as Record<string, unknown>;
}

test('structured data: ShoppingCenter for each mall, AutoDealer for a showroom, BlogPosting for a post', { tag: '@desktop' }, async ({ page }) => {
  await page.goto('/gfmpalam');
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
  const mall = await jsonLd(page);
  expect(mall).toMatchObject({ '@type': 'ShoppingCenter', openingHours: 'Mo-Su 10:00-22:00', address: { addressLocality: 'Gurugram' }, geo: { '@type': 'GeoCoordinates' } });
  expect((mall.containsPlace as unknown[]).length).toBeGreaterThanOrEqual(85);
  await page.goto('/gfm43/automotive/mercedes');
  await expect.poll(async () => (await jsonLd(page))['@type']).toBe('AutoDealer');
  await page.goto('/gfm43/blog/coffee-trail');
  await expect.poll(async () => (await jsonLd(page))['@type']).toBe('BlogPosting');
  expect(await jsonLd(page)).toMatchObject({ headline: 'The Sector 43 coffee trail', author: { name: 'Priya Nair' } });
});

test('sitemap.xml lists every route and post; robots.txt points to it', { tag: '@desktop' }, async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const path of routes) expect(sitemap).toContain(`<loc>http://localhost:3000${path}</loc>`);
  expect(sitemap).toContain('<loc>http://localhost:3000/gfmpalam/blog/music-nights</loc>');
  expect(sitemap.match(/\/blog\//g)?.length).toBe(12 + 7);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Sitemap: http://localhost:3000/sitemap.xml');
});
