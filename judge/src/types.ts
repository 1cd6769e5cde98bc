/**
 * What the judge reads and what it answers. The input is shaped like what
 * Prometheus's HTTP API returns for one version over one window
 * (`increase(x_total[window])`, `increase(x_bucket[window])` by `le`), so the
 * topology's judge process can fill it with one query per series and stage.
 */

/** One cumulative histogram bucket: how many observations were at most `le` (`Infinity` for `+Inf`). */
export interface Bucket {
  le: number;
  count: number;
}

/** A Prometheus histogram over the window: cumulative buckets, `+Inf` last. */
export type Histogram = readonly Bucket[];

/**
 * One version's counts over a window. Any field may be missing or NaN when
 * Prometheus had no series: the judge then has no data for that measure,
 * which holds the canary and never decides it.
 */
export interface VersionCounts {
  /** Beacons received: page views that reported. */
  pageViews?: number;
  /** Page views whose beacon reported at least one script error blamed on this remote (counted once per page view). */
  errorPageViews?: number;
  /**
   * Pages the shells answered with this version (`gfm_served_total`), from
   * their page cache or rendered: the exposure of the server-side measures.
   * A shell renders a page once per set of versions and keeps it, so renders
   * alone are no measure of how many visitors a version reached.
   */
  served?: number;
  /** Server renders of a page holding this remote's part (shown in the evidence; not a measure's exposure). */
  serverRenders?: number;
  /** Renders of this remote's part that failed or answered 5xx, each one a page served broken (a failed page is never kept). */
  renderFailures?: number;
  /** Server render time, seconds. */
  renderSeconds?: Histogram;
  /** Largest Contentful Paint, seconds; buckets at least at 2.5 and 4. */
  lcpSeconds?: Histogram;
  /** Interaction to Next Paint, seconds; buckets at least at 0.2 and 0.5. */
  inpSeconds?: Histogram;
  /** Cumulative Layout Shift; buckets at least at 0.1 and 0.25. */
  cls?: Histogram;
}

/** Canary and baseline (the version already out) over the same hours of one stage. */
export interface StageWindow {
  /** The stage's share of visitors given the canary, in percent. */
  percent: number;
  /** When the stage began, milliseconds since the epoch. */
  startedAt: number;
  canary: VersionCounts;
  baseline: VersionCounts;
}

export type MeasureId = 'errors' | 'renderFailures' | 'slowRenders' | 'lcp' | 'inp' | 'cls';

/** How a measure is judged: the rate of a bad event per unit of exposure, lower is better. */
export interface MeasureMargin {
  /** Roll back once the canary's rate is shown above this multiple of the baseline's. */
  rollbackRatio: number;
  /** Move on once the canary's rate is shown below `promoteRatio` × the baseline's rate + `allowance` / next stage share. */
  promoteRatio: number;
  /** Extra bad events per exposure unit the whole site may take at the next stage (0.005 = half a percentage point). */
  allowance: number;
}

export interface JudgeConfig {
  /** Chance of rolling back a canary no worse than every rollback margin, over all looks and measures. */
  alphaRollback: number;
  /** Chance, per stage moved on, of moving on while some measure is beyond its promotion bound. */
  alphaPromote: number;
  /** What a stage needs of each beacon measure's own count on the canary (page views; each vital's reports) before it may move on. */
  minStagePageViews: number;
  /** What a stage needs of the canary's pages served by the shells (the server-side measures' count) before it may move on. */
  minStageServed: number;
  /** The time a stage lasts at least, minutes. */
  minStageMinutes: number;
  /** A measure rolls back only with at least this many of the canary's bad events (one visitor's burst is not a trend). */
  minCanaryEvents: number;
  /**
   * Measures the judge leaves out: neither read nor shown. For a place whose data on a measure means
   * nothing (the topology test's taps on a busy two-core machine, for INP); none by default.
   */
  unjudged: readonly MeasureId[];
  margins: Record<MeasureId, MeasureMargin>;
}

export interface JudgeInput {
  /** The signed plan's stages in percent, ascending, ending at 100. */
  plan: readonly number[];
  /** Index into `plan` of the stage now out. */
  stage: number;
  /** The time of this look, milliseconds since the epoch. */
  now: number;
  /** One window per stage run so far, in order; the last is the current stage. */
  windows: readonly StageWindow[];
  config?: Partial<Omit<JudgeConfig, 'margins'>> & { margins?: Partial<Record<MeasureId, Partial<MeasureMargin>>> };
}

export type Verdict = 'within' | 'worse' | 'unsure' | 'no-data';

export interface Interval {
  lower: number;
  upper: number;
}

export interface MeasureEvidence {
  id: MeasureId;
  label: string;
  verdict: Verdict;
  /** Bad events per exposure unit, pooled over every stage so far. */
  canary: { events: number; exposure: number; rate: number };
  baseline: { events: number; exposure: number; rate: number };
  /** Canary rate ÷ baseline rate, and its anytime-valid interval (only when asked for). */
  ratio: { estimate: number; interval?: Interval };
  margin: MeasureMargin & { promoteCeiling: number };
  /** p75 of a Core Web Vital: its class for each version (the p75 rule), and an estimate from the buckets. */
  p75?: { canary: P75; baseline: P75 };
  note: string;
}

export interface P75 {
  class: 'good' | 'needs-improvement' | 'poor' | 'unknown';
  estimate: number;
}

export type Decision = 'promote' | 'hold' | 'rollback';

export interface JudgeResult {
  decision: Decision;
  /** The stage index to move to: the next on promote, unchanged on hold; absent on rollback. */
  nextStage?: number;
  reason: string;
  measures: MeasureEvidence[];
  method: {
    test: string;
    alphaRollback: number;
    alphaPromote: number;
    rollbackTests: number;
    promoteTests: number;
  };
}
