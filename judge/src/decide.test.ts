/**
 * @jest-environment node
 */
import { Random } from '../bench/random';
import { BASELINE, emptyCounts, simulate, type VersionModel } from '../bench/traffic';
import { judge } from './decide';
import { type JudgeInput, type StageWindow, type VersionCounts } from './types';

const PLAN = [10, 25, 50, 100];
const HOUR = 3_600_000;

/** Counts of one version: page views with `errorShare` erring, vitals and renders as a mall site's. */
function counts(pageViews: number, errorPageViews: number, lcpNotGood = Math.round(pageViews * 0.2)): VersionCounts {
  const renders = Math.round(pageViews * 0.4);
  return {
    pageViews,
    errorPageViews,
    served: renders,
    serverRenders: renders,
    renderFailures: 0,
    renderSeconds: [
      { le: 0.1, count: Math.round(renders * 0.85) },
      { le: 0.2, count: Math.round(renders * 0.99) },
      { le: Infinity, count: renders },
    ],
    lcpSeconds: [
      { le: 2.5, count: pageViews - lcpNotGood },
      { le: 4, count: pageViews - Math.round(lcpNotGood / 5) },
      { le: Infinity, count: pageViews },
    ],
    inpSeconds: [
      { le: 0.2, count: Math.round(pageViews * 0.88) },
      { le: 0.5, count: pageViews },
      { le: Infinity, count: pageViews },
    ],
    cls: [
      { le: 0.1, count: Math.round(pageViews * 0.9) },
      { le: 0.25, count: Math.round(pageViews * 0.97) },
      { le: Infinity, count: pageViews },
    ],
  };
}

/** An INP histogram: `good` of `total` taps within 200 ms, the rest within 500. */
const inp = (good: number, total: number) => [
  { le: 0.2, count: good },
  { le: 0.5, count: total },
  { le: Infinity, count: total },
];

function input(canary: VersionCounts, baseline: VersionCounts, overrides: Partial<JudgeInput> = {}): JudgeInput {
  return {
    plan: PLAN,
    stage: 0,
    now: 3 * HOUR,
    windows: [{ percent: 10, startedAt: 0, canary, baseline }],
    ...overrides,
  };
}

