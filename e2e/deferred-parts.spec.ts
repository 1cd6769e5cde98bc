import { expect, test } from './test';
import { atStartOf, scrollLeft, scrollOnce } from './strips';
import { expectLayoutShiftBelow, REMOTE_ORIGINS, trackLayoutShifts } from './support';

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
