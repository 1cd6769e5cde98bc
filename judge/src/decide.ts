import { atMost, countOf, isUsable, p75Of, sumHistograms, totalOf } from './histogram';
import {
  DEFAULT_CONFIG,
  MEASURES,
  P75_NOT_GOOD_SHARE,
  ROLLBACK_ALPHA_SHARE,
  VITALS,
  isVital,
  slowRenderEdge,
  type MeasureDefinition,
  type Rate,
  type VitalId,
} from './measures';
import { type PairedCounts, rateUpperBound, ratioInterval, ratioTrials, rejects } from './sequential';
import {
  type Histogram,
  type JudgeConfig,
  type JudgeInput,
  type JudgeResult,
  type MeasureEvidence,
  type P75,
  type StageWindow,
  type Verdict,
} from './types';

export interface JudgeOptions {
  /** Work out each measure's anytime-valid ratio interval for the evidence (about 100 tests a measure; the decision does not need it). */
  intervals?: boolean;
}

const VITAL_COUNT = Object.keys(VITALS).length;
/** Bonferroni: one rollback test per measure and one p75 test per vital share the rollback α (by ROLLBACK_ALPHA_SHARE); one promotion test per measure shares the promotion α equally. */
const ROLLBACK_TESTS = MEASURES.length + VITAL_COUNT;
const PROMOTE_TESTS = MEASURES.length;

export function resolveConfig(overrides: JudgeInput['config']): JudgeConfig {
  if (!overrides) return DEFAULT_CONFIG;
  const margins = { ...DEFAULT_CONFIG.margins };
  for (const measure of MEASURES) {
    margins[measure.id] = { ...margins[measure.id], ...overrides?.margins?.[measure.id] };
  }
  return { ...DEFAULT_CONFIG, ...overrides, margins };
}

/** The measures a configuration judges (every one but its `unjudged`). */
const judgedMeasures = (config: JudgeConfig) => MEASURES.filter((measure) => !config.unjudged.includes(measure.id));

interface Context {
  config: JudgeConfig;
  /** Each promotion test's share of α (Bonferroni). */
  alphaPromote: number;
  windows: readonly StageWindow[];
  /** The share of visitors the next stage gives the canary, 0–1. */
  nextShare: number;
  slowEdge: number | undefined;
  vitals: Record<VitalId, { canary: Histogram | undefined; baseline: Histogram | undefined }>;
  options: JudgeOptions;
}

/** A share as a percentage with two decimals. */
const percent = (value: number) => `${Math.round(value * 10_000) / 100} %`;

/** Per stage, both versions' bad events and exposure; nothing when any stage lacks a series. */
function pairedCounts(measure: MeasureDefinition, context: Context): PairedCounts[] | undefined {
  const stages: PairedCounts[] = [];
  for (const window of context.windows) {
    const canary = measure.read(window.canary, context.slowEdge);
    const baseline = measure.read(window.baseline, context.slowEdge);
    if (!canary || !baseline) return undefined;
    stages.push({
      canaryEvents: canary.events,
      canaryExposure: canary.exposure,
      baselineEvents: baseline.events,
      baselineExposure: baseline.exposure,
    });
  }
  return stages;
}

function pooled(stages: readonly PairedCounts[]): { canary: Rate; baseline: Rate } {
  const canary = { events: 0, exposure: 0 };
  const baseline = { events: 0, exposure: 0 };
  for (const stage of stages) {
    canary.events += stage.canaryEvents;
    canary.exposure += stage.canaryExposure;
    baseline.events += stage.baselineEvents;
    baseline.exposure += stage.baselineExposure;
  }
  return { canary, baseline };
}

const rateOf = (rate: Rate) => (rate.exposure > 0 ? rate.events / rate.exposure : NaN);

/** A vital's histogram summed over every stage, or nothing when a stage lacks it. */
function pooledHistogram(windows: readonly StageWindow[], version: 'canary' | 'baseline', id: VitalId) {
  const histograms = windows.map((window) => VITALS[id].histogram(window[version]));
  return histograms.every(isUsable) ? sumHistograms(histograms as Histogram[]) : undefined;
}

/** A version's reports of a vital that were not good, of all its reports; nothing without the buckets. */
function notGoodOf(histogram: Histogram | undefined, id: VitalId): { notGood: number; total: number } | undefined {
  if (!histogram) return undefined;
  const good = countOf(atMost(histogram, VITALS[id].good));
  const total = totalOf(histogram);
  return good === undefined || !(total > 0) ? undefined : { notGood: total - good, total };
}

/**
 * The p75 rule: shown that more than 25 % of the canary's page views are
 * not good, and shown that at most 25 % of the baseline's are (its p75 is
 * good) over the same hours. Both must be shown: a baseline whose p75 only
 * looks good on a handful of reports, while the whole site's is not good
 * (a busy machine's taps, a slow night), would otherwise take back a canary
 * no worse than it. Under "no drop" either the canary's share is at most
 * 25 % or the baseline's is above it, so the rule errs with chance at most α
 * (an intersection-union test: each part at the same α).
 */
