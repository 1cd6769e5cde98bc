import { atMost, countOf, isUsable, quantile, sumHistograms, totalOf } from './histogram';
import { type Histogram, type JudgeConfig, type MeasureId, type StageWindow, type VersionCounts } from './types';

/** Bad events and the exposure they happened in (page views, renders). */
export interface Rate {
  events: number;
  exposure: number;
}

/** Google's Core Web Vitals thresholds (web.dev/articles/vitals): good at most `good`, poor above `poor`. */
export const VITALS = {
  lcp: { good: 2.5, poor: 4, histogram: (counts: VersionCounts) => counts.lcpSeconds },
  inp: { good: 0.2, poor: 0.5, histogram: (counts: VersionCounts) => counts.inpSeconds },
  cls: { good: 0.1, poor: 0.25, histogram: (counts: VersionCounts) => counts.cls },
} as const;

export type VitalId = keyof typeof VITALS;

export function isVital(id: MeasureId): id is VitalId {
  return id in VITALS;
}

/** The share the p75 rule tests: page views above the good threshold; the p75 is good while it is at most 25 %. */
export const P75_NOT_GOOD_SHARE = 0.25;

export interface MeasureDefinition {
  id: MeasureId;
  label: string;
  /** One version's bad events and exposure, or nothing when a series is missing. */
  read: (counts: VersionCounts, slowEdge: number | undefined) => Rate | undefined;
  /**
   * What its exposure counts: the beacons' page views (or a vital's reports),
   * the shells' pages served (kept or rendered), or their renders (a render
   * time is a share of renders; a kept page has none, so per page served a
   * new version's first renders would count against it).
   */
  exposure: 'page views' | 'pages served' | 'renders';
}

function fromCounts(events: number | undefined, exposure: number | undefined): Rate | undefined {
  const bad = countOf(events);
  const of = countOf(exposure);
  return bad === undefined || of === undefined || bad > of ? undefined : { events: bad, exposure: of };
}

/** Observations above `edge` (bad) out of all of them. */
function fromHistogram(histogram: Histogram | undefined, edge: number | undefined): Rate | undefined {
  if (edge === undefined || !isUsable(histogram)) return undefined;
  const below = atMost(histogram, edge);
  const total = totalOf(histogram);
  return below === undefined ? undefined : { events: total - below, exposure: total };
}

export const MEASURES: readonly MeasureDefinition[] = [
  {
    id: 'errors',
    label: 'page views with a script error',
    read: (counts) => fromCounts(counts.errorPageViews, counts.pageViews),
    exposure: 'page views',
  },
  {
    id: 'renderFailures',
    label: 'pages served with a failed render or 5xx',
    read: (counts) => fromCounts(counts.renderFailures, counts.served),
    exposure: 'pages served',
  },
  {
    id: 'slowRenders',
    label: 'server renders slower than the baseline’s p90 bucket',
    read: (counts, slowEdge) => fromHistogram(counts.renderSeconds, slowEdge),
    exposure: 'renders',
  },
  {
    id: 'lcp',
    label: 'page views without a good LCP (over 2.5 s)',
    read: (counts) => fromHistogram(counts.lcpSeconds, VITALS.lcp.good),
    exposure: 'page views',
  },
  {
    id: 'inp',
    label: 'page views without a good INP (over 200 ms)',
    read: (counts) => fromHistogram(counts.inpSeconds, VITALS.inp.good),
    exposure: 'page views',
  },
  {
    id: 'cls',
    label: 'page views with a poor CLS (over 0.25)',
    read: (counts) => fromHistogram(counts.cls, VITALS.cls.poor),
    exposure: 'page views',
  },
];

/**
 * The render-time edge the slow-render measure counts above: the smallest
 * bucket edge at or above the baseline's p90 over every stage so far. The
 * baseline is most of the traffic, so the edge settles within the first look
 * and rarely moves.
 */
export function slowRenderEdge(windows: readonly StageWindow[]): number | undefined {
  const histograms = windows.map((window) => window.baseline.renderSeconds);
  if (!histograms.every(isUsable)) return undefined;
  const pooled = sumHistograms(histograms as Histogram[]);
  if (!pooled || !(totalOf(pooled) > 0)) return undefined;
  const p90 = quantile(pooled, 0.9);
  const edges = pooled.filter((bucket) => bucket.le !== Infinity).map((bucket) => bucket.le);
  return edges.find((edge) => edge >= p90) ?? edges[edges.length - 1];
}

/**
 * How the rollback α is split (a weighted Bonferroni: the shares add up to
 * 1). Script errors and LCP get more than half of it, as the targets need
 * them fast; the p75 rule's three tests share a tenth.
 */
export const ROLLBACK_ALPHA_SHARE: Record<MeasureId | 'p75', number> = {
  errors: 0.2,
  renderFailures: 0.1,
  slowRenders: 0.1,
  lcp: 0.35,
  inp: 0.1,
  cls: 0.05,
  p75: 0.1,
};

/**
 * Margins, tuned with `npm run bench:judge` (decision 055): the rollback
 * ratios are what a canary may be shown worse by before it is taken back;
 * the promotion bound is what it must be shown better than before more
 * visitors get it, a ratio to the baseline plus an allowance for the whole
 * site that grows as the next stage's share shrinks.
 */
export const DEFAULT_CONFIG: JudgeConfig = {
  alphaRollback: 0.01,
  alphaPromote: 0.05,
  minStagePageViews: 200,
  minStageServed: 100,
  minStageMinutes: 30,
  minCanaryEvents: 3,
  unjudged: [],
  margins: {
    errors: { rollbackRatio: 1, promoteRatio: 1.5, allowance: 0.005 },
    renderFailures: { rollbackRatio: 1.5, promoteRatio: 1.5, allowance: 0.01 },
    slowRenders: { rollbackRatio: 1.25, promoteRatio: 1.5, allowance: 0.015 },
    lcp: { rollbackRatio: 1, promoteRatio: 1.1, allowance: 0.02 },
    inp: { rollbackRatio: 1, promoteRatio: 1.1, allowance: 0.02 },
    cls: { rollbackRatio: 1.25, promoteRatio: 1.25, allowance: 0.01 },
  },
};
