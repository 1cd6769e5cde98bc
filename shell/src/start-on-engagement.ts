import { offlineCopyOf } from '@gfm/shared/routing/offline-copy';
import type { DocumentAssets } from './hydration';
import { loadScript } from './load-script';

/**
 * What counts as the visitor engaging with the page: a press, a tap, a key, focus moving into it, a
 * wheel, or the page scrolled (a strip the visitor scrolls was pressed or wheeled first; a strip's
 * own scroll while the page is drawn is none). A mouse moving over the page counts too (a finger's
 * move starts with a `pointerdown`), but not the move Chromium sends where the pointer already is
 * when a page is drawn under it (no movement).
 */
export const ENGAGEMENT_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel'] as const;

/**
 * Loads the app's entry (`main.js`, with the integrity the server named, decision 048) the first time the
 * visitor engages with the page (decision 070). Every listener is passive and on the window's capture, so
 * none of them delays or changes what the event does in the server's page; all go after the first. At once
 * when focus is already in the page (a field tapped before this script ran), when the page is already
 * scrolled (by the visitor before this script ran, or to a fragment they were sent to), or when the service worker
 * answered with a copy kept under another address, whose loaders must run again (decision 045).
 */
export function startOnFirstEngagement(assets: Pick<DocumentAssets, 'entry' | 'entryIntegrity'>): void {
  const options = { capture: true, passive: true } as const;
  // Without capture the window hears the page's own scroll only.
  const pageScroll = { passive: true } as const;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const type of ENGAGEMENT_EVENTS) removeEventListener(type, start, options);
    removeEventListener('pointermove', onPointerMove, options);
    removeEventListener('scroll', start);
    loadScript(assets.entry, assets.entryIntegrity);
  };
  const onPointerMove = (event: PointerEvent) => {
    if (event.pointerType === 'mouse' && (event.movementX !== 0 || event.movementY !== 0)) start();
  };
  const focused = document.activeElement;
  const kept = offlineCopyOf(document);
  if (
    (focused && focused !== document.body && focused !== document.documentElement) ||
    // Scrolled already: by the visitor while the HTML arrived, before this script was there to hear it.
    scrollY !== 0 ||
    (kept !== null && kept !== `${location.pathname}${location.search}`)
  )
    return start();
  for (const type of ENGAGEMENT_EVENTS) addEventListener(type, start, options);
  addEventListener('pointermove', onPointerMove, options);
  addEventListener('scroll', start, pageScroll);
}
