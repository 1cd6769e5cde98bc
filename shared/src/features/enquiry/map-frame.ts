/**
 * The contact page's map, an OpenStreetMap frame (decision 072). In the server's HTML it is in a
 * <noscript>, so a browser without script shows it as before; with script, the frame is put in its box
 * once the page's largest paint is on screen and the page has loaded (the page's late script, after-load.ts), or when the app draws
 * the page. A frame asked for during the load was a request to a new origin that Lighthouse's simulated
 * phone counted before the page's largest paint (DNS, TCP and TLS: about 600 ms at 150 ms a round trip).
 * No style sheet here: the late script imports this.
 */
export const MAP_SLOT_SELECTOR = '[data-map-src]';
const SANDBOX = 'allow-scripts allow-same-origin allow-popups';

/** An attribute's value as HTML. */
function attribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** The frame in a <noscript>, the box's HTML as the server writes it. */
export function mapFrameNoscriptHtml({ src, title }: { src: string; title: string }): string {
  return `<noscript><iframe title="${attribute(title)}" src="${attribute(src)}" loading="lazy" referrerpolicy="no-referrer" sandbox="${SANDBOX}"></iframe></noscript>`;
}

/**
 * Puts the frame in its box (once): the same frame as the <noscript>'s. When it has loaded, the map's box
 * (the box's parent) is marked `data-loaded` and its placeholder goes.
 */
export function mountMapFrame(slot: HTMLElement): HTMLIFrameElement | undefined {
  const existing = slot.querySelector<HTMLIFrameElement>(':scope > iframe');
  const { mapSrc: src, mapTitle: title } = slot.dataset;
  if (existing || !src || !title) return existing ?? undefined;
  const frame = document.createElement('iframe');
  frame.title = title;
  frame.setAttribute('loading', 'lazy');
  frame.setAttribute('referrerpolicy', 'no-referrer');
  frame.setAttribute('sandbox', SANDBOX);
  frame.src = src;
  frame.addEventListener('load', () => slot.parentElement?.setAttribute('data-loaded', 'true'), { once: true });
  slot.append(frame);
  return frame;
}

/**
 * The late script: the page's maps, once the page's largest paint has been presented (its first
 * `largest-contentful-paint` entry) and `afterLoad` has run: the load alone can come before the first
 * paint when every file is at hand. At most 3 s from the start when no entry comes (a browser that
 * reports none, a page opened in the background).
 */
export function mountMapFramesAfterLargestPaint(afterLoad: (task: () => void) => void): void {
  if (!document.querySelector(MAP_SLOT_SELECTOR)) return;
  const painted = new Promise<void>((resolve) => {
    setTimeout(resolve, 3000);
    if (!PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) resolve();
    else new PerformanceObserver(() => resolve()).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  afterLoad(() => void painted.then(mountMapFrames));
}

/** Every map of the page in its box. */
function mountMapFrames(): void {
  for (const slot of document.querySelectorAll<HTMLElement>(MAP_SLOT_SELECTOR)) mountMapFrame(slot);
}
