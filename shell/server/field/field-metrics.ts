import { Counter, Gauge, Histogram, type Registry } from 'prom-client';
import { REMOTE_NAMES, type RemoteName } from '@gfm/shared/config/runtime-config';
import { OTHER, type CheckedBeacon } from './beacon-check';
import { VISITORS_PER_ADDRESS } from '@gfm/judge/evidence-limits';
import { MARK, RECENT_ADDRESSES, RecentVisitors } from './field-visitors';

/** How a beacon was answered: counted, and nothing else of it kept when refused (`refused`: by beacon-trust.ts). */
export type BeaconOutcome = 'accepted' | 'malformed' | 'oversized' | 'flood' | 'refused';

const PAGE_LABELS = ['remote', 'version', 'route', 'device'] as const;
const BLAME_LABELS = ['remote', 'version'] as const;

/** Bucket edges on Google's thresholds: good up to the first marked edge, poor past the second. */
export const LCP_BUCKETS = [0.5, 1, 1.5, 2, 2.5, 3, 4, 6, 10]; // 2.5 s and 4 s
export const INP_BUCKETS = [0.05, 0.1, 0.2, 0.3, 0.5, 1, 2]; // 200 ms and 500 ms
export const CLS_BUCKETS = [0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1]; // 0.1 and 0.25

/** Google's thresholds (web.dev/articles/vitals): above the first a page view is not good, above the second poor. */
export const VITAL_THRESHOLDS = { lcp: [2.5, 4], inp: [0.2, 0.5], cls: [0.1, 0.25] } as const;

const VITALS = ['lcp', 'inp', 'cls'] as const;
/** The classes a visitor reaches with their worst report of a vital: counted once each a stage. */
const REACHED = ['reported', 'not-good', 'poor'] as const;
const VITAL_MARKS = {
  lcp: [MARK.lcpReported, MARK.lcpNotGood, MARK.lcpPoor],
  inp: [MARK.inpReported, MARK.inpNotGood, MARK.inpPoor],
  cls: [MARK.clsReported, MARK.clsNotGood, MARK.clsPoor],
} as const;

/** Who a page view's beacon counts a visitor for: one seed, the address it came from, and each remote's stage (its pointer). */
export interface BeaconVisitor {
  seed: string;
  address: string;
  stageOf: (remote: RemoteName) => string;
}

/** The marks of a bad page view: each address adds at most one visitor to each a stage (decision 076). */
const BAD_MARKS =
  MARK.error | MARK.lcpNotGood | MARK.lcpPoor | MARK.inpNotGood | MARK.inpPoor | MARK.clsNotGood | MARK.clsPoor;

const isJudged = (name: string): name is RemoteName => (REMOTE_NAMES as readonly string[]).includes(name);

/** The marks a page view reaches, per remote version it names: its route's owner's vitals, each culprit's error. */
export function marksOf(beacon: CheckedBeacon): Map<string, { remote: RemoteName; version: string; marks: number }> {
  const found = new Map<string, { remote: RemoteName; version: string; marks: number }>();
  const add = (remote: string, version: string, marks: number) => {
    if (!isJudged(remote) || version === OTHER) return;
    const key = `${remote} ${version}`;
    const entry = found.get(key) ?? { remote, version, marks: 0 };
    entry.marks |= marks;
    found.set(key, entry);
  };
  const values = { lcp: beacon.lcpSeconds, inp: beacon.inpSeconds, cls: beacon.cls };
  let vitals = 0;
  for (const vital of VITALS) {
    const value = values[vital];
    if (value === undefined) continue;
    const [reported, notGood, poor] = VITAL_MARKS[vital];
    const [good, needsImprovement] = VITAL_THRESHOLDS[vital];
    vitals |= reported | (value > good ? notGood : 0) | (value > needsImprovement ? poor : 0);
  }
  add(beacon.remote, beacon.version, vitals);
  for (const { remote, version } of beacon.errors) add(remote, version, MARK.error);
  return found;
}

/**
 * The field data as Prometheus series (the names in docs/operations.md), in
 * `registry`: per page view by the remote owning its route, the version of it
 * served, the route id and the device; errors and slow interactions by the
 * remote whose script caused them.
 */
