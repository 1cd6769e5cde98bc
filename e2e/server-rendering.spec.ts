import { expect, test } from './test';
import { gfm } from '../shared/src/images/sets/gfm';
import { copyOfBuild, rewriteBuild, startRemoteHost, startShellServer } from './servers';
import { ROUTES } from './pages';

test.describe('every page rendered by the server', () => {
  // The server sends the same HTML whatever the screen (it cannot know it): read once, at a phone's
  // width, which is where most visitors read it (decision 064).
  test.describe('with JavaScript disabled', { tag: '@phone' }, () => {
    test.use({ javaScriptEnabled: false });

    test('the directories show every card, with the footer', async ({ page }) => {
      await page.goto('/gfmpalam/all-brands');
      const claim = (await page.getByText(/^Every one of our \d+ shops/).textContent()) ?? '';
      const shops = Number(/\d+/.exec(claim)?.[0]);
      expect(shops).toBeGreaterThan(80);
      await expect(
        page.getByRole('region', { name: 'Find your Favourite' }).getByRole('heading', { level: 3 }),
      ).toHaveCount(shops);
      await expect(page.getByRole('contentinfo')).toContainText('All rights reserved.');
      await page.goto('/gfm43/all-brands');
      const brands = Number(/\d+/.exec((await page.getByText(/^\d+ brands to discover/).textContent()) ?? '')?.[0]);
      expect(brands).toBe(14);
      await expect(
        page.getByRole('region', { name: 'Find your Favourite' }).getByRole('heading', { level: 3 }),
      ).toHaveCount(brands);
    });

    test('a mall’s home shows its FAQ, questions and answers, and the newsletter and footer', async ({ page }) => {
      await page.goto('/gfm43');
      const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
      await expect(faq.getByRole('heading', { level: 3 })).toHaveCount(5);
      // The answers are in the HTML, each behind its question (a `<details>`, which needs no script).
      await expect(faq.getByText(/10:00 AM to 10:00 PM/)).toBeAttached();
      await faq.locator('summary', { hasText: 'What are the opening hours of the mall?' }).click();
      await expect(faq.getByText(/10:00 AM to 10:00 PM/)).toBeVisible();
      await expect(page.getByRole('heading', { name: "Let's Share, Let's Love, Let's Begin" })).toBeAttached();
      await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
        'href',
        '/gfm43/privacy-policy',
      );
    });

    test('a blog post shows its byline, its body and the latest posts', async ({ page }) => {
      await page.goto('/gfm43/blog/coffee-trail');
      await expect(page.getByRole('heading', { level: 1, name: 'The Sector 43 coffee trail' })).toBeVisible();
      await expect(page.getByText(/^By Priya Nair on \d{1,2} [A-Z][a-z]+ 20\d\d$/)).toBeVisible();
      await expect(
        page.getByRole('complementary', { name: 'Latest Posts' }).getByRole('link', { name: /^Read More/ }),
      ).toHaveCount(5);
      await page.goto('/gfm43/blogs');
      await expect(page.getByRole('link', { name: /^Read More/ })).toHaveCount(10);
    });

    for (const { path } of ROUTES) {
      test(`${path} has its heading, its own title and its frame in the HTML`, async ({ page }) => {
        await page.goto(path);
        await expect(page.locator('h1').first()).toBeVisible();
        await expect(page).toHaveTitle(/\| Global Foyer Mall$|^Global Foyer Mall$/);
        if (path.startsWith('/gfm')) await expect(page.getByRole('contentinfo')).toContainText('All rights reserved.');
      });
    }
  });

  // Hydrated in place, in both layouts: e2e/every-page.spec.ts, with the rest of what a page owes.

  test(
    'a client-side navigation replaces the head’s tags instead of adding to them',
    { tag: '@desktop' },
    async ({ page }) => {
      await page.goto('/gfm43');
      await page.getByRole('banner').getByRole('link', { name: 'Automotive' }).click();
      await expect(page).toHaveTitle('Automotive | Sector 43 | Global Foyer Mall');
      await page.locator('main a[href="/gfm43/automotive/mercedes"]').first().click();
      await expect(page).toHaveTitle('Mercedes | Sector 43 | Global Foyer Mall');
      await expect(page.locator('head title')).toHaveCount(1);
      await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
      await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
        'href',
        'http://localhost:3000/gfm43/automotive/mercedes',
      );
      await expect(page.locator('head meta[property="og:title"]')).toHaveCount(1);
    },
  );
});

