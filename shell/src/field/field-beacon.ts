// The attribution build: INP's `longestScript` names the script that made the slowest interaction slow.
import { onCLS, onINP, onLCP } from 'web-vitals/attribution';
import { FIELD_MEASURES_EVENT, type FieldMeasures } from './field-beacon-body';

/** Hands a value to the beacon's flush (field-flush.ts, in boot.js), at once: web-vitals reports the last ones as the page is hidden. */
const report = (measures: FieldMeasures) => dispatchEvent(new CustomEvent(FIELD_MEASURES_EVENT, { detail: measures }));

/*
 * Measures the page view's Core Web Vitals with `web-vitals`' attribution
 * build (decision 067). A script of its own in the boot build, which boot.js
 * loads after the window's `load`, when the browser is idle (decision 070):
 * web-vitals observes with `buffered: true`, so the LCP, layout shifts and slow
 * interactions (event entries of 104 ms and more are buffered) from before it
 * came are read too.
 */
onLCP((metric) => report({ lcp: Math.round(metric.value) }));
onCLS((metric) => report({ cls: Math.round(metric.value * 1000) / 1000 }));
onINP((metric) =>
  report({ inp: Math.round(metric.value), inpScript: metric.attribution.longestScript?.entry.sourceURL }),
);
// Listening: the tests wait for this mark, as for `data-hydrated`.
document.documentElement.setAttribute('data-field-beacon', '');
