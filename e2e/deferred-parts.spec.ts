import type { Page } from '@playwright/test';
import { expect, test, waitForLivePage } from './test';
import { atStartOf, scrollLeft, scrollOnce } from './strips';
import { expectLayoutShiftBelow, recordConsoleErrors, REMOTE_ORIGINS, trackLayoutShifts } from './support';

/**
 * What waits, waits (decision 062): the code that enhances a part below the first screen is asked
 * for when the part comes near the screen (or is touched), not when the page is idle; until it
 * arrives the part works in its HTML form, and when it arrives it takes over without a
 * hydration error or a layout shift. Its chunk is the remote's own, from the remote's address.
 * One page load per layout (phone 390 px, desktop 1440 px); the chunk is held until checked.
 */
test("/gfmpalam: the offers carousel is a strip until swiper comes near the screen, then swiper's", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await trackLayoutShifts(page);
  // Swiper's autoplay stays still, so the offer it starts on can be read.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const asked: string[] = [];
  await page.route('**/offers-swiper.*.js', async (route) => {
    asked.push(route.request().url());
    await held;
    await route.continue();
  });

  await page.goto('/gfmpalam');
  const carousel = page.getByRole('group', { name: 'Offers', exact: true });
  const strip = carousel.locator('.swiper-wrapper');
  // Idle, and a screen and a half above the carousel: swiper is not asked for.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2_000 })));
  const below = await carousel.evaluate((element) => element.getBoundingClientRect().top / window.innerHeight);
  expect(below, 'the carousel starts beyond a screen and a half').toBeGreaterThan(1.5);
  expect(asked).toEqual([]);

  await carousel.scrollIntoViewIfNeeded();
  await expect.poll(() => asked.length).toBe(1);
  expect(new URL(asked[0] ?? '').origin, "swiper comes from the remote's own address").toBe(REMOTE_ORIGINS.gfmpalam);

  // Its HTML form while swiper is on its way: a strip the visitor scrolls, without swiper's dots.
  await expect(carousel.getByRole('button', { name: /^Show offer / })).toHaveCount(0);
  await scrollOnce(strip);
  await expect.poll(() => scrollLeft(strip)).toBeGreaterThan(0);
  const second = carousel.locator('.swiper-slide').nth(1);
  await expect.poll(() => atStartOf(second, carousel.locator('.swiper'))).toBe(true);

  release();
  // Swiper's: its dots, starting on the offer the visitor scrolled to.
  await expect(carousel.getByRole('button', { name: 'Show offer 2' })).toHaveAttribute('aria-current', 'true');
  await expect(carousel.locator('.swiper')).toHaveClass(/swiper-initialized/);
  expect(errors, 'no hydration error nor any other').toEqual([]);
  await expectLayoutShiftBelow(page, 0.01);
});

/** Holds the remote's chunk whose file name starts with `name` until `release` is called; lists the requests for it. */
async function holdChunk(page: Page, name: string) {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const asked: string[] = [];
  await page.route(`**/${name}.*.js`, async (route) => {
    asked.push(route.request().url());
    await held;
    await route.continue();
  });
  return { asked, release: () => release() };
}

/** From here on, `expectLayoutShiftBelow` counts only the shifts around a part's swap. */
async function forgetLayoutShifts(page: Page): Promise<void> {
  await page.evaluate(() => (window as unknown as { __shifts: unknown[] }).__shifts.splice(0));
}

test('/gfm43: a clip is its poster in its frame until its player comes near the screen, then it plays', async ({
  page,
}) => {
  const errors = recordConsoleErrors(page);
  await trackLayoutShifts(page);
  const player = await holdChunk(page, 'clip-player');

  await page.goto('/gfm43');
  const section = page.getByRole('region', { name: 'Entertainment For All' });
  const clip = section.locator('video').first();
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2_000 })));
  expect(player.asked, 'idle, far above the clips: their player is not asked for').toEqual([]);

  await section.scrollIntoViewIfNeeded();
  await expect.poll(() => player.asked.length).toBeGreaterThan(0);
  expect(new URL(player.asked[0] ?? '').origin).toBe(REMOTE_ORIGINS.gfm43);
  // Its HTML form while the player is on its way: the poster fills the clip's frame, nothing is fetched.
  const frameSize = () =>
    clip.evaluate((video) => {
      const { width, height } = video.parentElement?.getBoundingClientRect() ?? { width: 0, height: 0 };
      return { width, height };
    });
  const frame = await frameSize();
  expect(frame.height).toBeGreaterThan(0);
  await expect(clip).not.toHaveAttribute('src');
  await expect
    .poll(() =>
      section
        .locator('img')
        .first()
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBeGreaterThan(0);

  await forgetLayoutShifts(page);
  player.release();
  // The player's: the clip gets its source and plays muted on screen; its control pauses it.
  await expect(clip).toHaveAttribute('src', /\.(webm|mp4)$/);
  await expect.poll(() => clip.evaluate((video: HTMLVideoElement) => !video.paused && video.muted)).toBe(true);
  await section
    .getByRole('button', { name: /^Pause video/ })
    .first()
    .click();
  await expect.poll(() => clip.evaluate((video: HTMLVideoElement) => video.paused)).toBe(true);
  expect(await frameSize(), 'the player takes the frame over at its size').toEqual(frame);
  expect(errors, 'no hydration error nor any other').toEqual([]);
  await expectLayoutShiftBelow(page, 0.001);
});

test('/gfmpalam/all-brands: the directory is a form the server answers until its filter comes, then it filters as you type', async ({
  page,
}) => {
  const errors = recordConsoleErrors(page);
  await trackLayoutShifts(page);
  const filter = await holdChunk(page, 'store-directory');

  await page.goto('/gfmpalam/all-brands');
  const search = page.getByRole('searchbox', { name: 'Search shops' });
  const count = page.getByRole('status').filter({ hasText: /shops/ });
  // On the first screen: its code is asked for at once, and held.
  await expect.poll(() => filter.asked.length).toBe(1);
  expect(new URL(filter.asked[0] ?? '').origin).toBe(REMOTE_ORIGINS.gfmpalam);
  await expect(count).toHaveText(/^Showing all \d+ shops$/);

  // Its HTML form: typing filters nothing yet; Enter sends the form and the server answers with the list.
  await search.fill('cafe');
  await expect(count).toHaveText(/^Showing all \d+ shops$/);
  await Promise.all([page.waitForURL(/[?&]q=cafe(&|$)/), search.press('Enter')]);
  await expect(count).toHaveText(/^1 of \d+ shops match$/);
  await expect(page.getByRole('heading', { level: 3, name: 'Café Verandah' })).toBeVisible();
  // The server's answer is a new page: its app's code comes when the visitor engages with it (decision 070).
  await waitForLivePage(page);
  await expect.poll(() => filter.asked.length).toBe(2);

  await forgetLayoutShifts(page);
  filter.release();
  // The filter's: the list follows each keystroke, in the page, without sending the form.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  // React hydrates the directory a moment after its code arrives: until then typing still filters nothing.
  await expect(async () => {
    await search.fill('glam');
    await expect(page).toHaveURL(/[?&]q=glam(&|$)/, { timeout: 1_000 });
  }).toPass();
  await expect(count).toHaveText(/^\d+ of \d+ shops match$/);
  await expect(page.getByRole('heading', { level: 3, name: 'Café Verandah' })).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(errors, 'no hydration error nor any other').toEqual([]);
  await expectLayoutShiftBelow(page, 0.001);
});
