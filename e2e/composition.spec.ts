import { expect, test } from './test';
import { blockRemote, hangRemote, recordPageErrors, recordRequests, REMOTE_ORIGINS } from './support';

const NOT_FOUND_TEXT = 'Oops! The page you are looking for does not exist. It might have been moved or deleted.';

test.describe('landing page', () => {
  test('shows the logo and a tile for each mall, and downloads no remote JavaScript', async ({ page }) => {
    const requests = recordRequests(page);
    const errors = recordPageErrors(page);
    await page.goto('/');
    await expect(page.getByRole('img', { name: 'Global Foyer Mall' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Sector 43 Gurugram/ })).toHaveAttribute('href', '/gfm43');
    await expect(page.getByRole('link', { name: /Palam Vihar Gurugram/ })).toHaveAttribute('href', '/gfmpalam');
    await page.waitForLoadState('networkidle');
    const remoteRequests = requests.filter((request) =>
      Object.values(REMOTE_ORIGINS).some((origin) => request.url().startsWith(origin)),
    );
    expect(remoteRequests.map((request) => request.url())).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('leads to each mall through its tile', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: /Sector 43 Gurugram/ }).click();
    await expect(page).toHaveURL('/gfm43');
    await expect(page.getByRole('heading', { level: 1, name: 'The Global Mall of All Your Needs' })).toBeVisible();
    await page.goBack();
    await page.getByRole('link', { name: /Palam Vihar Gurugram/ }).click();
    await expect(page).toHaveURL('/gfmpalam');
    await expect(page.getByRole('heading', { level: 1, name: 'The Mall Of Your Dreams' })).toBeVisible();
  });
});

