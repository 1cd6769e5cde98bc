/**
 * Hands the main thread back to the browser until a later task: between the
 * start-up steps that would otherwise run as one long task on a phone (the
 * federation runtime's start, the shared modules' evaluation, the router and
 * the first render; decision 019). `scheduler.yield()` where the browser has
 * it, so the continuation runs before other queued work; otherwise a timer.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** How long the app's code waits at most for the server's first screen to be shown. */
export const FIRST_SCREEN_WAIT_MS = 3000;

/**
 * Resolves once the browser has shown the server's first screen: its first
 * contentful paint, then the pictures the page asked for at high priority
 * (only its largest since decision 069) loaded and drawn, two frames later. At once in a
 * hidden tab, and after FIRST_SCREEN_WAIT_MS at the latest. The server's page
 * is complete, so what it shows first need not wait for the app's code:
 * fetched and run before it, React's renderer held a phone's first paint and
 * largest picture back (decision 035).
 */
export function afterFirstScreen(waitMs = FIRST_SCREEN_WAIT_MS): Promise<void> {
  if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') return nextTask();
  const shown = firstContentfulPaint()
    .then(() => Promise.all([...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')].map(loaded)))
    .then(frame)
    .then(frame);
  const deadline = new Promise<void>((resolve) => setTimeout(resolve, waitMs));
  return Promise.race([shown, deadline]).then(nextTask);
}

function frame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => resolve()));
}

function loaded(img: HTMLImageElement): Promise<void> {
  if (img.complete) return Promise.resolve();
  return new Promise((resolve) => {
    img.addEventListener('load', () => resolve(), { once: true });
    img.addEventListener('error', () => resolve(), { once: true });
  });
}

/** The paint timing entry, as the browser reports it once the frame is on screen; a frame where there is none. */
function firstContentfulPaint(): Promise<void> {
  const isFirstContentful = (entry: PerformanceEntry) => entry.name === 'first-contentful-paint';
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint'))
    return frame();
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntries().some(isFirstContentful)) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}
