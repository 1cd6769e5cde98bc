/**
 * @jest-environment node
 */
import { judge } from './decide';
import { type JudgeInput, type StageWindow, type VersionCounts } from './types';

/**
 * Decision 082: what a bounded number of forging networks could have written
 * into the canary's counts decides no stage. Each network adds at most one
 * visitor a stage to each bad count and `VISITORS_PER_ADDRESS` visitors a stage
 * (the shells' per-address caps); the judge assumes `forgingNetworks` of them.
 */
const PLAN = [10, 25, 50, 100];
const HOUR = 3_600_000;

/** One version's counts: `visitors`, `bad` of them with an error and an LCP over 2.5 s, the rest clean. */
function counts(visitors: number, bad: number): VersionCounts {
  return {
    visitors,
    errorVisitors: bad,
    served: visitors,
    serverRenders: visitors,
    renderFailures: 0,
    renderSeconds: [
      { le: 0.1, count: Math.round(visitors * 0.85) },
      { le: 0.2, count: Math.round(visitors * 0.99) },
      { le: Infinity, count: visitors },
    ],
    lcpVisitors: { reported: visitors, notGood: bad, poor: 0 },
    inpVisitors: { reported: visitors, notGood: 0, poor: 0 },
    clsVisitors: { reported: visitors, notGood: 0, poor: 0 },
  };
}

/** `real` adds forged visitors: `bad` of them with an error and a slow LCP, `clean` without. */
function forged(real: { visitors: number; bad: number }, bad: number, clean = 0): VersionCounts {
  return counts(real.visitors + bad + clean, real.bad + bad);
}

const window = (percent: number, canary: VersionCounts, baseline: VersionCounts, startedAt: number): StageWindow => ({
  percent,
  startedAt,
  canary,
  baseline,
  warm: { canary, baseline },
});

/** The first stage (10 %), 3 hours in. */
const firstStage = (canary: VersionCounts, baseline: VersionCounts, config?: JudgeInput['config']): JudgeInput => ({
  plan: PLAN,
  stage: 0,
  now: 3 * HOUR,
  windows: [window(10, canary, baseline, 0)],
  config,
});

/** The last stage (50 %, to 100 % next): every stage's canary and baseline alike. */
const lastStage = (canary: VersionCounts, baseline: VersionCounts, config?: JudgeInput['config']): JudgeInput => ({
  plan: PLAN,
  stage: 2,
  now: 9 * HOUR,
  windows: [0, 1, 2].map((index) => window(PLAN[index] as number, canary, baseline, index * 3 * HOUR)),
  config,
});

/** A good canary's first stage: 1 % of its 300 visitors bad, as the baseline's 2,700. */
const GOOD = { visitors: 300, bad: 3 };
const BASELINE = counts(2700, 27);

describe('evidence forging networks could have written (decision 082)', () => {
  it('does not roll a good canary back on the bad visitors 20 networks may add a stage', () => {
    const canary = forged(GOOD, 20);
    // Without the budget, 20 forged error visitors would take the good canary back.
    const trusting = judge(firstStage(canary, BASELINE, { forgingNetworks: 0 }));
    expect(trusting.decision).toBe('rollback');
    const result = judge(firstStage(canary, BASELINE));
    expect(result.decision).not.toBe('rollback');
    expect(result.measures.find((one) => one.id === 'errors')?.verdict).not.toBe('worse');
    expect(result.measures.find((one) => one.id === 'lcp')?.verdict).not.toBe('worse');
  });

  it('rolls back on bad visitors past what the forging networks could have added', () => {
    // Twice the budget: 20 more bad visitors than 20 networks could have written.
    const result = judge(firstStage(forged(GOOD, 40), BASELINE));
    expect(result.decision).toBe('rollback');
    expect(result.reason).toContain('visitors with a script error');
  });

  it('still rolls a broken canary back on its first 30 visitors', () => {
    const result = judge({ ...firstStage(counts(30, 30), counts(270, 3)), now: 0.25 * HOUR });
    expect(result.decision).toBe('rollback');
  });

  it('does not promote a worse canary diluted by the clean visitors the forging networks may add', () => {
    // Script errors and slow LCPs 3 × the baseline's (3 %, 1 %): 200 real visitors a stage, 2,000 forged clean
    // ones a stage (400 networks of 5) dilute them to 0.27 %, well within the bound of 1.25 × + 0.3 %.
    const canary = forged({ visitors: 200, bad: 6 }, 0, 2000);
    const baseline = counts(20_000, 200);
    const trusting = judge(lastStage(canary, baseline, { forgingNetworks: 0 }));
    expect(trusting.reason).toBe('promoting to 100 %: every measure shown within its margin');
    const result = judge(lastStage(canary, baseline, { forgingNetworks: 400 }));
    expect(result.decision).toBe('hold');
    expect(result.reason).toContain('visitors with a script error: above 1.55 % so far (18 of 600');
    expect(result.reason).toContain('less 6000 visitors forgers could have added');
  });

  it('promotes a good canary with the forging networks’ clean visitors left out', () => {
    const canary = forged({ visitors: 8000, bad: 80 }, 0, 100);
    const result = judge(lastStage(canary, counts(24_000, 240)));
    expect(result.reason).toBe('promoting to 100 %: every measure shown within its margin');
  });
});