test.describe('deep links', () => {
  test('open a mall page directly, survive a reload, and follow back and forward', async ({ page }) => {
    await page.goto('/gfm43/privacy-policy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();

    await page.goto('/gfmpalam/clothing');
    await expect(page.getByRole('heading', { level: 1, name: 'Clothing' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL('/gfm43/privacy-policy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await page.goForward();
    await expect(page.getByRole('heading', { level: 1, name: 'Clothing' })).toBeVisible();
  });

  test(
    'start from the configuration written into the page, with no request for it',
    { tag: '@desktop' },
    async ({ page, request }) => {
      const requests = recordRequests(page);
      await page.goto('/gfm43/all-brands');
      await expect(page.getByRole('heading', { level: 1, name: 'All Brands' })).toBeVisible();
      const embedded = JSON.parse((await page.locator('script#gfm-runtime-config').textContent()) ?? 'null');
      const served = await (await request.get('/runtime-config.json')).json();
      expect(embedded).toEqual(served);
      expect(requests.map((r) => new URL(r.url()).pathname)).not.toContain('/runtime-config.json');
    },
  );

  test("render the blog inside the mall's layout", async ({ page }) => {
    await page.goto('/gfmpalam/blogs');
    await expect(page.getByRole('heading', { level: 1, name: 'Trending at Global Foyer Mall' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Fitness');
    await page.goto('/gfm43/blog/coffee-trail');
    await expect(page.getByRole('heading', { level: 1, name: 'The Sector 43 coffee trail' })).toBeVisible();
  });

  test('scroll to the top on a route change', async ({ page }) => {
    await page.goto('/gfm43');
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL('/gfm43/privacy-policy');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('404 page', () => {
  for (const [path, contact] of [
    ['/no-such-page', '/gfm43/contact-us'],
    ['/404', '/gfm43/contact-us'],
    ['/gfmpalam/no-such-page', '/gfmpalam/contact-us'],
    ['/gfm43/no/such/page', '/gfm43/contact-us'],
  ] as const) {
    test(`${path} shows the texts and leads Contact Us to ${contact}`, { tag: '@phone' }, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'oops! Page not found' })).toBeVisible();
      await expect(page.getByText(NOT_FOUND_TEXT)).toBeVisible();
      await expect(page.getByRole('link', { name: 'Contact Us', exact: true }).last()).toHaveAttribute('href', contact);
    });
  }

  test('HOME leads to the landing page', async ({ page }) => {
    await page.goto('/no-such-page');
    await page.getByRole('link', { name: 'HOME' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('link', { name: /Sector 43 Gurugram/ })).toBeVisible();
  });
});

test.describe('a remote the browser cannot reach', { tag: '@phone' }, () => {
  test('leaves the page the server rendered as it is, and its links lead on', async ({ page }) => {
    await blockRemote(page, 'gfmpalam');
    await page.goto('/gfmpalam/clothing');
    await expect(page.getByRole('heading', { level: 1, name: 'Clothing' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('All rights reserved.');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL('/gfmpalam/privacy-policy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  });

  test('sends the visitor to the page the server draws, within 5 s, when a mall’s code hangs on the way there', async ({
    page,
  }) => {
    await page.goto('/');
    await hangRemote(page, 'gfm43');
    const started = Date.now();
    await page.getByRole('link', { name: /Sector 43 Gurugram/ }).click();
    // The browser cannot learn the mall's pages, so it loads the address as a document: the server can reach the remote.
    await expect(page.getByRole('heading', { level: 1, name: 'The Global Mall of All Your Needs' })).toBeVisible({
      timeout: 5_000,
    });
    test.info().annotations.push({ type: 'document-load-ms', description: String(Date.now() - started) });
    await expect(page).toHaveURL('/gfm43');
    await expect(page.getByRole('contentinfo')).toContainText('All rights reserved.');
  });

  test('sends the visitor to the page the server draws at once when a mall’s code is refused', async ({ page }) => {
    await page.goto('/');
    await blockRemote(page, 'gfm43');
    await page.getByRole('link', { name: /Sector 43 Gurugram/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'The Global Mall of All Your Needs' })).toBeVisible({
      timeout: 5_000,
    });
    // Its links are plain links: the next page comes from the server too.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL('/gfm43/privacy-policy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  });

  test("a dead blog leaves the mall's layout and pages working", async ({ page }) => {
    await page.goto('/gfmpalam');
    await blockRemote(page, 'blog');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Blogs' }).click();
    await expect(page.getByRole('heading', { name: 'The blog can’t be shown right now' })).toBeVisible({
      timeout: 5_000,
    });
    await expect(page.getByRole('contentinfo')).toContainText('All rights reserved.');
    await page.getByRole('contentinfo').getByRole('link', { name: 'All Brands' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'All Brands' })).toBeVisible();
  });
});

test.describe('shared dependencies', { tag: '@phone' }, () => {
  test('React, React DOM, the router and the federation runtime are downloaded once, from the shell, with every remote on the page', async ({
    page,
  }) => {
    const scripts: { url: string; body: string }[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push({ url: response.url(), body: await response.text().catch(() => '') });
    });
    await page.goto('/gfm43/blogs');
    await expect(page.getByRole('heading', { level: 1, name: 'Trending at Global Foyer Mall' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Markers that only the react-dom client and React's own module contain.
    const reactDom = scripts.filter((script) => script.body.includes('__reactContainer$'));
    const react = scripts.filter(
      (script) => script.body.includes('react.transitional.element') && script.body.includes('useActionState'),
    );
    expect(reactDom).toHaveLength(1);
    expect(reactDom[0]?.url).toMatch(/^http:\/\/localhost:3000\//);
    expect(react.length).toBeGreaterThanOrEqual(1);
    expect(react.filter((script) => !script.url.startsWith('http://localhost:3000/'))).toEqual([]);
    // One router (the trimmed @gfm/shared/router), from the shell: the remotes' links use its context.
    const router = scripts.filter((script) => script.body.includes('may be used only in the context of a <Router>'));
    expect(router.map((script) => new URL(script.url).origin)).toEqual(['http://localhost:3000']);
    // One federation runtime, the shell's: the remotes are built to run on it (decision 009).
    const federationRuntime = scripts.filter((script) => script.body.includes('__GLOBAL_LOADING_REMOTE_ENTRY__'));
    expect(federationRuntime.map((script) => script.url)).toEqual(['http://localhost:3000/main.js']);
    // Both remotes of the page were really loaded.
    expect(scripts.some((script) => script.url.startsWith(REMOTE_ORIGINS.gfm43))).toBe(true);
    expect(scripts.some((script) => script.url.startsWith(REMOTE_ORIGINS.blog))).toBe(true);
  });
});

test.describe('what the HTML carries', { tag: '@phone' }, () => {
  test("the page's style sheets are written in, no script competes with its first picture, and its data come with it", async ({
    page,
    request,
  }) => {
    const whole = await (await request.get('/gfm43/blog/coffee-trail')).text();
    const head = whole.slice(0, whole.indexOf('</head>'));
    // The first screen's rules of each (decision 085); the whole sheets come with the app.
    const inlined = [...head.matchAll(/<style data-first-screen="([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(inlined.some((href) => href.startsWith('/'))).toBe(true);
    expect(inlined.some((href) => href.startsWith(`${REMOTE_ORIGINS.gfm43}/`))).toBe(true);
    expect(inlined.some((href) => href.startsWith(`${REMOTE_ORIGINS.blog}/`))).toBe(true);
    expect(head).not.toContain('rel="stylesheet"');
    expect(head).not.toMatch(/rel="preload" as="script"/);
    for (const origin of [REMOTE_ORIGINS.gfm43, REMOTE_ORIGINS.blog, 'http://localhost:4000'])
      expect(head).toContain(`<link rel="preconnect" href="${origin}"/>`);
    expect(inlined.filter((href) => href.startsWith(REMOTE_ORIGINS.gfmpalam))).toEqual([]);

    const requests = recordRequests(page);
    await page.goto('/gfm43/blog/coffee-trail');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The whole sheets come once each, before the app takes the page over; the remotes' loaders find
    // them in the page and do not fetch them again.
    const absolute = (href: string) => new URL(href, 'http://localhost:3000').href;
    const sheets = requests.filter((sent) => inlined.map(absolute).includes(sent.url())).map((sent) => sent.url());
    expect(sheets.sort()).toEqual(inlined.map(absolute).sort());
    // Every script is fetched once.
    const scripts = requests.filter((sent) => sent.resourceType() === 'script').map((sent) => sent.url());
    expect(scripts.length).toBeGreaterThan(5);
    expect(scripts.filter((url, index) => scripts.indexOf(url) !== index)).toEqual([]);
    // The post and the latest posts came with the page: the browser does not ask WordPress again.
    expect(requests.filter((sent) => sent.url().includes('/wp-json/')).map((sent) => sent.url())).toEqual([]);
  });

  test("another mall's style sheets arrive with its code on a navigation, once", async ({ page }) => {
    const requests = recordRequests(page);
    await page.goto('/');
    await page.getByRole('link', { name: /Palam Vihar Gurugram/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'The Mall Of Your Dreams' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const sheets = requests
      .filter((sent) => sent.resourceType() === 'stylesheet' && sent.url().startsWith(REMOTE_ORIGINS.gfmpalam))
      .map((sent) => sent.url());
    expect(sheets.length).toBeGreaterThan(0);
    expect(sheets.filter((url, index) => sheets.indexOf(url) !== index)).toEqual([]);
    // Drawn with them: the header's logo sits in its frame, not at its natural size.
    const logo = await page.getByRole('banner').getByRole('img', { name: 'Global Foyer Mall home' }).boundingBox();
    expect(logo?.height ?? 0).toBeLessThan(100);
  });
});

// The largest picture of each page's first screen: e2e/every-page.spec.ts.

test.describe('standalone remotes', { tag: '@desktop' }, () => {
  test('remote-gfm43 runs alone with its layout and routes', async ({ page }) => {
    await page.goto(`${REMOTE_ORIGINS.gfm43}/`);
    await expect(page).toHaveURL(`${REMOTE_ORIGINS.gfm43}/gfm43`);
    await expect(page.getByRole('heading', { level: 1, name: 'The Global Mall of All Your Needs' })).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Automotive' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Automotive' })).toBeVisible();
  });

  test('remote-gfmpalam runs alone and shows the 404 page for an unknown route', async ({ page }) => {
    await page.goto(`${REMOTE_ORIGINS.gfmpalam}/gfmpalam/fitness`);
    await expect(page.getByRole('heading', { level: 1, name: 'Fitness' })).toBeVisible();
    await page.goto(`${REMOTE_ORIGINS.gfmpalam}/gfmpalam/nowhere`);
    await expect(page.getByRole('heading', { level: 1, name: 'oops! Page not found' })).toBeVisible();
  });

  test('remote-blog runs alone with both malls', async ({ page }) => {
    await page.goto(`${REMOTE_ORIGINS.blog}/gfmpalam/blogs`);
    await expect(page.getByRole('heading', { level: 1, name: 'Trending at Global Foyer Mall' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sector 43 Gurugram blog' }).first()).toHaveAttribute(
      'href',
      '/gfm43/blogs',
    );
  });
});
