import { HYDRATION_DATA_ID, type HydrationData } from '../hydration';
import { caughtErrors } from './caught-errors';
import {
  blameOf,
  FIELD_BEACON_PATH,
  FIELD_MEASURES_EVENT,
  type FieldMeasures,
  scriptOfError,
  scriptOwners,
  type Culprit,
  type FieldBeaconBody,
} from './field-beacon-body';

/**
 * What the late script (field-beacon.ts) has measured when the page is hidden:
 * web-vitals' values (LCP and INP in ms, CLS unitless) and the URL of the
 * script that ran longest in the interaction that set INP. Empty until it loads.
 */
const fieldMeasures: FieldMeasures = {};

/** The page's data block as the server wrote it (its route id, the versions served, the remotes' entries). */
export function pageData(): HydrationData | undefined {
  try {
    return JSON.parse(document.getElementById(HYDRATION_DATA_ID)?.textContent ?? '') as HydrationData;
  } catch {
    return undefined;
  }
}

/**
 * Sends the page view's one beacon (decision 057) the first time the page is
 * hidden or left, from the page's start: what has been measured by then, the
 * versions served, and the errors `caught-errors.ts` noted, each blamed by its
 * script's URL. A page left before the measuring chunk came still counts as a
 * view of the versions it got, with its errors. Part of boot.js: the blame
 * and the listeners, a few hundred bytes; web-vitals comes later (decisions 067, 070).
 */
export function flushFieldBeaconWhenHidden(): void {
  if (typeof navigator.sendBeacon !== 'function') return;
  let sent = false;
  const send = () => {
    if (sent) return;
    sent = true;
    const data = pageData();
    if (!data?.field) return;
    const owners = scriptOwners(data.remotes, data.assets.entry, location.href);
    const { inpScript, ...vitals } = fieldMeasures;
    const body: FieldBeaconBody = {
      v: 1,
      route: data.field.route,
      versions: data.field.versions,
      width: innerWidth,
      ...vitals,
    };
    if (vitals.inp !== undefined) body.inpBy = blameOf(inpScript, owners);
    const errors: Partial<Record<Culprit, number>> = {};
    for (const [filename, error] of caughtErrors) {
      const culprit = blameOf(scriptOfError(filename, error), owners);
      errors[culprit] = (errors[culprit] ?? 0) + 1;
    }
    if (caughtErrors.length > 0) body.errors = errors;
    navigator.sendBeacon(FIELD_BEACON_PATH, JSON.stringify(body));
  };
  // Each value as the measuring script reports it: synchronously, from web-vitals' callbacks.
  addEventListener(FIELD_MEASURES_EVENT, (event) => {
    Object.assign(fieldMeasures, (event as CustomEvent<FieldMeasures>).detail);
  });
  // On the document, not the window: web-vitals reports its last values on the window's capture, before this.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') send();
  });
  addEventListener('pagehide', send);
}