function p75Drops(id: VitalId, context: Context): boolean {
  const canary = notGoodOf(context.vitals[id].canary, id);
  const baseline = notGoodOf(context.vitals[id].baseline, id);
  if (!canary || !baseline) return false;
  const alpha = (context.config.alphaRollback * ROLLBACK_ALPHA_SHARE.p75) / VITAL_COUNT;
  return (
    canary.notGood >= context.config.minCanaryEvents &&
    rejects([{ x: canary.notGood, e: canary.total, theta: P75_NOT_GOOD_SHARE }], 1, alpha) &&
    rejects([{ x: baseline.notGood, e: baseline.total, theta: P75_NOT_GOOD_SHARE }], -1, alpha)
  );
}

interface MeasureState {
  measure: MeasureDefinition;
  context: Context;
  stages: PairedCounts[] | undefined;
  totals: { canary: Rate; baseline: Rate } | undefined;
  vital: { canary: P75; baseline: P75 } | undefined;
}

function evidenceOf(state: MeasureState, verdict: Verdict, note: string, promoteCeiling = NaN): MeasureEvidence {
  const { measure, context, stages, totals, vital } = state;
  const margin = context.config.margins[measure.id];
  const canary = totals?.canary ?? { events: 0, exposure: 0 };
  const baseline = totals?.baseline ?? { events: 0, exposure: 0 };
  const evidence: MeasureEvidence = {
    id: measure.id,
    label: measure.label,
    verdict,
    canary: { events: canary.events, exposure: canary.exposure, rate: rateOf(canary) },
    baseline: { events: baseline.events, exposure: baseline.exposure, rate: rateOf(baseline) },
    ratio: { estimate: rateOf(canary) / rateOf(baseline) },
    margin: {
      rollbackRatio: margin.rollbackRatio,
      promoteRatio: margin.promoteRatio,
      allowance: margin.allowance,
      promoteCeiling,
    },
    note,
  };
  if (vital) evidence.p75 = vital;
  if (context.options.intervals && stages && verdict !== 'no-data') {
    evidence.ratio.interval = ratioInterval(
      stages,
      context.config.alphaRollback * ROLLBACK_ALPHA_SHARE[measure.id],
      context.alphaPromote,
    );
  }
  return evidence;
}

function judgeMeasure(measure: MeasureDefinition, context: Context): MeasureEvidence {
  const { config } = context;
  const margin = config.margins[measure.id];
  const stages = pairedCounts(measure, context);
  const totals = stages ? pooled(stages) : undefined;
  const vital = isVital(measure.id)
    ? {
        canary: p75Of(context.vitals[measure.id].canary, VITALS[measure.id].good, VITALS[measure.id].poor),
        baseline: p75Of(context.vitals[measure.id].baseline, VITALS[measure.id].good, VITALS[measure.id].poor),
      }
    : undefined;
  const state: MeasureState = { measure, context, stages, totals, vital };

  if (!stages || !totals || !(totals.canary.exposure > 0) || !(totals.baseline.exposure > 0)) {
    return evidenceOf(state, 'no-data', 'no data: a series is missing or empty');
  }

  // Roll back: the canary's share of the bad events shows its rate above rollbackRatio × the baseline's.
  const shownWorse =
    totals.canary.events >= config.minCanaryEvents &&
    rejects(ratioTrials(stages, margin.rollbackRatio), 1, config.alphaRollback * ROLLBACK_ALPHA_SHARE[measure.id]);
  if (shownWorse) {
    return evidenceOf(state, 'worse', `shown above ${margin.rollbackRatio} × the baseline's rate`);
  }
  if (vital?.baseline.class === 'good' && isVital(measure.id) && p75Drops(measure.id, context)) {
    return evidenceOf(state, 'worse', 'p75 shown to drop from good to needs improvement');
  }

  // Move on: the canary's own rate is shown below promoteRatio × the baseline's rate + the allowance at the next stage.
  const ceiling = Math.min(
    1,
    margin.promoteRatio * rateOf(totals.baseline) + margin.allowance / Math.max(context.nextShare, 0.01),
  );
  const { events, exposure } = totals.canary;
  if (!rejects([{ x: events, e: exposure, theta: ceiling }], -1, context.alphaPromote)) {
    const bound = context.options.intervals
      ? `, upper bound ${percent(rateUpperBound(events, exposure, context.alphaPromote))}`
      : '';
    const note =
      events / exposure <= ceiling
        ? `too few to show it below ${percent(ceiling)} yet (${events} of ${exposure}${bound})`
        : `above ${percent(ceiling)} so far (${events} of ${exposure}${bound})`;
    return evidenceOf(state, 'unsure', note, ceiling);
  }
  if (vital?.baseline.class === 'good' && vital.canary.class !== 'good') {
    return evidenceOf(state, 'unsure', `p75 is ${vital.canary.class} where the baseline's is good`, ceiling);
  }
  return evidenceOf(state, 'within', `shown below ${percent(ceiling)}`, ceiling);
}

