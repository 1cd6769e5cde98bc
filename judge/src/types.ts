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
 * Visitors who reported a vital, by the worst page view they reported (decision 076): each visitor counts once
 * in `reported`, and once in `notGood` (above Google's good threshold) and `poor` (above the poor one) when any
 * of their page views was.
 */
export interface VisitorClasses {
  reported: number;
  notGood: number;
  poor: number;
}

/**
 * One version's counts over a window. Any field may be missing or NaN when
 * Prometheus had no series: the judge then has no data for that measure,
 * which holds the canary and never decides it.
 *
 * The beacons' measures count visitors, not page views (decision 076): a
 * visitor is a seed the shells saw naming this version, counted once per
 * stage however many page views they sent, so one long visit or one broken
 * device adds one to a measure at most.
 */
export interface VersionCounts {
  /** Visitors whose beacons named this version in the window. */
  visitors?: number;
  /** Of them, visitors with at least one page view whose script error was blamed on this remote. */
  errorVisitors?: number;
  /** Visitors by their worst LCP, INP and CLS. */
  lcpVisitors?: VisitorClasses;
  inpVisitors?: VisitorClasses;
  clsVisitors?: VisitorClasses;
  /** Beacons received: page views that reported (shown in the evidence; not judged). */
  pageViews?: number;
  /** Page views whose beacon reported a script error blamed on this remote (shown; not judged). */
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
  /** Server render time, seconds, after each version's first renders on each shell (its code loading). */
  renderSeconds?: Histogram;
  /** Per page view, for the p75 the evidence shows (not judged): LCP in seconds, buckets at 2.5 and 4. */
  lcpSeconds?: Histogram;
  /** Per page view: INP in seconds, buckets at 0.2 and 0.5 (shown, not judged). */
  inpSeconds?: Histogram;
  /** Per page view: CLS, buckets at 0.1 and 0.25 (shown, not judged). */
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
  /**
   * Both versions' counts from the end of the canary's warm-up at this stage
   * (`startedAt` + `warmUpMinutes`) to the window's end: what the measures a
   * cold start biases (slow renders and the vitals) read. Absent while the
   * stage is still warming up: those measures then take nothing from it.
   */
  warm?: { canary: VersionCounts; baseline: VersionCounts };
}

export type MeasureId = 'errors' | 'renderFailures' | 'slowRenders' | 'lcp' | 'inp' | 'cls';

/** How a measure is judged: the rate of a bad event per unit of exposure, lower is better. */
export interface MeasureMargin {
  /** Roll back once the canary's rate is shown above this multiple of the baseline's. */
  rollbackRatio: number;
  /** Take the last step once the canary's rate is shown below `promoteRatio` × the baseline's rate + `allowance`. */
  promoteRatio: number;
  /** Extra bad events per exposure unit (visitor, page served, render) the whole site may take at 100 % (0.003 = 0.3 of a percentage point). */
  allowance: number;
}

export interface JudgeConfig {
  /** Chance of rolling back a canary no worse than every rollback margin, over all looks and measures. */
  alphaRollback: number;
  /** Chance, per stage moved on, of moving on while some measure is beyond its promotion bound. */
  alphaPromote: number;
  /** What a stage needs of each beacon measure's own count of the canary's visitors before it may move on. */
  minStageVisitors: number;
  /** What a stage needs of the canary's pages served by the shells (the server-side measures' count) before it may move on. */
  minStageServed: number;
  /** The time a stage lasts at least, minutes. */
  minStageMinutes: number;
  /**
   * A stage's first minutes, in which the canary is cold (its server code loading, caches and browsers
   * holding only the current version's files): slow renders and the vitals are judged on both versions
   * from its end only (`StageWindow.warm`), script errors and render failures from the stage's start.
   */
  warmUpMinutes: number;
  /** A measure rolls back only with at least this many of the canary's bad events (one visitor's burst is not a trend). */
  minCanaryEvents: number;
  /**
   * The canary's bad visitors per stage that a rollback test leaves out of its count (decision 076): a
   * rollback must stand without any one visitor, so no heavy user or broken device decides it alone.
   */
  visitorDiscount: number;
  /**
   * How many networks (addresses) per stage the judge assumes may be forging beacons (decision 082): each adds
   * at most one visitor to each bad count a stage (the shells' per-address mark), so a rollback test leaves that
   * many bad visitors, and as many visitors, out of the canary's count each stage.
   */
  forgingNetworks: number;
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
  /** What the exposure counts: visitors (the beacons' measures), pages served, or renders. */
  unit: 'visitors' | 'pages served' | 'renders';
  /** Bad events per exposure unit, pooled over every stage so far (after each stage's warm-up where it applies). */
  canary: { events: number; exposure: number; rate: number };
  baseline: { events: number; exposure: number; rate: number };
  /** Canary rate ÷ baseline rate, and its anytime-valid interval (only when asked for). */
  ratio: { estimate: number; interval?: Interval };
  margin: MeasureMargin & { promoteCeiling: number };
  /** p75 of a Core Web Vital over page views (shown, not judged): each version's class and an estimate from the buckets. */
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
  };
}
