import { Counter, Gauge, Histogram, type Registry } from 'prom-client';
import type { PartTime, RenderObserver } from '../render/render-observer';
import type { BoundedLabels } from './bounded-labels';

/** Seconds: a remote's part is a few milliseconds when its code is loaded, up to the page's deadline (4 s) when not. */
const PART_DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/**
 * A version's first renders of each remote's part on this shell load its
 * server code and fill its caches: they are counted, not timed, so that a
 * new version's render time is compared with the current one's like with
 * like (decision 076). The current version's first renders on this shell
 * were left out the same way.
 */
export const WARM_UP_RENDERS = 3;

export interface RenderMetricsOptions {
  registry: Registry;
  /** The versions label: versions of releases the server loaded. */
  versions: BoundedLabels;
  /** Pages waiting for a turn to render, read when Prometheus scrapes. */
  queueDepth: () => number;
}

/**
 * The render side of the metrics contract: renders and failed renders by
 * remote and the version actually rendered, each remote's part's time, the
 * page cache's hits and misses, the render queue's depth, and the pages not
 * rendered for overload (queue full, or past their deadline).
 */
export function createRenderMetrics({ registry, versions, queueDepth }: RenderMetricsOptions): RenderObserver {
  const registers = [registry];
  const renders = new Counter({
    name: 'gfm_renders_total',
    help: 'Remote parts rendered, by remote, version rendered and outcome (ok|failed).',
    labelNames: ['remote', 'version', 'outcome'] as const,
    registers,
  });
  const partDuration = new Histogram({
    name: 'gfm_render_duration_seconds',
    help: "Time a render waited for a remote's part (its server code and data), by remote and version.",
    labelNames: ['remote', 'version'] as const,
    buckets: PART_DURATION_BUCKETS,
    registers,
  });
  const cache = new Counter({
    name: 'gfm_page_cache_total',
    help: "Lookups of the shell's page cache, by result (hit|miss).",
    labelNames: ['result'] as const,
    registers,
  });
  new Gauge({
    name: 'gfm_render_queue_depth',
    help: 'Pages waiting for a turn to render.',
    registers,
    collect() {
      this.set(queueDepth());
    },
  });
  const rejected = new Counter({
    name: 'gfm_render_rejected_total',
    help: 'Pages not rendered because the render queue was full (answered with a last copy, or a 503).',
    registers,
  });
  const deadlineMissed = new Counter({
    name: 'gfm_render_deadline_missed_total',
    help: 'Pages whose deadline passed while they waited or rendered (answered with a last copy, or a 503).',
    registers,
  });
  const warmUps = new Counter({
    name: 'gfm_render_warm_ups_total',
    help: "A version's first renders of a remote's part on this shell (its code loading), counted but not timed.",
    labelNames: ['remote', 'version'] as const,
    registers,
  });
  /** Renders so far of each remote's version label, until its warm-up is over: bounded as the labels are. */
  const warming = new Map<string, Map<string, number>>();
  // Each label set made once, so a request costs one lookup.
  cache.inc({ result: 'hit' }, 0);
  cache.inc({ result: 'miss' }, 0);
  const part = ({ remote, version, ms, failed }: PartTime) => {
    // The version of a release the server loaded and rendered: its own, never a visitor's.
    const label = versions.admit(version);
    renders.inc({ remote, version: label, outcome: failed ? 'failed' : 'ok' });
    let ofRemote = warming.get(remote);
    if (!ofRemote) warming.set(remote, (ofRemote = new Map()));
    const done = ofRemote.get(label) ?? 0;
    if (done >= WARM_UP_RENDERS) return partDuration.observe({ remote, version: label }, ms / 1000);
    ofRemote.set(label, done + 1);
    warmUps.inc({ remote, version: label });
  };
  return {
    cache: (result) => cache.inc({ result }),
    rendered: (parts) => parts.forEach(part),
    overloaded: (reason) => (reason === 'queue' ? rejected.inc() : deadlineMissed.inc()),
  };
}
