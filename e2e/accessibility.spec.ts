import { type Page } from '@playwright/test';
import { expect, test } from './test';

async function focusedOutline(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element) return 'none';
    const style = getComputedStyle(element);
    return `${style.outlineStyle} ${style.outlineWidth}`;
  });
}

async function tabUntil(page: Page, accessibleName: RegExp, limit = 60): Promise<void> {
  for (let step = 0; step < limit; step += 1) {
    await page.keyboard.press('Tab');
    const name = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      return element ? (element.getAttribute('aria-label') ?? element.textContent ?? '').trim() : '';
    });
    if (accessibleName.test(name)) return;
  }
  throw new Error(`No focusable element named ${accessibleName} within ${limit} tabs`);
}

test(
  'keyboard only: skip link, menu, deals, FAQ and the contact form, with visible focus',
  { tag: '@phone' },
  async ({ page }) => {
    await page.goto('/gfm43');
    await expect(page.getByRole('heading', { level: 1, name: 'The Global Mall of All Your Needs' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    expect(await focusedOutline(page)).toMatch(/^solid/);

    await tabUntil(page, /^Menu$/);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeFocused();

    await tabUntil(page, /^Next deal$/);
    expect(await focusedOutline(page)).toMatch(/^solid/);
    await page.keyboard.press('Enter');
    await expect(page.getByText('Deal 3 of 5')).toBeVisible();

    // An FAQ entry is a <details>: its summary takes the focus and Enter, its `open` attribute is the state.
    await tabUntil(page, /What are the opening hours of the mall\?/);
    const hours = page.locator('details', {
      has: page.locator('summary', { hasText: 'What are the opening hours of the mall?' }),
    });
    await page.keyboard.press('Enter');
    await expect(hours).toHaveAttribute('open');
    await page.keyboard.press('Enter');
    await expect(hours).not.toHaveAttribute('open');

    await page.goto('/gfm43/contact-us');
    await page.getByLabel('Name').focus();
    await page.keyboard.type('Keyboard Visitor');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Phone')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('E-mail')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Message')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Send enquiry' })).toBeFocused();
    expect(await focusedOutline(page)).toMatch(/^solid/);
  },
);

test('with reduced motion nothing moves by itself', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // The page's timers run on a clock the test moves on (below), time flowing as usual until then.
  await page.clock.install();
  await page.goto('/gfm43');
  const tracks = page.getByRole('group', { name: 'Partner brands' }).locator('ul');
  for (const track of await tracks.all())
    expect(await track.evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
  const section = page.getByRole('region', { name: 'Entertainment For All' });
  await section.scrollIntoViewIfNeeded();
  // Each clip has its source and its metadata: a clip allowed to play would have started by then.
  await expect(section.locator('video')).toHaveCount(3);
  await expect
    .poll(() =>
      section
        .locator('video')
        .evaluateAll((videos: HTMLVideoElement[]) =>
          videos.every((video) => video.src !== '' && video.readyState >= 1),
        ),
    )
    .toBe(true);
  for (const video of await section.locator('video').all())
    expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
  await expect(section.getByRole('button', { name: /^Play video/ })).toHaveCount(3);

  await page.goto('/gfm43/automotive');
  await expect(page.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Play text' })).toBeVisible();
  await page.goto('/gfmpalam');
  await expect(page.getByRole('button', { name: 'Play offers' })).toBeVisible();
  // Swiper comes once the carousel nears the screen (decision 062); then it has started (its dots
  // are there) and stays on the first offer: it starts stopped, though the stop is asked for
  // before swiper exists (decision 023).
  const offers = page.getByRole('group', { name: 'Offers', exact: true });
  await offers.scrollIntoViewIfNeeded();
  const firstDot = offers.getByRole('button', { name: 'Show offer 1' });
  await expect(firstDot).toHaveAttribute('aria-current', 'true');
  // More than one step of its 2500 ms autoplay, at once rather than waited for.
  await page.clock.runFor(3_500);
  await expect(firstDot).toHaveAttribute('aria-current', 'true');
});

test('everything that moves by itself can be paused', { tag: '@desktop' }, async ({ page }) => {
  await page.goto('/gfm43/automotive');
  await page.getByRole('button', { name: 'Pause slideshow' }).click();
  await expect(page.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
  await page.getByRole('button', { name: 'Pause text' }).click();
  await expect(page.getByRole('button', { name: 'Play text' })).toBeVisible();
  await page.goto('/gfm43');
  const marquee = page.getByRole('group', { name: 'Partner brands' });
  await marquee.getByRole('checkbox', { name: 'Pause partner logos' }).check();
  // Away from the marquee, which a pointer over it pauses as well.
  await page.mouse.move(0, 0);
  expect(
    await marquee
      .locator('ul')
      .first()
      .evaluate((element) => getComputedStyle(element).animationPlayState),
  ).toBe('paused');
  await page.goto('/gfmpalam');
  await page.getByRole('button', { name: 'Pause offers' }).click();
  await expect(page.getByRole('button', { name: 'Play offers' })).toBeVisible();
});
