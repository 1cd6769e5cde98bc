import { Counter, Histogram, type Registry } from 'prom-client';
import type { CheckedBeacon } from './beacon-check';

/** How a beacon was answered: counted, and nothing else of it kept when refused. */
export type BeaconOutcome = 'accepted' | 'malformed' | 'oversized' | 'flood';

const PAGE_LABELS = ['remote', 'version', 'route', 'device'] as const;
const BLAME_LABELS = ['remote', 'version'] as const;

/** Bucket edges on Google's thresholds: good up to the first marked edge, poor past the second. */
export const LCP_BUCKETS = [0.5, 1, 1.5, 2, 2.5, 3, 4, 6, 10]; // 2.5 s and 4 s
export const INP_BUCKETS = [0.05, 0.1, 0.2, 0.3, 0.5, 1, 2]; // 200 ms and 500 ms
export const CLS_BUCKETS = [0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1]; // 0.1 and 0.25

/**
 * The field data as Prometheus series (the names in docs/operations.md), in
 * `registry`: per page view by the remote owning its route, the version of it
 * served, the route id and the device; errors and slow interactions by the
 * remote whose script caused them.
 */
export function createFieldMetrics(registry: Registry) {
  const registers = [registry];
  const pageViews = new Counter({
    name: 'gfm_page_views_total',
    help: 'Page views reported by visitors’ browsers.',
    labelNames: PAGE_LABELS,
    registers,
  });
  const lcp = new Histogram({
    name: 'gfm_lcp_seconds',
    help: 'Largest Contentful Paint measured in visitors’ browsers.',
    labelNames: PAGE_LABELS,
    buckets: LCP_BUCKETS,
    registers,
  });
  const inp = new Histogram({
    name: 'gfm_inp_seconds',
    help: 'Interaction to Next Paint measured in visitors’ browsers.',
    labelNames: PAGE_LABELS,
    buckets: INP_BUCKETS,
    registers,
  });
  const cls = new Histogram({
    name: 'gfm_cls',
    help: 'Cumulative Layout Shift measured in visitors’ browsers.',
    labelNames: PAGE_LABELS,
    buckets: CLS_BUCKETS,
    registers,
  });
  const scriptErrors = new Counter({
    name: 'gfm_script_errors_total',
    help: 'Page views with a script error, once per remote whose script threw (shell for the shell’s own).',
    labelNames: BLAME_LABELS,
    registers,
  });
  const slowInteractions = new Counter({
    name: 'gfm_slow_interactions_total',
    help: 'Page views whose INP was above 200 ms, by the remote whose script ran longest in that interaction.',
    labelNames: BLAME_LABELS,
    registers,
  });
  const beacons = new Counter({
    name: 'gfm_beacons_total',
    help: 'Field beacons received, by how they were answered.',
    labelNames: ['outcome'] as const,
    registers,
  });

  return {
    beacon(outcome: BeaconOutcome) {
      beacons.inc({ outcome });
    },
    /** Counts a checked page view. */
    record(beacon: CheckedBeacon) {
      const labels = { remote: beacon.remote, version: beacon.version, route: beacon.route, device: beacon.device };
      pageViews.inc(labels);
      if (beacon.lcpSeconds !== undefined) lcp.observe(labels, beacon.lcpSeconds);
      if (beacon.inpSeconds !== undefined) inp.observe(labels, beacon.inpSeconds);
      if (beacon.cls !== undefined) cls.observe(labels, beacon.cls);
      for (const { remote, version } of beacon.errors) scriptErrors.inc({ remote, version });
      if (beacon.slow) slowInteractions.inc(beacon.slow);
    },
  };
}

export type FieldMetrics = ReturnType<typeof createFieldMetrics>;
