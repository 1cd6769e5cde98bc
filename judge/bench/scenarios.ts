import { BASELINE, type Distribution, logNormal, mix, type VersionModel } from './traffic';

export interface Target {
  /** The target, in words. */
  text: string;
  /** The figure the target is on, from a scenario's summary. */
  check: (summary: ScenarioSummary) => { met: boolean; value: string };
}

export interface Scenario {
  id: string;
  text: string;
  canary: VersionModel;
  runs: number;
  hours: number;
  /** Page views an hour, averaged over the opening hours. */
  pageViewsPerHour: number;
  /** Take the judge's promotions (false keeps the canary at the first stage and keeps looking). */
  promote: boolean;
  targets: Target[];
}

export interface ScenarioSummary {
  runs: number;
  rolledBack: number;
  promotedTo100: number;
  held: number;
  rollbackRate: number;
  /** Minutes from the release to the rollback, over every run (a run not rolled back counts as never). */
  rollbackMinutes: { p50: number | null; p90: number | null };
  /** Opening hours from the release to 100 %, over every run. */
  openingHoursTo100: { p50: number | null; p90: number | null };
  /** Which stage each rollback happened at (percent → runs). */
  rollbackStage: Record<string, number>;
  /** Which measures the rollbacks named (a rollback may name several). */
  rollbackMeasures: Record<string, number>;
  /** Runs whose last look held saying "too few page views". */
  heldForTooFewPageViews: number;
  /** The last reason of one held run, as the operator would read it. */
  sampleHoldReason: string | null;
}

const withVital = (vital: 'lcp' | 'inp' | 'cls', distribution: Distribution): VersionModel => ({
  ...BASELINE,
  [vital]: distribution,
});

/** A click handler of 300 ms on top of the page's own delay: INP above 200 ms for every page view that uses it. */
const handlerInp: Distribution = {
  edges: BASELINE.inp.edges,
  // base INP + 300 ms: never good; poor when the base was over 200 ms.
  probabilities: [0, BASELINE.inp.probabilities[0] ?? 0, 1 - (BASELINE.inp.probabilities[0] ?? 0)],
};

/** A banner inserted late that pushes the page down: on the page views that show it, CLS 0.1–0.35. */
const bannerCls: Distribution = { edges: BASELINE.cls.edges, probabilities: [0, 0.45, 0.55] };

const within = (field: 'rollbackMinutes' | 'openingHoursTo100', limit: number, unit: string) => {
  return (summary: ScenarioSummary) => {
    const p90 = summary[field].p90;
    return { met: p90 !== null && p90 <= limit, value: p90 === null ? 'not within the run' : `${p90} ${unit} at p90` };
  };
};