describe('the judge', () => {
  it('answers the same input with the same decision and evidence', () => {
    const look = input(counts(1500, 7), counts(13_500, 70));
    expect(judge(look, { intervals: true })).toEqual(judge(look, { intervals: true }));
  });

  it('holds on zero traffic and says there are too few page views', () => {
    const result = judge(input(counts(0, 0), counts(0, 0)));
    expect(result.decision).toBe('hold');
    expect(result.reason).toMatch(/^holding: too few page views/);
    expect(result.measures.every((measure) => measure.verdict === 'no-data')).toBe(true);
  });

  it('never passes or fails on a missing or NaN series: the measure has no data and the canary holds', () => {
    const canary = { ...counts(20_000, 1000), errorPageViews: NaN };
    const result = judge(input(canary, counts(180_000, 900)));
    expect(result.decision).toBe('hold');
    expect(result.measures.find((measure) => measure.id === 'errors')?.verdict).toBe('no-data');
    expect(result.reason).toContain('no data for page views with a script error');

    const { lcpSeconds: _lcp, ...withoutLcp } = counts(20_000, 100);
    const missing = judge(input(withoutLcp, counts(180_000, 900)));
    expect(missing.decision).toBe('hold');
    expect(missing.measures.find((measure) => measure.id === 'lcp')?.verdict).toBe('no-data');
  });

  it('does not roll back on a couple of errors when the baseline had none, but does on many', () => {
    const few = judge(input(counts(300, 2), counts(2700, 0)));
    expect(few.decision).not.toBe('rollback');
    const many = judge(input(counts(300, 30), counts(2700, 0)));
    expect(many.decision).toBe('rollback');
    expect(many.reason).toContain('page views with a script error');
  });

  it('rolls back a broken remote and names the measure and the margin', () => {
    const result = judge(input(counts(300, 60), counts(2700, 14), { now: 0.25 * HOUR }));
    expect(result.decision).toBe('rollback');
    expect(result.nextStage).toBeUndefined();
    expect(result.reason).toMatch(/^rolling back: page views with a script error: shown above 1 ×/);
  });

  it('promotes a canary shown within every margin once the stage has had its time and page views', () => {
    const result = judge(input(counts(20_000, 100), counts(180_000, 900)));
    expect(result.reason).toBe('promoting to 25 %: every measure shown within its margin');
    expect(result.decision).toBe('promote');
    expect(result.nextStage).toBe(1);
  });

  it('holds a canary shown within its margins until the stage has run its minimum time', () => {
    const result = judge(input(counts(20_000, 100), counts(180_000, 900), { now: 10 * 60_000 }));
    expect(result.decision).toBe('hold');
    expect(result.reason).toBe('holding: the stage has run 10 of 30 minutes');
  });

  it('rolls back when a vital’s p75 drops from good to needs improvement', () => {
    // A generous ratio margin, so that only the p75 rule can decide.
    const config = { margins: { lcp: { rollbackRatio: 3 } } };
    const result = judge(input(counts(3000, 15, 1200), counts(27_000, 135, 5400), { config }));
    expect(result.decision).toBe('rollback');
    expect(result.reason).toContain('p75 shown to drop from good to needs improvement');
    expect(result.measures.find((measure) => measure.id === 'lcp')?.p75?.canary.class).toBe('needs-improvement');
  });

  /**
   * The counts of a fresh-clone CI run in which the judge took back a good
   * blog build (alpha 5 %, the topology test's): on a busy two-core machine
   * most taps were slow for both versions, and the baseline's p75 looked good
   * on 4 reports (1 not good) while the canary's 9 had 8.
   */
  it('keeps the p75 rule from taking back a canary whose baseline only looks good on a handful of reports', () => {
    const canary = { ...counts(20_000, 100), inpSeconds: inp(1, 9) };
    const baseline = { ...counts(20_000, 100), inpSeconds: inp(3, 4) };
    const result = judge(input(canary, baseline, { config: { alphaRollback: 0.05 } }));
    expect(result.decision).not.toBe('rollback');
    expect(result.measures.find((measure) => measure.id === 'inp')).toMatchObject({
      verdict: 'unsure',
      p75: { canary: { class: 'needs-improvement' }, baseline: { class: 'good' } },
    });
  });

  it('leaves out a measure its configuration names as unjudged, and holds on it otherwise', () => {
    const canary = { ...counts(20_000, 100), inpSeconds: inp(26, 39) };
    const baseline = { ...counts(20_000, 100), inpSeconds: inp(9, 10) };
    const judged = judge(input(canary, baseline));
    expect(judged.decision).toBe('hold');
    expect(judged.measures.find((measure) => measure.id === 'inp')?.verdict).toBe('unsure');

    const unjudged = judge(input(canary, baseline, { config: { unjudged: ['inp'] } }));
    expect(unjudged.decision).toBe('promote');
    expect(unjudged.measures.map((measure) => measure.id)).toEqual([
      'errors',
      'renderFailures',
      'slowRenders',
      'lcp',
      'cls',
    ]);
  });

  /**
   * The p75 rule, tested as the rest of the judge: a canary no worse than its
   * baseline, on a site whose INP is not good for 70 % of taps (so neither
   * p75 is good), the baseline with a third of the canary's reports, looked
   * at 30 times. The rule's share of the rollback α is a tenth; before the
   * baseline had to be shown good too it took back 7.8 % of these canaries.
   */
  it('takes back a canary no worse than its baseline by the p75 rule in at most its share of α', () => {
    const random = new Random(41);
    const alphaRollback = 0.05;
    const runs = 400;
    let rollbacks = 0;
    const inp = () => [0.2, 0.5, Infinity].map((le) => ({ le, count: 0 }));
    const report = (histogram: { count: number }[], taps: number) => {
      const good = taps - random.binomial(taps, 0.7);
      histogram.forEach((bucket, i) => (bucket.count += i === 0 ? good : taps));
    };
    for (let run = 0; run < runs; run += 1) {
      const window = { percent: 50, startedAt: 0, canary: { inpSeconds: inp() }, baseline: { inpSeconds: inp() } };
      for (let look = 1; look <= 30; look += 1) {
        report(window.canary.inpSeconds, random.poisson(1));
        report(window.baseline.inpSeconds, random.poisson(0.3));
        const result = judge({
          plan: [50, 100],
          stage: 0,
          now: look * 2000,
          windows: [window],
          config: { alphaRollback },
        });
        if (result.decision === 'rollback') {
          rollbacks += 1;
          break;
        }
      }
    }
    expect(rollbacks / runs).toBeLessThanOrEqual(alphaRollback / 10);
  });

  it('gives each measure an estimate inside its anytime-valid interval when asked', () => {
    const result = judge(input(counts(3000, 15), counts(27_000, 135)), { intervals: true });
    for (const measure of result.measures.filter((m) => m.id === 'errors' || m.id === 'lcp')) {
      const interval = measure.ratio.interval;
      expect(interval).toBeDefined();
      expect(interval?.lower).toBeLessThanOrEqual(measure.ratio.estimate);
      expect(interval?.upper).toBeGreaterThanOrEqual(measure.ratio.estimate);
    }
  });

  it('counts render failures per page served, so a baseline whose pages are kept is no excuse', () => {
    // The current version's pages were rendered before the stage and are kept: it renders none, yet serves 600.
    const kept = { ...counts(1500, 7), served: 600, serverRenders: 0, renderSeconds: counts(0, 0).renderSeconds };
    // Every page of the canary fails, and a failed page is never kept: each one served is a failed render.
    const failing = { ...counts(1500, 7), served: 600, serverRenders: 600, renderFailures: 600 };
    const result = judge(input(failing, kept));
    expect(result.decision).toBe('rollback');
    expect(result.measures.find((measure) => measure.id === 'renderFailures')).toMatchObject({
      verdict: 'worse',
      canary: { events: 600, exposure: 600 },
      baseline: { events: 0, exposure: 600 },
    });
  });

  it('judges "too few" per measure: page views enough, pages served too few, it holds and says which', () => {
    const canary = { ...counts(20_000, 100), served: 40, renderSeconds: counts(100, 0).renderSeconds };
    const result = judge(input(canary, counts(180_000, 900)));
    expect(result.decision).toBe('hold');
    expect(result.reason).toMatch(/too few pages served \(renderFailures 40 of 100\)/);
    // Each vital on its own reports: with too few INP reports the stage waits, however many page views there are.
    const { inpSeconds: _inp, ...rest } = counts(20_000, 100);
    const fewInp = judge(input({ ...rest, inpSeconds: counts(150, 0).inpSeconds }, counts(180_000, 900)));
    expect(fewInp.decision).toBe('hold');
    expect(fewInp.reason).toMatch(/too few page views \(inp 150 of 200\)/);
  });

  it('never compares slow renders with the past: a baseline that rendered nothing in the stage holds them', () => {
    // Its pages were rendered before the stage and are kept: no render time of it over the same hours.
    const kept = { ...counts(180_000, 900), renderSeconds: counts(0, 0).renderSeconds };
    const result = judge(input(counts(20_000, 100), kept));
    expect(result.measures.find((measure) => measure.id === 'slowRenders')?.verdict).toBe('no-data');
    expect(result.decision).toBe('hold');
    expect(result.reason).toContain('no data for server renders slower');
  });

  it('has nothing left to judge at 100 %', () => {
    const windows: StageWindow[] = PLAN.map((percent, i) => ({
      percent,
      startedAt: i * HOUR,
      canary: counts(1000, 5),
      baseline: counts(1000, 5),
    }));
    const result = judge(input(counts(0, 0), counts(0, 0), { stage: 3, windows }));
    expect(result.decision).toBe('hold');
    expect(result.reason).toContain('the plan is complete');
  });

  /**
   * The statistical claim for the whole judge, by a seeded simulation: an
   * unchanged canary kept at 10 % for 24 hours of the bench's traffic and
   * looked at every 5 minutes is rolled back in at most the rollback α (1 %)
   * of the runs, every test and every look included.
   */
  it('rolls back an unchanged canary in at most 1 % of seeded days, looking every 5 minutes', () => {
    const random = new Random(41);
    const runs = 150;
    let rollbacks = 0;
    const model: VersionModel = BASELINE;
    for (let run = 0; run < runs; run += 1) {
      const window: StageWindow = {
        percent: 10,
        startedAt: 0,
        canary: emptyCounts(model),
        baseline: emptyCounts(model),
      };
      for (let look = 1; look <= 24 * 12; look += 1) {
        const total = random.poisson(250);
        const canary = random.binomial(total, 0.1);
        simulate(random, window.canary, model, canary);
        simulate(random, window.baseline, model, total - canary);
        const result = judge({ plan: PLAN, stage: 0, now: look * 5 * 60_000, windows: [window] });
        if (result.decision === 'rollback') {
          rollbacks += 1;
          break;
        }
      }
    }
    expect(rollbacks / runs).toBeLessThanOrEqual(0.01);
  });
});
