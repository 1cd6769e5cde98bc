/**
 * What the pages promise about a release: a shell reads a remote's pointer every 5 s (remote-releases.ts)
 * and renders once, and the front keeps a page 5 s (decision 047, the topology's `pageSharedMaxAgeS`).
 */
export const RELEASE_PROMISE_MS = (5 + 5 + 5) * 1000;

/**
 * The wait for a release to reach the visitors: the promise, plus a guard against a hang. A slower or busier
 * machine adds its own time to every read and render (a run beside a second topology took over a minute), so
 * the promise itself is measured and reported (annotations), not asserted; the guard only ends a hang.
 */
export const RELEASE_WAIT_MS = RELEASE_PROMISE_MS + 105_000;
