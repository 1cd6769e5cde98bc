import type { Page } from '@playwright/test';
import { engageUntil, expect, test } from './test';
import { holdRequests, standInForTheMap } from './support';

/**
 * The largest picture first (decision 069): on a phone's first
 * screen, only the page's largest picture is asked for at high priority. The
 * others there (the next offer peeking in, the first shop cards) ask at low
 * priority and stay low once laid out, where Chromium would otherwise raise
 * them to high beside the largest; they still show, with or without script.
 * A contact page's map frame is asked for after the page's largest paint, and
 * shows with or without script (decision 072).
 */

/** Palam Vihar's clothing page opens with an offers carousel, the next offer peeking in, and two shop cards. */
const PAGE = '/gfmpalam/clothing';
const LARGEST = /\/media\/clothing-offer-1-\d+\./;

/** The pictures of the first screen, whole or in part, as the browser drew them. */
function firstScreenPictures(page: Page) {
  return page.locator('img').evaluateAll((imgs) =>
    imgs
      .filter((img) => {
        const box = img.getBoundingClientRect();
        return box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
      })
      .map((img) => ({
        src: (img as HTMLImageElement).currentSrc,
        priority: img.getAttribute('fetchpriority'),
        shown: (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
      })),
  );
}

test(
  'only the largest picture of a phone’s first screen is asked for at high priority',
  { tag: '@phone' },
  async ({ page, context }) => {
    // Held until the page has hydrated, so each picture is still on its way when the page lays itself out
    // again (hydration does): that is when Chromium raises a picture it finds on screen, unless the
    // picture asked for low.
    const media = await holdRequests(page, /\/media\/.+\.(avif|webp|jpg|png)$/);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const urls = new Map<string, string>();
    const priorities = new Map<string, string>();
    cdp.on('Network.requestWillBeSent', (event) => {
      if (event.type !== 'Image') return;
      urls.set(event.requestId, event.request.url);
      priorities.set(event.request.url, event.request.initialPriority);
    });
    cdp.on('Network.resourceChangedPriority', (event) => {
      const url = urls.get(event.requestId);
      if (url) priorities.set(url, event.newPriority);
    });

    await page.goto(PAGE, { waitUntil: 'commit' });
    await expect.poll(media.held, 'pictures asked for, held').toBeGreaterThan(0);
    await engageUntil(page, async () => (await page.locator('html[data-hydrated]').count()) === 1);
    media.release();
    await page.waitForLoadState('networkidle');
    const pictures = await firstScreenPictures(page);
    const largest = pictures.filter((picture) => LARGEST.test(picture.src));
    const others = pictures.filter((picture) => !LARGEST.test(picture.src) && picture.src.includes('/media/'));
    expect(largest, 'the first offer is on the first screen').toHaveLength(1);
    expect(others.length, 'other pictures share the first screen').toBeGreaterThanOrEqual(2);
    for (const picture of pictures) expect(picture.shown, picture.src).toBe(true);

    const high = [...priorities].filter(([, priority]) => /High/.test(priority)).map(([url]) => url);
    expect(high).toEqual([largest[0]?.src]);
    for (const picture of others) {
      expect(picture.priority, picture.src).toBe('low');
      expect(priorities.get(picture.src), picture.src).toBe('Low');
    }
  },
);

test(
  'a blog post names its picture’s AVIF copies from WordPress, in the head and in a <picture>',
  { tag: '@desktop' },
  async ({ request }) => {
    const html = await (await request.get('/gfm43/blog/coffee-trail')).text();
    const avif = /food-strip-6-480\.avif 480w, [^"]*food-strip-6-768\.avif 768w/;
    const preload = /<link rel="preload" as="image" type="image\/avif" fetchPriority="high" imageSrcSet="([^"]*)"/.exec(
      html,
    );
    expect(preload?.[1]).toMatch(avif);
    const picture =
      /<picture[^>]*><source type="image\/avif" srcSet="([^"]*)"[^>]*\/><img [^>]*fetchPriority="high"/.exec(html);
    expect(picture?.[1]).toMatch(avif);
  },
);

/** Palam Vihar's contact page: its largest paint is its text; the map's frame is further down. */
const CONTACT = '/gfmpalam/contact-us';

test(
  'the contact page’s map frame is asked for after the page’s largest paint, and shows',
  { tag: '@phone' },
  async ({ page }) => {
    await standInForTheMap(page);
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        const box = document.querySelector('[data-map-src]');
        Object.assign(window, { mapBoxBefore: [box?.getBoundingClientRect().height, !!box?.querySelector('iframe')] });
      }),
    );
    await page.goto(CONTACT);
    const map = page.locator('iframe[title^="Map of"]');
    await expect(map).toHaveCount(1);
    await expect(page.locator('[data-loaded="true"] iframe[title^="Map of"]')).toHaveCount(1);
    // The page's first largest-paint entry, and when the frame was asked for (boot.js: after the load).
    const [paint, frame] = await page.evaluate(
      () =>
        new Promise<[number, number]>((resolve) => {
          new PerformanceObserver((list) => {
            const asked = performance
              .getEntriesByType('resource')
              .find((entry) => entry.name.startsWith('https://www.openstreetmap.org/'));
            resolve([list.getEntries()[0]?.startTime ?? Infinity, asked?.startTime ?? -1]);
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    expect(frame).toBeGreaterThan(paint);
    // The frame's box had the frame's height before the frame came (at DOMContentLoaded): nothing moved.
    const [before, after] = await page.evaluate(() => [
      (window as unknown as { mapBoxBefore: [number, boolean] }).mapBoxBefore,
      document.querySelector('[data-map-src]')?.getBoundingClientRect().height,
    ]);
    expect(before).toEqual([after, false]);
    await expect(map).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-popups');
    await expect(map).toHaveAttribute('loading', 'lazy');
  },
);

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test(
    'every picture of the first screen shows, and one further down once scrolled to',
    { tag: '@phone' },
    async ({ page }) => {
      await page.goto(PAGE);
      await expect
        .poll(async () => (await firstScreenPictures(page)).filter((picture) => !picture.shown).map((p) => p.src))
        .toEqual([]);
      const lastCard = page.locator('main img[fetchpriority="low"]').last();
      await lastCard.scrollIntoViewIfNeeded();
      await expect
        .poll(() => lastCard.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
    },
  );

  test('the contact page shows its map frame', { tag: '@phone' }, async ({ page }) => {
    await standInForTheMap(page);
    await page.goto(CONTACT);
    const map = page.locator('iframe[title^="Map of"]');
    await map.scrollIntoViewIfNeeded();
    await expect(map).toBeVisible();
    await expect.poll(async () => (await map.boundingBox())?.height).toBeGreaterThan(300);
    await expect(page.frameLocator('iframe[title^="Map of"]').getByText('Map')).toBeVisible();
  });
});
