import { expect, type Locator, type Page } from '@playwright/test';

/**
 * A carousel drawn by the server is a scroll-snap strip until React runs it (decision 035): without
 * JavaScript, and where a mall's browser build never arrives. What the tests of those strips share.
 */

/** Whether `inner` lies within the frame of `outer`, horizontally (a pixel either way for rounding). */
export async function within(inner: Locator, outer: Locator): Promise<boolean> {
  const [box, frame] = await Promise.all([inner.boundingBox(), outer.boundingBox()]);
  return Boolean(box && frame && box.x >= frame.x - 1 && box.x + box.width <= frame.x + frame.width + 1);
}

/** Whether `inner` starts where the frame of `outer` starts: the slide the visitor sees. */
export async function atStartOf(inner: Locator, outer: Locator): Promise<boolean> {
  const [box, frame] = await Promise.all([inner.boundingBox(), outer.boundingBox()]);
  return Boolean(box && frame && Math.abs(box.x - frame.x) < 2);
}

export const scrollLeft = (strip: Locator) => strip.evaluate((element) => element.scrollLeft);

/** Scrolls a strip by its own width, as a swipe or a turn of the wheel would. */
export const scrollOnce = (strip: Locator) =>
  strip.evaluate((element) => element.scrollBy({ left: element.clientWidth, behavior: 'instant' }));

/** Brings a slide into its strip, as the visitor scrolling to it would. */
export const scrollTo = (slide: Locator) =>
  slide.evaluate((element) => element.scrollIntoView({ block: 'nearest', inline: 'start', behavior: 'instant' }));

/** The controls only script can drive: arrows, pause and play, a slideshow's progress bars, the text panel's dots. */
export const scriptControls = (page: Page) =>
  page.getByRole('button', {
    name: /^(Previous|Next) (deal|slide)$|^(Pause|Play) |^Show slide |^Show (Mercedes|Toyota) /,
    includeHidden: true,
  });

/** The controls are in the page's HTML, waiting for the script, and none of them is shown. */
export async function expectNoScriptControlShown(page: Page): Promise<void> {
  const controls = scriptControls(page);
  expect(await controls.count()).toBeGreaterThan(0);
  for (const control of await controls.all()) await expect(control).toBeHidden();
}
