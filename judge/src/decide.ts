import { VISITORS_PER_ADDRESS } from './evidence-limits';
import { isUsable, p75Of, sumHistograms } from './histogram';
import {
  DEFAULT_CONFIG,
  MEASURES,
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
  type StageWindow,
  type VersionCounts,
  type Verdict,
} from './types';

export interface JudgeOptions {
  /** Work out each measure's anytime-valid ratio interval for the evidence (about 100 tests a measure; the decision does not need it). */
  intervals?: boolean;
}

/**
 * Bonferroni: one rollback test per measure shares the rollback α (by ROLLBACK_ALPHA_SHARE), as any one of
 * them rolls back. The canary moves on only when every measure's promotion test shows it within: an
 * intersection-union test, whose level is each test's, so each has the whole promotion α (decision 084).
 */
const ROLLBACK_TESTS = MEASURES.length;

export function resolveConfig(overrides: JudgeInput['config']): JudgeConfig {
  if (!overrides) return DEFAULT_CONFIG;
  const margins = { ...DEFAULT_CONFIG.margins };
  for (const measure of MEASURES) {
    margins[measure.id] = { ...margins[measure.id], ...overrides?.margins?.[measure.id] };
  }
  return { ...DEFAULT_CONFIG, ...overrides, margins };
}

const judgedOf = new WeakMap<JudgeConfig, readonly MeasureDefinition[]>();
/** The measures a configuration judges (every one but its `unjudged`), worked out once per configuration. */
function judgedMeasures(config: JudgeConfig): readonly MeasureDefinition[] {
  let judged = judgedOf.get(config);
  if (!judged) judgedOf.set(config, (judged = MEASURES.filter((measure) => !config.unjudged.includes(measure.id))));
  return judged;
}

interface Context {
  config: JudgeConfig;
  /** Each promotion test's share of α (Bonferroni). */
  alphaPromote: number;
  windows: readonly StageWindow[];
  /** The share of visitors the next stage gives the canary, 0–1. */
  nextShare: number;
  slowEdge: number | undefined;
  options: JudgeOptions;
}

/** A share as a percentage with two decimals. */
const percent = (value: number) => `${Math.round(value * 10_000) / 100} %`;

/**
 * Where a measure reads a stage: from its start, or (for what a cold start
 * biases) from the end of the canary's warm-up, for both versions alike;
 * nothing while the stage is still warming up.
 */
function sourceOf(
  measure: MeasureDefinition,
  window: StageWindow,
  config: JudgeConfig,
): { canary: VersionCounts; baseline: VersionCounts } | undefined {
  return measure.warms && config.warmUpMinutes > 0 ? window.warm : window;
}

