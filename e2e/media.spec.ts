import { type Page } from '@playwright/test';
import { engageUntil, expect, test } from './test';
import { expectLayoutShiftBelow, holdRequests, pageSettled, REMOTE_ORIGINS, trackLayoutShifts } from './support';

async function imagesLoaded(page: Page): Promise<void> {
  // The page renders after the shell starts: wait for its heading, then for its images.
  await expect(page.locator('h1').first()).toBeVisible();
  await page.waitForFunction(
    () =>
      document.images.length > 0 &&
      [...document.images].every((img) => img.complete && (img.loading === 'lazy' || img.naturalWidth > 0)),
  );
}

for (const path of ['/']) {
  test(`${path}: no image is downloaded at more than about twice its displayed width`, async ({ page }) => {
    await page.goto(path);
    await imagesLoaded(page);
    const images = await page.evaluate(() =>
      [...document.images]
        .filter((img) => img.currentSrc && img.getBoundingClientRect().width > 0)
        .map((img) => ({
          src: img.currentSrc,
          natural: img.naturalWidth,
          shown: img.getBoundingClientRect().width * window.devicePixelRatio,
        })),
    );
    expect(images.length).toBeGreaterThan(0);
    const tooLarge = images.filter((image) => image.natural > image.shown * 2.2);
    expect(tooLarge).toEqual([]);
  });

  test(`${path}: the layout does not shift while images load`, async ({ page }) => {
    await trackLayoutShifts(page);
    await page.goto(path);
    await imagesLoaded(page);
    // The fade-in lasts 1000 ms (requirements §2); shifts would come with the loads before it ends.
    await pageSettled(page);
    await expectLayoutShiftBelow(page, 0.01);
  });

  // A browser paints the HTML as it arrives: what it has drawn must not move as the rest comes in
  // (the landing page's content was centred, and moved up by half of each part parsed after it).
  // In a narrow desktop window, where the browser paints parts of the page as they are parsed.
  test(`${path}: the layout does not shift while the HTML arrives on a slow link @desktop`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await trackLayoutShifts(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: 50 * 1024,
      uploadThroughput: 50 * 1024,
    });
    await page.goto(path);
    // The whole HTML has come (the load) and the page is hydrated: the shifts it caused, reported.
    await pageSettled(page, { network: false });
    await expectLayoutShiftBelow(page, 0.01);
  });
}

// Parts whose size depends on the viewport (the food strip's panels, a slider's slides) are sized by
// the style sheet: sized by script, they changed width when the page was hydrated (CLS 0.038 and
// 0.02 at 1350 px in the desktop audit). Counted from the first paint, so they also see what moves
// while the HTML arrives (below); a failure lists each shift, what moved and when.
for (const path of ['/gfmpalam/beauty-and-salon', '/gfm43/food-and-drinks', '/gfm43/automotive', '/gfm43/blogs']) {
  test(`${path}: nothing moves when the page is hydrated`, async ({ page }) => {
    await trackLayoutShifts(page);
    await page.goto(path);
    await pageSettled(page);
    await expectLayoutShiftBelow(page, 0.01);
  });
}

// The browser paints a page's HTML as it arrives: a part drawn before the rest of it came in must not
// move when it does. The tests above caught two such shifts once in 10 to 20 runs: the header's search,
// drawn at the bar's far end until the navigation after it arrived (0.0118 at 1440 px), and the food
// strip's first panels, as wide as the strip until the others arrived (0.003). On a slow link the
// first of them came on every load of this page.
test(
  '/gfm43/automotive: nothing moves while the HTML arrives on a slow link',
  { tag: '@desktop' },
  async ({ page }) => {
    await trackLayoutShifts(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: 100 * 1024,
      uploadThroughput: 100 * 1024,
    });
    await page.goto('/gfm43/automotive');
    await pageSettled(page, { network: false });
    await expectLayoutShiftBelow(page, 0.01);
  },
);