/**
 * "Too few", judged per measure on its own count in the current stage: the
 * beacons' page views (or a vital's reports) against `minStagePageViews`,
 * the shells' pages served against `minStageServed`. Slow renders, counted
 * per render, have no floor of their own: their test holds them ("too few to
 * show it") until the renders show it. Page-view measures come first, so a
 * quiet stage reads "too few page views".
 */
function tooFew(current: StageWindow, context: Context): string[] {
  const short: string[] = [];
  for (const kind of ['page views', 'pages served'] as const) {
    const minimum = kind === 'page views' ? context.config.minStagePageViews : context.config.minStageServed;
    const measures = judgedMeasures(context.config)
      .filter((measure) => measure.exposure === kind)
      .flatMap((measure) => {
        // A missing series is not "too few": it is no data, and holds as such below.
        const count = measure.read(current.canary, context.slowEdge)?.exposure;
        return count !== undefined && count < minimum ? [`${measure.id} ${count} of ${minimum}`] : [];
      });
    if (measures.length > 0) short.push(`${kind} (${measures.join(', ')})`);
  }
  return short;
}

const isWorse = (measure: MeasureEvidence) => measure.verdict === 'worse';
const isMissing = (measure: MeasureEvidence) => measure.verdict === 'no-data';
const isUnsure = (measure: MeasureEvidence) => measure.verdict === 'unsure';
const describe = (measure: MeasureEvidence) => `${measure.label}: ${measure.note}`;

function hold(stage: number, reason: string, measures: MeasureEvidence[], config: JudgeConfig): JudgeResult {
  return { decision: 'hold', nextStage: stage, reason: `holding: ${reason}`, measures, method: methodOf(config) };
}

function methodOf(config: JudgeConfig): JudgeResult['method'] {
  return {
    test: 'mixture binomial likelihood ratios (anytime-valid), Bonferroni across measures; decision 055',
    alphaRollback: config.alphaRollback,
    alphaPromote: config.alphaPromote,
    rollbackTests: ROLLBACK_TESTS,
    promoteTests: PROMOTE_TESTS,
  };
}

/**
 * One look: promote, hold or roll back, with the evidence. Pure and
 * deterministic: the same input gives the same answer, so a seeded
 * simulation and the topology's judge run the same code.
 */
export function judge(input: JudgeInput, options: JudgeOptions = {}): JudgeResult {
  const config = resolveConfig(input.config);
  const { plan, stage, windows } = input;
  const current = windows[windows.length - 1];
  if (!current || !plan[stage] || windows.length !== stage + 1) {
    return hold(stage, 'too few page views (no window for the current stage)', [], config);
  }
  if (stage >= plan.length - 1) {
    return hold(stage, 'the plan is complete: the canary is at 100 %', [], config);
  }
  const context: Context = {
    config,
    alphaPromote: config.alphaPromote / PROMOTE_TESTS,
    windows,
    nextShare: (plan[stage + 1] ?? 100) / 100,
    slowEdge: slowRenderEdge(windows),
    vitals: {
      lcp: { canary: pooledHistogram(windows, 'canary', 'lcp'), baseline: pooledHistogram(windows, 'baseline', 'lcp') },
      inp: { canary: pooledHistogram(windows, 'canary', 'inp'), baseline: pooledHistogram(windows, 'baseline', 'inp') },
      cls: { canary: pooledHistogram(windows, 'canary', 'cls'), baseline: pooledHistogram(windows, 'baseline', 'cls') },
    },
    options,
  };
  const measures = judgedMeasures(config).map((measure) => judgeMeasure(measure, context));
  const worse = measures.filter(isWorse);
  if (worse.length > 0) {
    return {
      decision: 'rollback',
      reason: `rolling back: ${worse.map(describe).join('; ')}`,
      measures,
      method: methodOf(config),
    };
  }
  const short = tooFew(current, context);
  if (short.length > 0) {
    return hold(stage, `too few ${short.join('; ')} on the canary this stage`, measures, config);
  }
  const minutes = (input.now - current.startedAt) / 60_000;
  if (!(minutes >= config.minStageMinutes)) {
    return hold(
      stage,
      `the stage has run ${Math.floor(minutes)} of ${config.minStageMinutes} minutes`,
      measures,
      config,
    );
  }
  const missing = measures.filter(isMissing);
  if (missing.length > 0) {
    return hold(stage, `no data for ${missing.map((measure) => measure.label).join(', ')}`, measures, config);
  }
  const unsure = measures.filter(isUnsure);
  if (unsure.length > 0) {
    const tooFew = unsure.every((measure) => measure.canary.rate <= measure.margin.promoteCeiling);
    return hold(
      stage,
      `${tooFew ? 'too few page views to show every measure within its margin' : 'not shown within margin'}: ${unsure.map(describe).join('; ')}`,
      measures,
      config,
    );
  }
  return {
    decision: 'promote',
    nextStage: stage + 1,
    reason: `promoting to ${plan[stage + 1]} %: every measure shown within its margin`,
    measures,
    method: methodOf(config),
  };
}
