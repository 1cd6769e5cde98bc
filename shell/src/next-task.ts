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

/**
 * Resolves once the browser has painted the page it has, or at once when it
 * already has (or cannot, in a hidden tab): a frame callback runs just before
 * a paint, and a task queued from it runs after that paint. The server's page
 * is complete, so its first paint need not wait for the app's code; fetched
 * and run before it, that code held a phone's first paint back.
 */
export function afterFirstPaint(): Promise<void> {
  const painted = typeof performance !== 'undefined' && performance.getEntriesByName?.('first-paint').length > 0;
  if (painted || typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') return nextTask();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}
