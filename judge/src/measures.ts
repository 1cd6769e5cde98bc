import { atMost, countOf, isUsable, quantile, sumHistograms, totalOf } from './histogram';
import {
  type Histogram,
  type JudgeConfig,
  type MeasureId,
  type StageWindow,
  type VersionCounts,
  type VisitorClasses,
} from './types';

/** Bad events and the exposure they happened in (page views, renders). */
export interface Rate {
  events: number;
  exposure: number;
}

/** Google's Core Web Vitals thresholds (web.dev/articles/vitals): good at most `good`, poor above `poor`. */
export const VITALS = {
  lcp: {
    good: 2.5,
    poor: 4,
    histogram: (counts: VersionCounts) => counts.lcpSeconds,
    visitors: (counts: VersionCounts) => counts.lcpVisitors,
  },
  inp: {
    good: 0.2,
    poor: 0.5,
    histogram: (counts: VersionCounts) => counts.inpSeconds,
    visitors: (counts: VersionCounts) => counts.inpVisitors,
  },
  cls: {
    good: 0.1,
    poor: 0.25,
    histogram: (counts: VersionCounts) => counts.cls,
    visitors: (counts: VersionCounts) => counts.clsVisitors,
  },
} as const;

export type VitalId = keyof typeof VITALS;

export function isVital(id: MeasureId): id is VitalId {
  return id in VITALS;
}

export type Unit = 'visitors' | 'pages served' | 'renders';

export interface MeasureDefinition {
  id: MeasureId;
  label: string;
  /** One version's bad events and exposure, or nothing when a series is missing. */
  read: (counts: VersionCounts, slowEdge: number | undefined) => Rate | undefined;
  /**
   * What its exposure counts: visitors (decision 076: each once a stage,
   * however many page views), the shells' pages served (kept or rendered),
   * or their renders (a render time is a share of renders; a kept page has
   * none, so per page served a new version's first renders would count
   * against it).
   */
  exposure: Unit;
  /** Read after each stage's warm-up (`StageWindow.warm`): a cold canary is slower, not broken. */
  warms: boolean;
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

/** Visitors whose worst report of a vital was in the bad class, of the visitors who reported it. */
function fromVisitors(classes: VisitorClasses | undefined, bad: 'notGood' | 'poor'): Rate | undefined {
  return classes ? fromCounts(classes[bad], classes.reported) : undefined;
}

export const MEASURES: readonly MeasureDefinition[] = [
  {
    id: 'errors',
    label: 'visitors with a script error',
    read: (counts) => fromCounts(counts.errorVisitors, counts.visitors),
    exposure: 'visitors',
    warms: false,
  },
  {
    id: 'renderFailures',
    label: 'pages served with a failed render or 5xx',
    read: (counts) => fromCounts(counts.renderFailures, counts.served),
    exposure: 'pages served',
    warms: false,
  },
  {
    id: 'slowRenders',
    label: 'server renders slower than the baseline’s p90 bucket',
    read: (counts, slowEdge) => fromHistogram(counts.renderSeconds, slowEdge),
    exposure: 'renders',
    warms: true,
  },
  {
    id: 'lcp',
    label: 'visitors with an LCP over 2.5 s',
    read: (counts) => fromVisitors(counts.lcpVisitors, 'notGood'),
    exposure: 'visitors',
    warms: true,
  },
  {
    id: 'inp',
    label: 'visitors with an INP over 200 ms',
    read: (counts) => fromVisitors(counts.inpVisitors, 'notGood'),
    exposure: 'visitors',
    warms: true,
  },
  {
    id: 'cls',
    label: 'visitors with a CLS over 0.25',
    read: (counts) => fromVisitors(counts.clsVisitors, 'poor'),
    exposure: 'visitors',
    warms: true,
  },
];

/**
 * The render-time edge the slow-render measure counts above: the smallest
 * bucket edge at or above the baseline's p90 over every stage so far. The
 * baseline is most of the traffic, so the edge settles within the first look
 * and rarely moves.
 */
export function slowRenderEdge(windows: readonly (StageWindow['warm'] | undefined)[]): number | undefined {
  const histograms = windows.flatMap((window) => (window ? [window.baseline.renderSeconds] : []));
  if (histograms.length === 0) return undefined;
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
 * them fast.
 */
export const ROLLBACK_ALPHA_SHARE: Record<MeasureId, number> = {
  errors: 0.3,
  renderFailures: 0.1,
  slowRenders: 0.1,
  lcp: 0.3,
  inp: 0.1,
  cls: 0.1,
};

/**
 * Margins, tuned with `npm run bench:judge` (decisions 055 and 076): the rollback
 * ratios are what a canary may be shown worse by before it is taken back;
 * the promotion bound is what it must be shown better than before more
 * visitors get it, a ratio to the baseline plus an allowance for the whole
 * site that grows as the next stage's share shrinks.
 */
export const DEFAULT_CONFIG: JudgeConfig = {
  alphaRollback: 0.01,
  alphaPromote: 0.05,
  minStageVisitors: 50,
  minStageServed: 100,
  minStageMinutes: 30,
  warmUpMinutes: 25,
  minCanaryEvents: 3,
  visitorDiscount: 1,
  forgingNetworks: 20,
  unjudged: [],
  margins: {
    errors: { rollbackRatio: 1, promoteRatio: 1.25, allowance: 0.003 },
    renderFailures: { rollbackRatio: 1.5, promoteRatio: 1.5, allowance: 0.01 },
    slowRenders: { rollbackRatio: 1.25, promoteRatio: 1.5, allowance: 0.015 },
    lcp: { rollbackRatio: 1.1, promoteRatio: 1.2, allowance: 0.03 },
    inp: { rollbackRatio: 1.1, promoteRatio: 1.2, allowance: 0.03 },
    cls: { rollbackRatio: 1.25, promoteRatio: 1.25, allowance: 0.02 },
  },
};
