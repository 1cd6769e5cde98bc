// The attribution build: INP's `longestScript` names the script that made the slowest interaction slow.
import { onCLS, onINP, onLCP } from 'web-vitals/attribution';
import { fieldMeasures } from './field-flush';

/**
 * Measures the page view's Core Web Vitals with `web-vitals`' attribution
 * build (decision 067), into what the entry's flush sends when the page is
 * hidden (field-flush.ts). A chunk of its own, loaded after the window's
 * `load`, when the browser is idle: web-vitals observes with `buffered: true`,
 * so the LCP, layout shifts and slow interactions (event entries of 104 ms and
 * more are buffered) from before it came are read too.
 */
export function startFieldVitals(): void {
  onLCP((metric) => (fieldMeasures.lcp = Math.round(metric.value)));
  onCLS((metric) => (fieldMeasures.cls = Math.round(metric.value * 1000) / 1000));
  onINP((metric) => {
    fieldMeasures.inp = Math.round(metric.value);
    fieldMeasures.inpScript = metric.attribution.longestScript?.entry.sourceURL;
  });
  // Listening: the tests wait for this mark, as for `data-hydrated`.
  document.documentElement.setAttribute('data-field-beacon', '');
}
