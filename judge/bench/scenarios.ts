import { type JudgeInput } from '../src/types';
import { BASELINE, type VersionModel } from './traffic';

export interface Target {
  /** The target, in words. */
  text: string;
  /** The figure the target is on, from a scenario's summary. */
  check: (summary: ScenarioSummary) => { met: boolean; value: string };
}

/**
 * Forged beacons the shells let through (the beacon checks' caps, decision 076): from
 * `addresses` addresses, each counting at most `SEEDS_PER_ADDRESS` seeds an
 * hour (collected by loading pages as new visitors), of which the canary's
 * share got the canary, and at most `VISITORS_PER_ADDRESS` visitors a stage;
 * each address adds at most one visitor a stage to each bad count. Against a good canary every forged beacon reports an error
 * and poor vitals; for a broken one, none.
 */
export interface Forged {
  kind: 'errors' | 'clean';
  addresses: number;
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
  /** The canary's warm-up penalty at each stage. */
  warmUp: boolean;
  /** The heavy user on the canary from its first stage. */
  heavyUser: boolean;
  /** What the judge counts: visitors (decision 076), or page views (decision 055's unit, for comparison). */
  unit?: 'visitors' | 'page views';
  forged?: Forged;
  /** Overrides of the judge's settings for this scenario alone (to show what a rule is for). */
  config?: JudgeInput['config'];
  targets: Target[];
}

export interface ScenarioSummary {
  runs: number;
  rolledBack: number;
  promotedTo100: number;
  held: number;
  /** Shares of the runs: rolled back, at 100 %, still holding at the end. */
  shares: { rolledBack: number; promotedTo100: number; held: number };
  /** Minutes from the release to the rollback, over the runs rolled back. */
  rollbackMinutes: { p50: number | null; p90: number | null };
  /** Hours from the release to 100 %, and opening hours, over the runs promoted. */
  hoursTo100: { p50: number | null; p90: number | null };
  openingHoursTo100: { p50: number | null; p90: number | null };
  /** Shares of all runs at 100 % within 8 hours of the release, rolled back within 15 minutes. */
  to100Within8Hours: number;
  rolledBackWithin15Minutes: number;
  /** Which stage each rollback happened at (percent → runs). */
  rollbackStage: Record<string, number>;
  /** Which measures the rollbacks named (a rollback may name several). */
  rollbackMeasures: Record<string, number>;
  /** Runs whose last look held saying "too few visitors". */
  heldForTooFewVisitors: number;
  /** The last reason of one held run, as the operator would read it. */
  sampleHoldReason: string | null;
}

const percentOf = (share: number) => `${(share * 100).toFixed(2)} %`;

const atMost = (field: 'rolledBack' | 'promotedTo100', limit: number, text: string): Target => ({
  text,
  check: (summary) => ({ met: summary.shares[field] <= limit, value: percentOf(summary.shares[field]) }),
});

const atLeast = (field: 'to100Within8Hours' | 'rolledBackWithin15Minutes', limit: number, text: string): Target => ({
  text,
  check: (summary) => ({ met: summary[field] >= limit, value: percentOf(summary[field]) }),
});

const reportOnly: Target = {
  text: 'report the shares and times',
  check: (summary) => ({
    met: true,
    value: `${percentOf(summary.shares.rolledBack)} rolled back, ${percentOf(summary.shares.promotedTo100)} at 100 %`,
  }),
};

const IDENTICAL_TARGETS = [
  atMost('rolledBack', 0.01, 'rolled back in at most 1 % of runs'),
  atLeast('to100Within8Hours', 0.95, 'at 100 % within 8 hours of the release in at least 95 % of runs'),
];
const BROKEN_TARGET = atLeast(
  'rolledBackWithin15Minutes',
  0.9,
  'rolled back within 15 minutes in at least 90 % of runs',
);
const NOT_AT_100_2X = atMost('promotedTo100', 0.01, 'reaches 100 % in at most 1 % of runs');
const NOT_AT_100_1_5X = atMost('promotedTo100', 0.05, 'reaches 100 % in at most 5 % of runs');

const forged = (kind: Forged['kind'], addresses: number): Forged => ({ kind, addresses });

const errorsTimes = (times: number): VersionModel => ({ ...BASELINE, errorTimes: times });

