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

/** One tag's attribute as the server's HTML writes it (React writes attributes in the order given). */
function attributeOf(html: string, tag: RegExp, attribute: string): string | undefined {
  const found = tag.exec(html)?.[0];
  return found
    ? new RegExp(`${attribute}="([^"]*)"`)
        .exec(found)?.[1]
        ?.replace(/&amp;/g, '&')
        .replace(/&#x27;/g, "'")
        .replace(/&quot;/g, '"')
    : undefined;
}

test(
  'every route’s HTML has its own head: title, description, canonical URL, Open Graph and Twitter card',
  { tag: '@desktop' },
  async ({ request }) => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const path of routes) {
      const html = await (await request.get(path)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      const title = /<title>([^<]*)<\/title>/.exec(head)?.[1]?.replace(/&amp;/g, '&') ?? '';
      expect(title, path).toMatch(/Global Foyer Mall$/);
      expect(head.match(/<title>/g), path).toHaveLength(1);
      expect(attributeOf(head, /<link rel="canonical"[^>]*>/, 'href'), path).toBe(`http://localhost:3000${path}`);
      expect(attributeOf(head, /<meta property="og:title"[^>]*>/, 'content'), path).toBe(title);
      expect(attributeOf(head, /<meta property="og:image"[^>]*>/, 'content'), path).toMatch(
        /^http:\/\/localhost:(3000|4000)\/.+\.(jpg|png|webp|avif)$/,
      );
      expect(attributeOf(head, /<meta name="twitter:card"[^>]*>/, 'content'), path).toBe('summary_large_image');
      const description = attributeOf(head, /<meta name="description"[^>]*>/, 'content') ?? '';
      expect(description.length, path).toBeGreaterThan(20);
      titles.add(title);
      descriptions.add(description);
    }
    expect(titles.size).toBe(routes.length);
    expect(descriptions.size).toBe(routes.length);
  },
);

test('a post’s link preview shows its featured picture', { tag: '@desktop' }, async ({ request }) => {
  const html = await (await request.get('/gfm43/blog/coffee-trail')).text();
  expect(attributeOf(html, /<meta property="og:image"[^>]*>/, 'content')).toMatch(
    /^http:\/\/localhost:4000\/wp-content\/uploads\//,
  );
  expect(attributeOf(html, /<meta property="og:type"[^>]*>/, 'content')).toBe('article');
});

test(
  'a post opened at the other mall’s address names that mall and points to its one canonical address (decision 063)',
  { tag: '@desktop' },
  async ({ request }) => {
    const html = await (await request.get('/gfmpalam/blog/coffee-trail')).text();
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
    expect(title).toBe('The Sector 43 coffee trail | Palam Vihar Gurugram | Global Foyer Mall');
    expect(attributeOf(html, /<meta property="og:title"[^>]*>/, 'content')).toBe(title);
    expect(attributeOf(html, /<link rel="canonical"[^>]*>/, 'href')).toBe(
      'http://localhost:3000/gfm43/blog/coffee-trail',
    );
  },
);

async function jsonLd(page: Page): Promise<Record<string, unknown>> {
  const text = await page.locator('script[type="application/ld+json"]').textContent();
  return JSON.parse(text ?? '{}') as Record<string, unknown>;
}

test(
  'structured data: ShoppingCenter for each mall, AutoDealer for a showroom, BlogPosting for a post, in the HTML',
  { tag: '@desktop' },
  async ({ page, request }) => {
    expect(await (await request.get('/gfm43/blog/coffee-trail')).text()).toContain(
      '<script type="application/ld+json">{"@context":"https://schema.org","@type":"BlogPosting"',
    );
    await page.goto('/gfmpalam');
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
    const mall = await jsonLd(page);
    expect(mall).toMatchObject({
      '@type': 'ShoppingCenter',
      openingHours: 'Mo-Su 10:00-22:00',
      address: { addressLocality: 'Gurugram' },
      geo: { '@type': 'GeoCoordinates' },
    });
    expect((mall.containsPlace as unknown[]).length).toBeGreaterThanOrEqual(85);
    await page.goto('/gfm43/automotive/mercedes');
    await expect.poll(async () => (await jsonLd(page))['@type']).toBe('AutoDealer');
    await page.goto('/gfm43/blog/coffee-trail');
    await expect.poll(async () => (await jsonLd(page))['@type']).toBe('BlogPosting');
    expect(await jsonLd(page)).toMatchObject({
      headline: 'The Sector 43 coffee trail',
      author: { name: 'Priya Nair' },
    });
  },
);

test('sitemap.xml lists every route and post; robots.txt points to it', { tag: '@desktop' }, async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const path of routes) expect(sitemap).toContain(`<loc>http://localhost:3000${path}</loc>`);
  expect(sitemap).toContain('<loc>http://localhost:3000/gfmpalam/blog/music-nights</loc>');
  expect(sitemap.match(/\/blog\//g)?.length).toBe(12 + 7);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Sitemap: http://localhost:3000/sitemap.xml');
});
