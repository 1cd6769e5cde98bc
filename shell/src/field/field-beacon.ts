import { onCLS, onLCP } from 'web-vitals';
import { onINP } from 'web-vitals/attribution';
import type { HydrationData } from '../hydration';
import { caughtErrors } from './caught-errors';
import { blameOf, FIELD_BEACON_PATH, scriptOwners, type Culprit, type FieldBeaconBody } from './field-beacon-body';

/**
 * Measures the page view in the field (decision 057): Core Web Vitals with
 * `web-vitals` (its attribution build for INP, which names the scripts of the
 * long animation frames), and the script errors `caught-errors.ts` noted,
 * each blamed on whose script it was by its URL. Sends one beacon, with
 * `navigator.sendBeacon`, the first time the page is hidden (or left).
 * Loaded after the page's start, when the browser is idle: the vitals are
 * read from the browser's buffered entries.
 */
export function startFieldBeacon(data: HydrationData): void {
  const { field } = data;
  if (!field || typeof navigator.sendBeacon !== 'function') return;
  const owners = scriptOwners(data.remotes, data.assets.entry, location.href);
  const body: FieldBeaconBody = { v: 1, route: field.route, versions: field.versions, width: innerWidth };
  onLCP((metric) => (body.lcp = Math.round(metric.value)));
  onCLS((metric) => (body.cls = Math.round(metric.value * 1000) / 1000));
  onINP((metric) => {
    body.inp = Math.round(metric.value);
    body.inpBy = blameOf(metric.attribution.longestScript?.entry.sourceURL, owners);
  });
  let sent = false;
  const send = () => {
    if (sent) return;
    sent = true;
    const errors: Partial<Record<Culprit, number>> = {};
    for (const script of caughtErrors) {
      const culprit = blameOf(script, owners);
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
