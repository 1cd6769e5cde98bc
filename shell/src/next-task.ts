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