export function createFieldMetrics(
  registry: Registry,
  recent = new RecentVisitors(),
  addresses = new RecentVisitors(RECENT_ADDRESSES),
) {
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
  const visitors = new Counter({
    name: 'gfm_visitors_total',
    help: 'Visitors whose beacons named this remote version: each once a stage (release pointer) on the shell their beacons reach.',
    labelNames: BLAME_LABELS,
    registers,
  });
  const errorVisitors = new Counter({
    name: 'gfm_error_visitors_total',
    help: 'Visitors with a page view in which this remote version’s script threw: each once a stage.',
    labelNames: BLAME_LABELS,
    registers,
  });
  const vitalVisitors = new Counter({
    name: 'gfm_vital_visitors_total',
    help: 'Visitors of this remote version’s pages by the worst class a vital reached (reported, not-good, poor): each once a stage.',
    labelNames: [...BLAME_LABELS, 'vital', 'reached'] as const,
    registers,
  });
  new Gauge({
    name: 'gfm_field_visitors_kept',
    help: 'Visitors and addresses the shell keeps to count each once a stage (bounded maps of recent ones).',
    labelNames: ['kind'] as const,
    registers,
    collect() {
      this.set({ kind: 'seed' }, recent.size);
      this.set({ kind: 'address' }, addresses.size);
    },
  });
  const beacons = new Counter({
    name: 'gfm_beacons_total',
    help: 'Field beacons received, by how they were answered.',
    labelNames: ['outcome'] as const,
    registers,
  });

  function countVisitor(beacon: CheckedBeacon, { seed, address, stageOf }: BeaconVisitor) {
    for (const { remote, version, marks } of marksOf(beacon).values()) {
      const stage = stageOf(remote);
      // Each version's own entry for an address: beacons naming the canary and the current version in turn
      // start nothing over. An address adds at most VISITORS_PER_ADDRESS visitors to a version's count a stage
      // (decision 082): past them a new visitor from it counts nowhere in that stage.
      const from = `${address} ${version}`;
      if (
        !recent.counted(remote, seed, version, stage) &&
        !addresses.admit(remote, from, version, stage, VISITORS_PER_ADDRESS)
      )
        continue;
      // A bad mark counts for the first visitor of an address to reach it in the stage: whatever one address
      // sends (a bot with seeds it collected, or a household), it adds at most one visitor to each bad count.
      const open = addresses.note(remote, from, version, stage, marks & BAD_MARKS) | ~BAD_MARKS;
      const fresh = recent.note(remote, seed, version, stage, marks & open);
      if (fresh & MARK.seen) visitors.inc({ remote, version });
      if (fresh & MARK.error) errorVisitors.inc({ remote, version });
      for (const vital of VITALS)
        VITAL_MARKS[vital].forEach((mark, index) => {
          if (fresh & mark) vitalVisitors.inc({ remote, version, vital, reached: REACHED[index] as string });
        });
    }
  }

  return {
    /**
     * Starts a version's visitor series at 0, before its first visitor: Prometheus's `increase()` counts from a
     * series' first sample, so a series born at 1 would lose its first visitor (the judge counts a handful).
     */
    known(remote: string, version: string) {
      if (!isJudged(remote)) return;
      const labels = { remote, version };
      visitors.inc(labels, 0);
      errorVisitors.inc(labels, 0);
      for (const vital of VITALS) for (const reached of REACHED) vitalVisitors.inc({ ...labels, vital, reached }, 0);
    },
    beacon(outcome: BeaconOutcome) {
      beacons.inc({ outcome });
    },
    /**
     * Counts a checked page view of a visitor the site served (beacon-trust.ts, decision 075), and that visitor
     * once a stage in each of the visitors' counters it reaches (decision 076).
     */
    record(beacon: CheckedBeacon, visitor?: BeaconVisitor) {
      const labels = { remote: beacon.remote, version: beacon.version, route: beacon.route, device: beacon.device };
      pageViews.inc(labels);
      if (beacon.lcpSeconds !== undefined) lcp.observe(labels, beacon.lcpSeconds);
      if (beacon.inpSeconds !== undefined) inp.observe(labels, beacon.inpSeconds);
      if (beacon.cls !== undefined) cls.observe(labels, beacon.cls);
      for (const { remote, version } of beacon.errors) scriptErrors.inc({ remote, version });
      if (beacon.slow) slowInteractions.inc(beacon.slow);
      if (visitor) countVisitor(beacon, visitor);
    },
  };
}

export type FieldMetrics = ReturnType<typeof createFieldMetrics>;