test.describe('parts of a page the server cannot render', { tag: '@phone' }, () => {
  test('a remote that is down leaves its fallback inside the site’s frame, and the rest of the site', async ({
    page,
  }) => {
    const server = await startShellServer(3110, {
      REMOTE_BLOG_URL: 'http://localhost:3199/remoteEntry.js',
      REMOTE_GFMPALAM_URL: 'http://localhost:3198/remoteEntry.js',
    });
    try {
      const blog = await page.request.get(`${server.origin}/gfm43/blogs`);
      expect(blog.status()).toBe(200);
      const blogHtml = await blog.text();
      expect(blogHtml).toContain('The blog can’t be shown right now');
      expect(blogHtml).toContain('All rights reserved.');
      expect(blogHtml).toContain('Become a Member');

      await page.goto(`${server.origin}/gfmpalam/clothing`);
      await expect(
        page.getByRole('heading', { level: 1, name: 'This page of Palam Vihar Gurugram can’t be shown right now' }),
      ).toBeVisible();
      // The site's own frame: the brand's header with its way home.
      await expect(page.getByRole('banner').getByRole('link', { name: 'Global Foyer Mall home' })).toHaveAttribute(
        'href',
        '/',
      );
      await page.getByRole('link', { name: 'Go to the home page' }).click();
      await page.getByRole('link', { name: /Sector 43 Gurugram/ }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'The Global Mall of All Your Needs' })).toBeVisible();
    } finally {
      await server.stop();
    }
  });

  test('a remote that throws while rendering leaves its fallback and the rest of the page', async ({ page }) => {
    const folder = copyOfBuild('remote-gfmpalam');
    // A release whose home page throws on the server: the first statement of its component.
    rewriteBuild(folder, (source, file) =>
      file.startsWith('server/')
        ? source.replace(
            /(The Mall Of Your Dreams[^]*?)function Component\(\) \{/,
            '$1function Component() {\n  throw new Error("A page that throws while rendering");',
          )
        : source,
    );
    const remote = await startRemoteHost('remote-gfmpalam', folder, 3112);
    const server = await startShellServer(3111, { REMOTE_GFMPALAM_URL: `${remote.origin}/remoteEntry.js` });
    try {
      const home = await page.request.get(`${server.origin}/gfmpalam`);
      expect(home.status()).toBe(200);
      const html = await home.text();
      expect(html).toContain('This page of Palam Vihar Gurugram can’t be shown right now');
      // The mall's frame around it, and the other pages of the same remote, are there.
      expect(html).toContain('All rights reserved.');
      expect(await (await page.request.get(`${server.origin}/gfmpalam/clothing`)).text()).toContain('Denim days');
    } finally {
      await server.stop();
      await remote.stop();
    }
  });

  test('WordPress that is down leaves the blog’s own error, in the mall’s frame', async ({ page }) => {
    const server = await startShellServer(3113, { BLOG_API_URL: 'http://localhost:3197/wp-json' });
    try {
      await page.goto(`${server.origin}/gfm43/blog/coffee-trail`);
      await expect(page.getByRole('heading', { name: 'This story could not be loaded' })).toBeVisible();
      await expect(page.getByRole('complementary', { name: 'Latest Posts' })).toContainText(
        'The latest posts could not be loaded.',
      );
      await page.goto(`${server.origin}/gfm43/blogs`);
      await expect(page.getByRole('alert')).toContainText('The stories could not be loaded right now.');
      await page.getByRole('contentinfo').getByRole('link', { name: 'All Brands' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'All Brands' })).toBeVisible();
    } finally {
      await server.stop();
    }
  });
});

test(
  'the run-time configuration reaches every remote’s parts, on the server and in the browser',
  { tag: '@phone' },
  async ({ page }) => {
    // Before, shared code that imported the configuration by a relative path read a copy of its own
    // in each remote, with the defaults: a map or an asset host set for the site never reached them.
    const map = 'http://localhost:3196/a-map-of-sector-43';
    const server = await startShellServer(3116, { MAP_URL_GFM43: map, IMAGE_BASE_URL: 'http://localhost:3116/media' });
    try {
      const html = await (await page.request.get(`${server.origin}/gfm43/contact-us`)).text();
      expect(html).toContain(`src="${map}"`);
      const logo = `http://localhost:3116/media/logo.${gfm.logo.hash}.svg`;
      expect(html).toContain(`src="${logo}"`);
      await page.route(`${map}**`, (route) => route.fulfill({ contentType: 'text/html', body: '<p>map</p>' }));
      await page.goto(`${server.origin}/gfm43/contact-us`);
      await expect(page.locator('iframe')).toHaveAttribute('src', map);
      await expect(page.getByRole('banner').getByRole('img', { name: 'Global Foyer Mall home' })).toHaveAttribute(
        'src',
        logo,
      );
    } finally {
      await server.stop();
    }
  },
);

test(
  'a remote redeployed under the running server shows its new version in the HTML within a minute',
  { tag: '@phone' },
  async ({ page }) => {
    test.setTimeout(120_000);
    const folder = copyOfBuild('remote-gfm43');
    const remote = await startRemoteHost('remote-gfm43', folder, 3115);
    const server = await startShellServer(3114, { REMOTE_GFM43_URL: `${remote.origin}/remoteEntry.js` });
    try {
      const before = await (await page.request.get(`${server.origin}/gfm43`)).text();
      expect(before).toContain('The Global Mall of All Your Needs');
      // The mall team uploads a new build over the old one, at the same address.
      rewriteBuild(folder, (source) =>
        source.replaceAll('The Global Mall of All Your Needs', 'The Global Mall, Renewed'),
      );
      const released = Date.now();
      // Each look is bounded, so a slow answer is retried rather than waited on past the minute.
      await expect
        .poll(
          async () =>
            (await (await page.request.get(`${server.origin}/gfm43`, { timeout: 10_000 })).text()).includes(
              'The Global Mall, Renewed',
            ),
          { timeout: 60_000, intervals: [500] },
        )
        .toBe(true);
      test.info().annotations.push({ type: 'redeploy-seen-after-ms', description: String(Date.now() - released) });
      // The browser runs the new build with it: hydration finds the same text.
      await page.goto(`${server.origin}/gfm43`, { timeout: 20_000 });
      await expect(page.getByRole('heading', { level: 1, name: 'The Global Mall, Renewed' })).toBeVisible();
    } finally {
      await server.stop();
      await remote.stop();
    }
  },
);