/** Per stage past its warm-up, both versions' bad events and exposure; nothing when a stage lacks a series. */
function pairedCounts(measure: MeasureDefinition, context: Context): PairedCounts[] | undefined {
  const stages: PairedCounts[] = [];
  for (const window of context.windows) {
    const source = sourceOf(measure, window, context.config);
    if (!source) continue;
    const canary = measure.read(source.canary, context.slowEdge);
    const baseline = measure.read(source.baseline, context.slowEdge);
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

/** A vital's page-view histogram summed over every stage (for the p75 the evidence shows), or nothing. */
function pooledHistogram(windows: readonly StageWindow[], version: 'canary' | 'baseline', id: VitalId) {
  const histograms = windows.map((window) => VITALS[id].histogram(window[version]));
  return histograms.every(isUsable) ? sumHistograms(histograms as Histogram[]) : undefined;
}

interface MeasureState {
  measure: MeasureDefinition;
  context: Context;
  stages: PairedCounts[] | undefined;
  totals: { canary: Rate; baseline: Rate } | undefined;
}

function evidenceOf(state: MeasureState, verdict: Verdict, note: string, promoteCeiling = NaN): MeasureEvidence {
  const { measure, context, stages, totals } = state;
  const margin = context.config.margins[measure.id];
  const canary = totals?.canary ?? { events: 0, exposure: 0 };
  const baseline = totals?.baseline ?? { events: 0, exposure: 0 };
  const evidence: MeasureEvidence = {
    id: measure.id,
    label: measure.label,
    verdict,
    unit: measure.exposure,
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
  if (isVital(measure.id) && context.windows.some((window) => VITALS[measure.id as VitalId].histogram(window.canary))) {
    const { good, poor } = VITALS[measure.id];
    evidence.p75 = {
      canary: p75Of(pooledHistogram(context.windows, 'canary', measure.id), good, poor),
      baseline: p75Of(pooledHistogram(context.windows, 'baseline', measure.id), good, poor),
    };
  }
  if (context.options.intervals && stages && stages.length > 0 && verdict !== 'no-data') {
    evidence.ratio.interval = ratioInterval(
      stages,
      context.config.alphaRollback * ROLLBACK_ALPHA_SHARE[measure.id],
      context.alphaPromote / 2,
    );
  }
  return evidence;
}

/**
 * A stage's counts as a rollback test reads them (decisions 076, 082): the bad
 * visitors of the addresses it must stand without taken out of the canary's
 * bad count and its visitors alike, floored at 0. Each address adds at most
 * one visitor a stage to a bad count (the shells' per-address mark), so the
 * test stands without any `forgingNetworks` addresses, forging or a heavy user
 * among them (`visitorDiscount`, the larger of the two). Taking them out of
 * both is the least the canary's own rate could be: (x − f) ÷ (n − f) falls as f grows.
 */
function withoutForgedBad(stage: PairedCounts, config: JudgeConfig): PairedCounts {
  const left = Math.min(Math.max(config.forgingNetworks, config.visitorDiscount), stage.canaryEvents);
  return { ...stage, canaryEvents: stage.canaryEvents - left, canaryExposure: stage.canaryExposure - left };
}

/**
 * The clean visitors the forging networks could have added to the canary over
 * the stages (decision 082): `VISITORS_PER_ADDRESS` each a stage (what the
 * shells let one address add; not a setting), at most the
 * stage's visitors without a bad mark. The promotion test leaves them out of
 * the canary's visitors: forged or not, the canary must show its rate within
 * the margin on the rest.
 */
function forgedClean(stages: readonly PairedCounts[], config: JudgeConfig): number {
  const most = config.forgingNetworks * VISITORS_PER_ADDRESS;
  return stages.reduce((sum, stage) => sum + Math.min(most, stage.canaryExposure - stage.canaryEvents), 0);
}

/**
 * The promotion test (decision 055's): the canary's own rate shown below
 * promoteRatio × the baseline's rate + allowance ÷ the next stage's share,
 * anytime-valid in the canary's visitors. The baseline's rate over the same
 * hours is taken as known: it has most of the traffic until the last stage,
 * and at the last the bench checks what its noise costs (a canary beyond its
 * bound reaching 100 %). Tests that bound the baseline too (its own
 * anytime-valid bounds, or the canary's share of both versions' events)
 * needed about three times the visitors (decision 076).
 */
function shownWithin(canary: Rate, ceiling: number, context: Context): boolean {
  return rejects([{ x: canary.events, e: canary.exposure, theta: ceiling }], -1, context.alphaPromote);
}

function judgeMeasure(measure: MeasureDefinition, context: Context): MeasureEvidence {
  const { config } = context;
  const margin = config.margins[measure.id];
  const stages = pairedCounts(measure, context);
  const totals = stages ? pooled(stages) : undefined;
  const state: MeasureState = { measure, context, stages, totals };

  if (stages && stages.length === 0 && measure.warms) {
    return evidenceOf(state, 'no-data', `warming up: judged from minute ${config.warmUpMinutes} of each stage`);
  }
  if (!stages || !totals || !(totals.canary.exposure > 0) || !(totals.baseline.exposure > 0)) {
    return evidenceOf(state, 'no-data', 'no data: a series is missing or empty');
  }

  // Roll back: the canary's share of the bad events shows its rate above rollbackRatio × the baseline's, without
  // counting one visitor's worth of them a stage, nor what the forging networks could have added (decision 082).
  const byVisitors = measure.exposure === 'visitors';
  const discounted = byVisitors ? stages.map((one) => withoutForgedBad(one, config)) : stages;
  const shownWorse =
    totals.canary.events >= config.minCanaryEvents &&
    rejects(ratioTrials(discounted, margin.rollbackRatio), 1, config.alphaRollback * ROLLBACK_ALPHA_SHARE[measure.id]);
  if (shownWorse) {
    return evidenceOf(state, 'worse', `shown above ${margin.rollbackRatio} × the baseline's rate`);
  }

  // Move on: the canary's rate shown below promoteRatio × the baseline's + the allowance at the next stage.
  const extra = margin.allowance / Math.max(context.nextShare, 0.01);
  const ceiling = Math.min(1, margin.promoteRatio * rateOf(totals.baseline) + extra);
  const { events } = totals.canary;
  const forged = byVisitors ? forgedClean(stages, config) : 0;
  const exposure = totals.canary.exposure - forged;
  const less = forged > 0 ? `, less ${forged} visitors forgers could have added` : '';
  if (!shownWithin({ events, exposure }, ceiling, context)) {
    const bound = context.options.intervals
      ? `, upper bound ${percent(rateUpperBound(events, exposure, context.alphaPromote))}`
      : '';
    const note = !(events / exposure > ceiling)
      ? `too few to show it below ${percent(ceiling)} yet (${events} of ${exposure}${less}${bound})`
      : `above ${percent(ceiling)} so far (${events} of ${exposure}${less}${bound})`;
    return evidenceOf(state, 'unsure', note, ceiling);
  }
  return evidenceOf(
    state,
    'within',
    `shown below ${percent(ceiling)}${less ? ` (${events} of ${exposure}${less})` : ''}`,
    ceiling,
  );
}

/** Whether the current stage is still in its warm-up for a measure that waits for it. */
const warming = (current: StageWindow, context: Context) =>
  context.config.warmUpMinutes > 0 && !current.warm && judgedMeasures(context.config).some((measure) => measure.warms);

/**
 * "Too few", judged per measure on its own count in the current stage (after
 * its warm-up where it waits for one): the visitors of each beacon measure
 * against `minStageVisitors`, the shells' pages served against
 * `minStageServed`. Slow renders, counted per render, have no floor of their
 * own: their test holds them ("too few to show it") until the renders show it.
 */
function tooFew(current: StageWindow, context: Context): string[] {
  const short: string[] = [];
  for (const kind of ['visitors', 'pages served'] as const) {
    const minimum = kind === 'visitors' ? context.config.minStageVisitors : context.config.minStageServed;
    const measures = judgedMeasures(context.config)
      .filter((measure) => measure.exposure === kind)
      .flatMap((measure) => {
        const source = sourceOf(measure, current, context.config);
        // A missing series is not "too few": it is no data, and holds as such below.
        const count = source ? measure.read(source.canary, context.slowEdge)?.exposure : 0;
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
    test: 'mixture binomial likelihood ratios per visitor (anytime-valid); rollback: Bonferroni across measures; promotion: intersection-union; decisions 055, 076, 084',
    alphaRollback: config.alphaRollback,
    alphaPromote: config.alphaPromote,
    rollbackTests: ROLLBACK_TESTS,
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
    return hold(stage, 'too few visitors (no window for the current stage)', [], config);
  }
  if (stage >= plan.length - 1) {
    return hold(stage, 'the plan is complete: the canary is at 100 %', [], config);
  }
  const context: Context = {
    config,
    alphaPromote: config.alphaPromote,
    windows,
    nextShare: (plan[stage + 1] ?? 100) / 100,
    slowEdge: slowRenderEdge(windows.map((window) => (config.warmUpMinutes > 0 ? window.warm : window))),
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
  const minutes = (input.now - current.startedAt) / 60_000;
  if (warming(current, context)) {
    return hold(
      stage,
      `the canary is warming up (${Math.floor(minutes)} of ${config.warmUpMinutes} minutes): slow renders and vitals are judged after it`,
      measures,
      config,
    );
  }
  const short = tooFew(current, context);
  if (short.length > 0) {
    return hold(stage, `too few ${short.join('; ')} on the canary this stage`, measures, config);
  }
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
  // Before the last step a stage limits how many visitors a broken canary reaches: nothing shown worse in its
  // time and visitors moves it on. The last step, to 100 %, needs every measure shown within its margin.
  if (stage + 2 < plan.length) {
    return {
      decision: 'promote',
      nextStage: stage + 1,
      reason: `promoting to ${plan[stage + 1]} %: nothing shown worse in ${Math.floor(minutes)} minutes (100 % needs every measure shown within its margin)`,
      measures,
      method: methodOf(config),
    };
  }
  if (unsure.length > 0) {
    const fewer = unsure.every((measure) => measure.canary.rate <= measure.margin.promoteCeiling);
    return hold(
      stage,
      `${fewer ? 'too few visitors to show every measure within its margin' : 'not shown within margin'}: ${unsure.map(describe).join('; ')}`,
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
