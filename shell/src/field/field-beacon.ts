// The package's one ES module, shaken: it minifies to less than its modules one by one (3.0 KB gzip against 3.8).
import { onCLS, onINP, onLCP } from 'web-vitals';
import type { HydrationData } from '../hydration';
import { caughtErrors } from './caught-errors';
import {
  blameOf,
  FIELD_BEACON_PATH,
  longestScriptOf,
  scriptOfError,
  scriptOwners,
  type Culprit,
  type FieldBeaconBody,
  type AnimationFrame,
} from './field-beacon-body';

/** Long animation frames kept to blame INP on (the last ones: INP's interaction is recent, or the worst kept). */
const FRAMES_KEPT = 50;

/**
 * Measures the page view in the field (decision 057): Core Web Vitals with
 * `web-vitals`, and the script errors `caught-errors.ts` noted, each blamed
 * by its script's URL on whose it is; a slow interaction on the script that
 * ran longest in the long animation frames it overlaps (what web-vitals'
 * attribution build reports as `longestScript`, read here from the same
 * entries at a fraction of its size). Sends one beacon, with
 * `navigator.sendBeacon`, the first time the page is hidden (or left). Loaded
 * after the page's start, when the browser is idle: every measure is read from
 * the browser's buffered entries.
 */
export function startFieldBeacon(data: HydrationData): void {
  const { field } = data;
  if (!field || typeof navigator.sendBeacon !== 'function') return;
  const owners = scriptOwners(data.remotes, data.assets.entry, location.href);
  const body: FieldBeaconBody = { v: 1, route: field.route, versions: field.versions, width: innerWidth };
  const frames: AnimationFrame[] = [];
  if (PerformanceObserver.supportedEntryTypes?.includes('long-animation-frame'))
    new PerformanceObserver((list) => {
      frames.push(...(list.getEntries() as unknown as AnimationFrame[]));
      frames.splice(0, frames.length - FRAMES_KEPT);
    }).observe({ type: 'long-animation-frame', buffered: true });
  onLCP((metric) => (body.lcp = Math.round(metric.value)));
  onCLS((metric) => (body.cls = Math.round(metric.value * 1000) / 1000));
  onINP((metric) => {
    body.inp = Math.round(metric.value);
    body.inpBy = blameOf(longestScriptOf(metric.entries, frames), owners);
  });
  let sent = false;
  const send = () => {
    if (sent) return;
    sent = true;
    const errors: Partial<Record<Culprit, number>> = {};
    for (const [filename, error] of caughtErrors) {
      const culprit = blameOf(scriptOfError(filename, error), owners);
      errors[culprit] = (errors[culprit] ?? 0) + 1;
    }
    if (caughtErrors.length > 0) body.errors = errors;
    navigator.sendBeacon(FIELD_BEACON_PATH, JSON.stringify(body));
  };
  // On the document, not the window: web-vitals reports its last values on the window's capture, before this.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') send();
  });
  addEventListener('pagehide', send);
  // Listening: the tests wait for this mark, as for `data-hydrated`.
  document.documentElement.setAttribute('data-field-beacon', '');
}