export function scenarios(scale: number): Scenario[] {
  const runs = (n: number) => Math.max(1, Math.round(n * scale));
  const real = { hours: 48, pageViewsPerHour: 3000, promote: true, warmUp: true, heavyUser: true } as const;
  const broken = { ...BASELINE, errorTimes: Infinity };
  const lcp20: VersionModel = { ...BASELINE, lcpTimes: 1.2 };
  return [
    {
      ...real,
      id: 'identical',
      text: 'The canary is the same code: warm-up at each stage, the heavy user on it, bots; 48 hours, the plan taken as the judge decides',
      canary: BASELINE,
      runs: runs(10_000),
      targets: IDENTICAL_TARGETS,
    },
    {
      ...real,
      id: 'identical-kept-at-first-stage',
      text: 'The same code, kept at the first stage for 48 hours and looked at every 5 minutes (the anytime-validity check)',
      canary: BASELINE,
      runs: runs(500),
      promote: false,
      targets: [atMost('rolledBack', 0.01, 'rolled back in at most 1 % of runs (the α the rollback tests share)')],
    },
    {
      ...real,
      id: 'identical-judged-from-the-stage-start',
      text: 'The same code, slow renders and vitals judged from each stage’s start (no warm-up rule)',
      canary: BASELINE,
      runs: runs(300),
      config: { warmUpMinutes: 0 },
      targets: [reportOnly],
    },
    {
      ...real,
      id: 'identical-at-four-times-the-traffic',
      text: 'The same code at 12,000 page views an hour, where even the best possible test first meets the 8-hour target with 1.5 × held back',
      canary: BASELINE,
      runs: runs(1_000),
      pageViewsPerHour: 12_000,
      targets: IDENTICAL_TARGETS,
    },
    {
      ...real,
      id: 'identical-counted-per-page-view',
      text: 'The same code and traffic, script errors counted per page view (decision 055’s unit) instead of per visitor',
      canary: BASELINE,
      runs: runs(500),
      unit: 'page views',
      targets: [reportOnly],
    },
    {
      ...real,
      id: 'errors-1.25x',
      text: 'Script errors 1.25 × on every device',
      canary: errorsTimes(1.25),
      runs: runs(1_000),
      targets: [reportOnly],
    },
    {
      ...real,
      id: 'errors-1.5x',
      text: 'Script errors 1.5 × on every device',
      canary: errorsTimes(1.5),
      runs: runs(1_000),
      targets: [NOT_AT_100_1_5X],
    },
    {
      ...real,
      id: 'errors-2x',
      text: 'Script errors 2 × on every device',
      canary: errorsTimes(2),
      runs: runs(1_000),
      targets: [NOT_AT_100_2X],
    },
    {
      ...real,
      id: 'errors-5x',
      text: 'Script errors 5 × on every device',
      canary: errorsTimes(5),
      runs: runs(300),
      targets: [NOT_AT_100_2X],
    },
    {
      ...real,
      id: 'lcp-10pc',
      text: 'LCP 10 % slower on every page view',
      canary: { ...BASELINE, lcpTimes: 1.1 },
      runs: runs(500),
      targets: [reportOnly],
    },
    {
      ...real,
      id: 'lcp-20pc',
      text: 'LCP 20 % slower on every page view',
      canary: lcp20,
      runs: runs(1_000),
      targets: [NOT_AT_100_2X],
    },
    {
      ...real,
      id: 'broken-remote',
      text: 'A broken remote: a script error on every page view',
      canary: broken,
      runs: runs(1_000),
      targets: [BROKEN_TARGET],
    },
    {
      ...real,
      id: 'renders-2x-slower',
      text: 'Server renders twice as slow',
      canary: { ...BASELINE, renderMedian: BASELINE.renderMedian * 2 },
      runs: runs(300),
      targets: [atMost('promotedTo100', 0.01, 'reaches 100 % in at most 1 % of runs')],
    },
    {
      ...real,
      id: 'click-handler-300ms',
      text: 'A 300 ms click handler on 40 % of the page views with an interaction',
      canary: { ...BASELINE, slowHandler: { share: 0.4, seconds: 0.3 } },
      runs: runs(300),
      targets: [reportOnly],
    },
    {
      ...real,
      id: 'late-banner-cls',
      text: 'A late banner that moves the page on 60 % of page views (CLS 0.1–0.35)',
      canary: { ...BASELINE, cls: [0.36, 0.31, 0.33] },
      runs: runs(300),
      targets: [reportOnly],
    },
    {
      ...real,
      id: 'identical-forged-errors-1-address',
      text: 'The same code, and error beacons forged for the canary from one address, at the most the shells count',
      canary: BASELINE,
      runs: runs(1_000),
      forged: forged('errors', 1),
      targets: IDENTICAL_TARGETS,
    },
    {
      ...real,
      id: 'identical-forged-errors-20-addresses',
      text: 'The same code, and error beacons forged for the canary from twenty addresses',
      canary: BASELINE,
      runs: runs(300),
      forged: forged('errors', 20),
      targets: IDENTICAL_TARGETS,
    },
    {
      ...real,
      id: 'broken-forged-clean-20-addresses',
      text: 'A broken remote, and clean beacons forged for it from twenty addresses',
      canary: broken,
      runs: runs(300),
      forged: forged('clean', 20),
      targets: [BROKEN_TARGET],
    },
    {
      ...real,
      id: 'errors-2x-forged-clean-20-addresses',
      text: 'Script errors 2 ×, and clean beacons forged for the canary from twenty addresses',
      canary: errorsTimes(2),
      runs: runs(300),
      forged: forged('clean', 20),
      targets: [NOT_AT_100_2X],
    },
    {
      ...real,
      id: 'lcp-20pc-forged-clean-20-addresses',
      text: 'LCP 20 % slower, and clean beacons forged for the canary from twenty addresses',
      canary: lcp20,
      runs: runs(300),
      forged: forged('clean', 20),
      targets: [NOT_AT_100_2X],
    },
    {
      ...real,
      id: 'too-little-traffic',
      text: '200 page views an hour, the same code',
      canary: BASELINE,
      runs: runs(300),
      pageViewsPerHour: 200,
      targets: [
        {
          text: 'never promotes on missing data; holds and says so',
          check: (summary) => ({
            met: summary.promotedTo100 === 0 && summary.rolledBack === 0 && summary.heldForTooFewVisitors > 0,
            value: `${summary.promotedTo100} promoted to 100 %, ${summary.rolledBack} rolled back, ${summary.heldForTooFewVisitors} of ${summary.runs} last held for too few visitors`,
          }),
        },
      ],
    },
  ];
}
