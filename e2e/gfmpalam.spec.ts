import { expect, test } from './test';

// Each page of the mall opens directly in the Palam Vihar layout, with no axe violations: e2e/every-page.spec.ts.

test('home: 21 partner logos in two rows and the offers carousel', async ({ page }) => {
  await page.goto('/gfmpalam');
  await expect(page.getByText('More than 200 luxury brands in Palam Vihar.')).toBeVisible();
  const logos = page.getByRole('group', { name: 'Partner brands' }).locator('li:not([aria-hidden="true"]) img');
  await expect(logos).toHaveCount(21);
  await expect(page.getByRole('button', { name: 'Pause offers' })).toBeVisible();
});

test('the offers carousel moves on by itself, answers its dots and arrow keys, and stays where the visitor pauses it', async ({
  page,
}) => {
  // The page's timers run on a clock the test moves on (below), time flowing as usual until then.
  await page.clock.install();
  await page.goto('/gfmpalam/clothing');
  const carousel = page.getByRole('group', { name: 'Clothing offers' });
  const dot = (index: number) => carousel.getByRole('button', { name: `Show offer ${index}` });
  const current = carousel.locator('[aria-current="true"]');
  const alts = [
    'New season: fresh arrivals every week',
    'Ethnic edit: festive wear from 12 labels',
    'Denim days: any two jeans for ₹2,999',
  ];
  const showing = async (alt: string) => {
    // The slide in the carousel's frame is the one the visitor sees.
    const frame = await carousel.boundingBox();
    const slide = await carousel.getByRole('img', { name: alt }).boundingBox();
    return Boolean(frame && slide && Math.abs(slide.x - frame.x) < 2);
  };
  await expect(dot(3)).toBeVisible();

  // Autoplay: the next offer after one 2500 ms step (and the slide).
  const first = Number((await current.getAttribute('aria-label'))?.replace('Show offer ', ''));
  const next = (first % 3) + 1;
  await page.clock.runFor(2_500);
  await expect(dot(next)).toHaveAttribute('aria-current', 'true');
  await expect.poll(() => showing(alts[next - 1] ?? '')).toBe(true);

  // A dot shows its offer. (A click while a slide is still moving is dropped: swiper's loop
  // ignores a step until the last one has ended, so this waits for the slide above.)
  const target = next === 3 ? 1 : 3;
  await dot(target).click();
  await expect(dot(target)).toHaveAttribute('aria-current', 'true');
  await expect.poll(() => showing(alts[target - 1] ?? '')).toBe(true);

  // Paused, it stays: with the pointer away from it, too (hovering pauses it on its own).
  await carousel.getByRole('button', { name: 'Pause offers' }).click();
  await page.mouse.move(0, 0);
  const held = await current.getAttribute('aria-label');
  // More than one step, at once rather than waited for.
  await page.clock.runFor(3_500);
  await expect(current).toHaveAttribute('aria-label', held ?? '');

  // The arrow keys step through it while it is on screen.
  await page.keyboard.press('ArrowRight');
  await expect(current).not.toHaveAttribute('aria-label', held ?? '');
});

test('the newsletter strip holds nine images', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/gfmpalam/clothing');
  await expect(
    page.getByRole('group', { name: 'Moments from the mall' }).locator('li:not([aria-hidden="true"]) img'),
  ).toHaveCount(9);
});

test(
  'the directory keeps its search in the URL, survives a reload, and Back undoes a filter',
  { tag: '@phone' },
  async ({ page }) => {
    await page.goto('/gfmpalam/all-brands');
    await page.getByRole('searchbox', { name: 'Search shops' }).fill('studio');
    await expect(page).toHaveURL('/gfmpalam/all-brands?q=studio');
    await page.getByRole('search').getByText('Beauty', { exact: true }).click();
    await expect(page).toHaveURL('/gfmpalam/all-brands?q=studio&tag=beauty');
    await expect(page.getByRole('status').filter({ hasText: 'shops match' })).toHaveText(/^2 of \d+ shops match$/);
    await page.reload();
    await expect(page.getByRole('heading', { level: 3, name: 'Glam Studio' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL('/gfmpalam/all-brands?q=studio');
    await page.getByRole('searchbox', { name: 'Search shops' }).fill('no such shop');
    await expect(page.getByRole('heading', { name: 'No shops match your search' })).toBeVisible();
    await page.getByRole('button', { name: 'Show all shops' }).click();
    await expect(page).toHaveURL('/gfmpalam/all-brands');
  },
);