test.describe('a part keeps its place while the rest of its HTML has not arrived', () => {
  // Without script nothing redraws the page: what is taken out below stands for what has not arrived.
  test.use({ javaScriptEnabled: false });

  test(
    'the header’s search stays beside the logo before the navigation after it',
    { tag: '@desktop' },
    async ({ page }) => {
      await page.goto('/gfm43');
      const banner = page.getByRole('banner');
      const search = banner.getByRole('search');
      const drawn = await search.boundingBox();
      await banner.locator('[popover]').evaluate((menu) => menu.remove());
      expect(await search.boundingBox()).toEqual(drawn);
    },
  );

  test('the food strip’s first panels keep their width before the others', async ({ page }) => {
    await page.goto('/gfm43/food-and-drinks');
    const strip = page.getByRole('list', { name: 'Dishes of the food court' });
    const panels = strip.getByRole('listitem');
    const boxes = () => Promise.all([panels.nth(0).boundingBox(), panels.nth(1).boundingBox()]);
    const drawn = await boxes();
    // Every panel is in the HTML, those a narrow screen does not show too.
    await strip.evaluate((list) => [...list.children].slice(2).forEach((item) => item.remove()));
    await expect(panels).toHaveCount(2);
    expect(await boxes()).toEqual(drawn);
  });
});

test('the food strip shows 3 panels at 390 px, all 8 at 1440 px', async ({ page }) => {
  await page.goto('/gfm43/food-and-drinks');
  const panels = page
    .getByRole('list', { name: /./ })
    .filter({ has: page.locator('li[data-expanded]') })
    .locator('li');
  await expect(panels).toHaveCount(8);
  const visible = async () =>
    await panels.evaluateAll((items) => items.filter((item) => item.getBoundingClientRect().width > 0).length);
  expect(await visible()).toBe((page.viewportSize()?.width ?? 0) < 640 ? 3 : 8);
});

// The food page keeps its blocks in one grid, and its lower blocks are drawn when near (decision 022):
// until then their guessed size was 500 px wide as well as high, and for one frame the grid's column
// took that width, moving the offers and the clip beside them (CLS 0.075 in the mobile audit).
// Whether the browser paints that frame depends on timing (in this suite's browser no shift was reported,
// though the 500 px frame was laid out), so the test reads the offers' width in every frame until the
// carousel has started.
test('/gfm43/food-and-drinks: the blocks drawn later do not widen the page while they wait', async ({ page }) => {
  await trackLayoutShifts(page);
  await page.addInitScript(() => {
    const widest = { offers: 0 };
    (window as unknown as { __widest: typeof widest }).__widest = widest;
    const measure = () => {
      const offers = document.querySelector('[aria-label="Food offers"]')?.parentElement;
      if (offers) widest.offers = Math.max(widest.offers, offers.getBoundingClientRect().width);
      if (!document.querySelector('.swiper-initialized')) requestAnimationFrame(measure);
    };
    requestAnimationFrame(measure);
  });
  await page.goto('/gfm43/food-and-drinks');
  await expect(page.locator('.swiper-initialized')).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  const widest = await page.evaluate(() => (window as unknown as { __widest: { offers: number } }).__widest.offers);
  expect(widest).toBeGreaterThan(0);
  expect(widest).toBeLessThanOrEqual(await page.evaluate(() => document.documentElement.clientWidth));
  await expectLayoutShiftBelow(page, 0.01);
});

for (const [path, heading] of [
  ['/gfm43/blogs', 'Trending at Global Foyer Mall'],
  ['/gfm43/blog/coffee-trail', 'The Sector 43 coffee trail'],
] as const) {
  test(`${path}: a blog remote slower than the mall's layout does not move the footer`, async ({ page }) => {
    // The audit caught 0.14-0.18 CLS here when the blog's files came late: the footer showed
    // under a short "Loading…" box and jumped down when the page arrived. The blog's files are
    // held until the mall's layout, footer included, is on screen, then come (within the remote's
    // time limit, which starts when the shell asks for them).
    const blog = await holdRequests(page, `${REMOTE_ORIGINS.blog}/**`);
    await trackLayoutShifts(page);
    await page.goto(path, { waitUntil: 'commit' });
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await engageUntil(page, () => blog.held() > 0);
    blog.release();
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectLayoutShiftBelow(page, 0.02);
  });
}

