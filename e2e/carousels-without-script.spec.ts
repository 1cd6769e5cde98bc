import type { Locator } from '@playwright/test';
import { expect, test } from './test';
import { atStartOf, expectNoScriptControlShown, scrollLeft, scrollOnce, scrollTo, within } from './strips';

/**
 * Carousels, sliders and marquees work from the server's HTML: without JavaScript (and until React
 * has hydrated the page) each carousel is a strip the visitor swipes or scrolls, and the controls
 * only script can drive (arrows, pause and play, progress bars) are not shown. Once the page is
 * hydrated, the controls show and work. A marquee moves by its style sheet alone, and its pause
 * control is a checkbox that style sheet reads: it works from the first paint.
 */

/** How each row of a marquee plays: 'running' or 'paused'; 'none' where it has no animation. */
const playStates = (marquee: Locator) =>
  marquee
    .locator('ul')
    .evaluateAll((tracks) =>
      tracks.map((track) =>
        getComputedStyle(track).animationName === 'none' ? 'none' : getComputedStyle(track).animationPlayState,
      ),
    );

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/gfm43: the partner marquee moves, and its pause checkbox stops it, from the keyboard too', async ({
    page,
  }) => {
    await page.goto('/gfm43');
    const marquee = page.getByRole('group', { name: 'Partner brands' });
    await expect.poll(() => playStates(marquee)).toEqual(['running', 'running']);
    const pause = marquee.getByRole('checkbox', { name: 'Pause partner logos' });
    await expect(pause).not.toBeChecked();
    await pause.focus();
    await page.keyboard.press('Space');
    await expect(pause).toBeChecked();
    // Paused by the focus too (`:focus-within` is on the rows only): moved away, it stays paused.
    await page.getByRole('link', { name: 'Skip to main content' }).focus();
    await expect.poll(() => playStates(marquee)).toEqual(['paused', 'paused']);
    // A click (the pointer is on the marquee then: moved away, or hovering pauses it too).
    await pause.click();
    await expect(pause).not.toBeChecked();
    await page.mouse.move(0, 0);
    await expect.poll(() => playStates(marquee)).toEqual(['running', 'running']);
  });

  test('with reduced motion no marquee moves, and there is nothing to pause', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    for (const [path, name, rows] of [
      ['/gfm43', 'Partner brands', 2],
      ['/gfmpalam/privacy-policy', 'Moments from the mall', 3],
    ] as const) {
      await page.goto(path);
      const marquee = page.getByRole('group', { name });
      await marquee.scrollIntoViewIfNeeded();
      await expect.poll(() => playStates(marquee)).toEqual(Array.from({ length: rows }, () => 'none'));
      await expect(marquee.getByRole('checkbox', { name: /^Pause /, includeHidden: true })).toBeHidden();
    }
  });

  // 390 px (the phone project) and 1440 px (the desktop project).
  for (const layout of ['@phone', '@desktop'] as const) {
    test(
      `/gfm43: the deals are a strip to scroll, every deal in it, and no arrow or pause control is shown ${layout}`,
      { tag: layout },
      async ({ page }) => {
        await page.goto('/gfm43');
        const deals = page.getByRole('region', { name: 'Save on Mega Deals' });
        await expect(deals.getByRole('group', { name: /^\d of 5$/ })).toHaveCount(5);
        const strip = deals.getByRole('group', { name: '1 of 5' }).locator('xpath=..');
        const start = await scrollLeft(strip);
        await scrollOnce(strip);
        await expect.poll(() => scrollLeft(strip)).toBeGreaterThan(start);
        const last = deals.getByRole('group', { name: '5 of 5' });
        await scrollTo(last);
        await expect.poll(() => within(last, strip)).toBe(true);
        await expectNoScriptControlShown(page);
      },
    );

    test(
      `/gfmpalam: the offers are a strip that scrolls to the second offer ${layout}`,
      { tag: layout },
      async ({ page }) => {
        await page.goto('/gfmpalam');
        const carousel = page.getByRole('group', { name: 'Offers', exact: true });
        const offers = carousel.getByRole('img');
        expect(await offers.count()).toBeGreaterThan(1);
        await expect.poll(() => atStartOf(offers.nth(0), carousel)).toBe(true);
        // Swiper's wrapper, the strip until swiper starts.
        const strip = carousel.locator('.swiper-wrapper');
        await scrollOnce(strip);
        await expect.poll(() => atStartOf(offers.nth(1), carousel)).toBe(true);
        const pause = carousel.getByRole('button', { name: 'Pause offers', includeHidden: true });
        await expect(pause).toHaveCount(1);
        await expect(pause).toBeHidden();
      },
    );

    test(
      `/gfm43/automotive: every slide of the slideshow and both blurbs of the text panel can be reached ${layout}`,
      { tag: layout },
      async ({ page }) => {
        await page.goto('/gfm43/automotive');
        const slider = page.getByRole('region', { name: 'Cars at Sector 43' });
        const slides = slider.getByRole('group');
        await expect(slides).toHaveCount(3);
        for (const slide of await slides.all()) {
          await scrollTo(slide);
          await expect.poll(() => atStartOf(slide, slider)).toBe(true);
          await expect(slide.getByRole('img')).toBeVisible();
        }
        const panel = page.getByRole('region', { name: 'Our car showrooms' });
        await expect(panel.getByRole('heading', { level: 2 })).toHaveText([
          'Mercedes at Sector 43',
          'Toyota at Sector 43',
        ]);
        const second = panel.getByRole('group', { name: '2 of 2' });
        await scrollTo(second);
        await expect.poll(() => within(second, panel)).toBe(true);
        await expectNoScriptControlShown(page);
      },
    );

    test(
      `/gfmpalam/beauty-and-salon: the services slider is a strip of the four services, without the loop's copies ${layout}`,
      { tag: layout },
      async ({ page }) => {
        await page.goto('/gfmpalam/beauty-and-salon');
        const slider = page.getByRole('group', { name: 'Personalised services' });
        await expect(slider.getByRole('heading', { level: 3 })).toHaveText([
          'Hair Art',
          'Makeup',
          "Men's Grooming",
          'Pedicure & Manicure',
        ]);
        // The slide's parent is the track; the track's, the strip.
        const strip = slider.getByRole('group', { name: '1 of 4' }).locator('xpath=../..');
        const start = await scrollLeft(strip);
        await scrollOnce(strip);
        await expect.poll(() => scrollLeft(strip)).toBeGreaterThan(start);
        const last = slider.getByRole('group', { name: '4 of 4' });
        await scrollTo(last);
        await expect.poll(() => within(last, strip)).toBe(true);
        await expectNoScriptControlShown(page);
      },
    );
  }
});

