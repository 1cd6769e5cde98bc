import { NEAR_SCREEN_MARGIN } from '../hooks/near-screen';

/**
 * Pictures below the first screen wait for the visitor to come near them (decision 078), as a part's code
 * does (decision 068), not for Chromium's lazy-loading distance (1250–3000 px ahead, several phone
 * screens): on a phone's slow link they shared it with the page's largest picture, and each answer cost
 * the main thread a task while the page loaded.
 *
 * A mall page's lower parts (decision 022: what follows the first block of `<main>`, what follows `<main>`,
 * and the blocks a page marks `drawnWhenNear`) hold their pictures back until the part comes within half a
 * screen: with scripting on, a picture in a frame marked `data-near-gate` is not displayed while its part
 * is not marked `data-near` (mall-layout.module.css), and a lazy picture not displayed is not asked for.
 * The frame keeps its box and placeholder meanwhile, so nothing moves. Within a part that is near, the
 * browser's lazy loading decides as before (a strip's or a marquee's pictures off to the side included).
 * Without script (`scripting: none`) the rule does not apply: each picture is the browser's lazy picture.
 * No React here: boot.js marks the server's parts, and the pictures the app draws mark theirs.
 */
export const NEAR_GATE_ATTRIBUTE = 'data-near-gate';
export const NEAR_ATTRIBUTE = 'data-near';
export const NEAR_WATCHED_ATTRIBUTE = 'data-near-watched';

/** The global class of a block drawn when near (`drawnWhenNear`), beside its module's. */
export const DRAWN_WHEN_NEAR_CLASS = 'drawn-when-near';

/** The lower parts, as mall-layout.module.css's gate names them (its `.main` is `#main-content`). */
const NEAR_PARTS = `#main-content > * + *, #main-content ~ *, .${DRAWN_WHEN_NEAR_CLASS}`;

/** One observer for many parts: each is marked near once it comes within half a screen, then let go. */
function nearObserver(): IntersectionObserver {
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries)
        if (entry.isIntersecting) {
          entry.target.setAttribute(NEAR_ATTRIBUTE, '');
          observer.unobserve(entry.target);
        }
    },
    { rootMargin: NEAR_SCREEN_MARGIN },
  );
  return observer;
}

let shared: IntersectionObserver | undefined;

/**
 * The app: watches each lower part `frame` lies in (a part may lie in another) until it is near; returns
 * what stops watching. Without IntersectionObserver they are near at once.
 */
export function revealPartsOf(frame: Element): () => void {
  const parts: Element[] = [];
  for (let part = frame.closest(NEAR_PARTS); part; part = part.parentElement?.closest(NEAR_PARTS) ?? null)
    if (!part.hasAttribute(NEAR_ATTRIBUTE)) parts.push(part);
  if (typeof IntersectionObserver === 'undefined') {
    for (const part of parts) part.setAttribute(NEAR_ATTRIBUTE, '');
    return () => undefined;
  }
  shared ??= nearObserver();
  const observer = shared;
  for (const part of parts) observer.observe(part);
  return () => parts.forEach((part) => observer.unobserve(part));
}

/**
 * boot.js: every lower part of the server's page, and the document marked as watched (`data-near-watched`):
 * where no script ever marks it (boot.js refused, say), the style sheet lets the pictures go after a while.
 * A browser without IntersectionObserver knows no `scripting` media query either, so its pictures were
 * never held back.
 */
export function revealPartsWhenNear(page: Document): void {
  if (typeof IntersectionObserver === 'undefined') return;
  page.documentElement.setAttribute(NEAR_WATCHED_ATTRIBUTE, '');
  const observer = nearObserver();
  for (const part of page.querySelectorAll(NEAR_PARTS)) observer.observe(part);
}