test('the landing page serves modern formats to a browser that accepts them', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('img[src*="/media/landing-"]')).toHaveCount(2);
  await imagesLoaded(page);
  const sources = await page.evaluate(() =>
    [...document.images].map((img) => img.currentSrc).filter((src) => src.includes('/media/landing-')),
  );
  expect(sources).toHaveLength(2);
  for (const source of sources) expect(source).toMatch(/\.avif$/);
});

test('a broken image shows the generic fallback and logs the spec’s line', { tag: '@phone' }, async ({ page }) => {
  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));
  await page.route('**/media/landing-gfmpalam-*', (route) => route.abort());
  await page.goto('/');
  const tile = page.getByRole('link', { name: /Palam Vihar Gurugram/ });
  await expect(tile.locator('img')).toHaveAttribute('src', /image-fallback-960\.[0-9a-f]{8}\.jpg$/);
  expect(messages).toContain('Image failed to load. Fallback image will be used.');
});

// requirements §2: a pulsing placeholder until the picture has loaded. It pulses where the visitor can see
// it; a lazy picture further down waits without an animation running for nobody (decision 022).
test('a picture’s placeholder pulses while it is on screen, and only then', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/gfmpalam');
  await expect(page.locator('#root[data-first-screen]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  const pulses = () =>
    page.evaluate(() =>
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' &&
            (animation.effect as KeyframeEffect | null)?.pseudoElement === '::after',
        )
        .map((animation) => {
          const box = ((animation.effect as KeyframeEffect).target as Element).getBoundingClientRect();
          return { onScreen: box.bottom > 0 && box.top < innerHeight };
        }),
    );
  const waiting = page.locator('[data-state="loading"]');
  expect(await waiting.count(), 'lazy pictures further down are still waiting').toBeGreaterThan(0);
  expect(await pulses()).toEqual([]);
  // Nor is the loader picture drawn under them: each data: URL costs the style recalculation that meets it (decision 025).
  const below = await page.evaluate(() =>
    [...document.querySelectorAll('[data-state="loading"]')]
      .filter((frame) => frame.getBoundingClientRect().top > innerHeight)
      .map((frame) => getComputedStyle(frame).backgroundImage),
  );
  expect(below.length).toBeGreaterThan(0);
  expect(new Set(below)).toEqual(new Set(['none']));

  // The visitor scrolls to one while the network is slow: its placeholder pulses, over the loader picture, until it arrives.
  await page.route('**/media/**', () => {});
  const frame = waiting.last();
  await frame.scrollIntoViewIfNeeded();
  await expect.poll(pulses).toContainEqual({ onScreen: true });
  expect(await pulses()).not.toContainEqual({ onScreen: false });
  await expect
    .poll(() => frame.evaluate((element) => getComputedStyle(element).backgroundImage))
    .toContain('data:image/webp;base64');
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

// A marquee below the fold stands still: moving, it made the browser draw 60 frames a second for
// nobody (decision 034). It moves once the visitor scrolls to it.
test('the newsletter marquee moves only while it is on screen', { tag: '@desktop' }, async ({ page }) => {
  await page.goto('/gfmpalam/privacy-policy');
  const marquee = page.getByRole('group', { name: 'Moments from the mall' });
  const playStates = () =>
    marquee.locator('ul').evaluateAll((tracks) => tracks.map((track) => getComputedStyle(track).animationPlayState));
  await expect(marquee).not.toBeInViewport();
  await expect.poll(playStates).toEqual(['paused', 'paused', 'paused']);
  await marquee.scrollIntoViewIfNeeded();
  await expect.poll(playStates).toEqual(['running', 'running', 'running']);
});