test(
  'with JavaScript the arrows and pause controls show once the page is hydrated, and work',
  { tag: '@desktop' },
  async ({ page }) => {
    await page.goto('/gfm43');
    const deals = page.getByRole('region', { name: 'Save on Mega Deals' });
    // The stage has taken over from the strip: one deal in the middle, for everyone.
    await expect(deals.getByRole('group', { name: /^\d of 5$/ })).toHaveCount(1);
    await deals.getByRole('button', { name: 'Next deal' }).click();
    await expect(deals.getByText('Deal 3 of 5')).toBeVisible();
    await expect(deals.getByRole('group', { name: '3 of 5' })).toBeVisible();
    const marquee = page.getByRole('group', { name: 'Partner brands' });
    const pause = marquee.getByRole('checkbox', { name: 'Pause partner logos' });
    await pause.check();
    await expect(pause).toBeChecked();
    // Away from the marquee, which a pointer over it pauses as well.
    await page.mouse.move(0, 0);
    await expect.poll(() => playStates(marquee)).toEqual(['paused', 'paused']);

    await page.goto('/gfm43/automotive');
    const slider = page.getByRole('region', { name: 'Cars at Sector 43' });
    await slider.getByRole('button', { name: 'Pause slideshow' }).click();
    await expect(slider.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
    await slider.getByRole('button', { name: 'Show slide 3 of 3' }).click();
    await expect(slider.getByRole('group')).toHaveAccessibleName('3 of 3');
    const panel = page.getByRole('region', { name: 'Our car showrooms' });
    await panel.getByRole('button', { name: 'Show Toyota at Sector 43' }).click();
    await expect(panel.getByRole('heading', { level: 2 })).toHaveText(['Toyota at Sector 43']);
    await panel.getByRole('button', { name: 'Pause text' }).click();
    await expect(panel.getByRole('button', { name: 'Play text' })).toBeVisible();

    await page.goto('/gfmpalam/beauty-and-salon');
    const services = page.getByRole('group', { name: 'Personalised services' });
    await expect(services.getByText('1 / 4')).toBeVisible();
    await services.getByRole('button', { name: 'Next slide' }).click();
    await expect(services.getByText('2 / 4')).toBeVisible();

    await page.goto('/gfmpalam');
    const offers = page.getByRole('group', { name: 'Offers', exact: true });
    await offers.getByRole('button', { name: 'Pause offers' }).click();
    await expect(offers.getByRole('button', { name: 'Play offers' })).toBeVisible();
  },
);
