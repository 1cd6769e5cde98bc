/**
 * The first screen the server drew (decision 016): the requested mall page as
 * HTML, inert, in `#root[data-first-screen]`. React draws the live page into a
 * root of its own, off the document, and that root takes the drawn one's place
 * in the frame where nothing in it is still loading: the visitor sees the
 * page from the HTML, then the same page alive, never a loading state between.
 */

import { FIRST_SCREEN_LOADING_ATTRIBUTE } from '@gfm/shared/contracts/first-screen';

/**
 * What the shell's loading states carry (RemoteLoading), and a remote's own
 * that stand for what the drawn page already shows (a post's skeleton,
 * decision 018): a live page with one is not ready to be shown.
 */
export const LOADING_ATTRIBUTE = FIRST_SCREEN_LOADING_ATTRIBUTE;

/** The live page is ready to be shown: something is drawn and no part of it is still loading. */
export function isReadyToShow(live: Element): boolean {
  return live.childElementCount > 0 && !live.querySelector(`[${LOADING_ATTRIBUTE}]`);
}

/**
 * The pictures the visitor already sees on the drawn page stay as they are on
 * the live one: its matching picture (same place, same address) is marked
 * loaded, so it does not fade in again from the placeholder (the image
 * component's fade is for pictures that arrive while the visitor watches).
 */
export function carryOverLoadedPictures(drawn: Element, live: Element): void {
  const drawnImages = drawn.querySelectorAll('img');
  const liveImages = live.querySelectorAll('img');
  liveImages.forEach((image, index) => {
    const before = drawnImages[index];
    if (!before || before.getAttribute('src') !== image.getAttribute('src')) return;
    if (!(before.complete && before.naturalWidth > 0)) return;
    const frame = image.closest<HTMLElement>('[data-state="loading"]');
    if (frame) frame.dataset.state = 'loaded';
  });
}

/**
 * The element React should draw into: the page's `#root`, or, when the server
 * drew a first screen into it, a new root that replaces it once ready. The
 * check runs after each change React makes to the live root, before the
 * browser paints it, so the swap happens in one frame.
 */
export function liveRootFor(container: HTMLElement, { onShown }: { onShown?: () => void } = {}): HTMLElement {
  if (!container.hasAttribute('data-first-screen')) return container;
  const live = container.ownerDocument.createElement('div');
  live.id = container.id;
  const observer = new MutationObserver(() => {
    if (!isReadyToShow(live)) return;
    observer.disconnect();
    carryOverLoadedPictures(container, live);
    container.replaceWith(live);
    onShown?.();
  });
  observer.observe(live, { childList: true, subtree: true });
  return live;
}