export function scenarios(scale: number): Scenario[] {
  const runs = (n: number) => Math.max(1, Math.round(n * scale));
  return [
    {
      id: 'unchanged',
      text: 'The canary is the same code as the baseline, 48 hours, the plan taken as the judge decides',
      canary: BASELINE,
      runs: runs(10_000),
      hours: 48,
      pageViewsPerHour: 3000,
      promote: true,
      targets: [
        {
          text: 'rolled back in at most 1 % of runs',
          check: (summary) => ({
            met: summary.rollbackRate <= 0.01,
            value: `${(summary.rollbackRate * 100).toFixed(2)} %`,
          }),
        },
      ],
    },
    {
      id: 'unchanged-kept-at-first-stage',
      text: 'The same code, kept at the first stage for 48 hours and looked at every 5 minutes (the anytime-validity check)',
      canary: BASELINE,
      runs: runs(1_000),
      hours: 48,
      pageViewsPerHour: 3000,
      promote: false,
      targets: [
        {
          text: 'rolled back in at most 1 % of runs (the α the rollback tests share)',
          check: (summary) => ({
            met: summary.rollbackRate <= 0.01,
            value: `${(summary.rollbackRate * 100).toFixed(2)} %`,
          }),
        },
      ],
    },
    {
      id: 'broken-40x-errors',
      text: 'A broken remote: script errors on 40 × the baseline’s page views (20 %)',
      canary: { ...BASELINE, errorShare: BASELINE.errorShare * 40 },
      runs: runs(1_000),
      hours: 48,
      pageViewsPerHour: 3000,
      promote: true,
      targets: [{ text: 'rolled back within 15 min at p90', check: within('rollbackMinutes', 15, 'min') }],
    },
    {
      id: 'errors-5x',
      text: 'Script errors on 5 × the baseline’s page views (2.5 %)',
      canary: { ...BASELINE, errorShare: BASELINE.errorShare * 5 },
      runs: runs(1_000),
      hours: 48,
      pageViewsPerHour: 3000,
      promote: true,
      targets: [{ text: 'rolled back within 3 h at p90', check: within('rollbackMinutes', 180, 'min') }],
    },
    {
      id: 'lcp-p75-20pc-worse',
      text: 'LCP 20 % slower at every page view: p75 2.3 s → 2.76 s (good → needs improvement)',
      canary: withVital('lcp', logNormal(1.64 * 1.2, 0.5, BASELINE.lcp.edges)),
      runs: runs(1_000),
      hours: 48,
      pageViewsPerHour: 3000,
      promote: true,
      targets: [{ text: 'rolled back within 2 h at p90', check: within('rollbackMinutes', 120, 'min') }],
    },
    {
      id: 'inp-p75-20pc-worse',
      text: 'INP 20 % slower at every interaction: p75 150 ms → 180 ms (still good)',
      canary: withVital('inp', logNormal(0.12, 0.6, BASELINE.inp.edges)),
      runs: runs(1_000),
      hours: 48,
      pageViewsPerHour: 3000,
      promote: true,
      targets: [{ text: 'report the time', check: within('rollbackMinutes', Infinity, 'min') }],
    },
    {
      id: 'click-handler-300ms',
      text: 'A 300 ms click handler used on 40 % of the page views with an interaction',
      canary: withVital('inp', mix(BASELINE.inp, handlerInp, 0.4)),
      runs: runs(1_000),
      hours: 48,
      pageViewsPerHour: 3000,
      promote: true,
      targets: [{ text: 'report the time', check: within('rollbackMinutes', Infinity, 'min') }],
    },
    {
      id: 'late-banner-cls',
      text: 'A late banner that moves the page on 60 % of page views',
      canary: withVital('cls', mix(BASELINE.cls, bannerCls, 0.6)),
      runs: runs(1_000),
      hours: 48,
      pageViewsPerHour: 3000,
      promote: true,
      targets: [{ text: 'report the time', check: within('rollbackMinutes', Infinity, 'min') }],
    },
    {
      id: 'healthy',
      text: 'A healthy release (the same behaviour as the baseline), released between 10:00 and 18:00',
      canary: BASELINE,
      runs: runs(1_000),
      hours: 48,
      pageViewsPerHour: 3000,
      promote: true,
      targets: [
        { text: 'at 100 % within 8 opening hours at p90', check: within('openingHoursTo100', 8, 'opening hours') },
      ],
    },
    {
      id: 'too-little-traffic',
      text: '200 page views an hour, the same code',
      canary: BASELINE,
      runs: runs(300),
      hours: 48,
      pageViewsPerHour: 200,
      promote: true,
      targets: [
        {
          text: 'never promotes on missing data; holds and says so',
          check: (summary) => ({
            met: summary.promotedTo100 === 0 && summary.rolledBack === 0 && summary.heldForTooFewPageViews > 0,
            value: `${summary.promotedTo100} promoted to 100 %, ${summary.rolledBack} rolled back, ${summary.heldForTooFewPageViews} of ${summary.runs} last held for too few page views`,
          }),
        },
      ],
    },
  ];
}
