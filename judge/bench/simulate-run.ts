import { judge } from '../src/decide';
import { type JudgeInput, type JudgeResult, type StageWindow, type VersionCounts } from '../src/types';
import { type Random } from './random';
import { SEEDS_PER_ADDRESS, VISITORS_PER_ADDRESS } from '../src/evidence-limits';
import { type Scenario } from './scenarios';
import {
  BASELINE,
  DEVICES,
  PAGE_VIEWS_PER_VISITOR,
  REPORTS,
  WARM_UP,
  type VersionModel,
  type VisitorOdds,
  addRenders,
  addServed,
  addVisitors,
  addVitals,
  emptyCounts,
  isOpen,
  pageViewsPerHour,
  warmLevel,
  warmOdds,
  warmRenders,
} from './traffic';

/** The signed plan the bench releases with: a first stage of 10 %. */
export const PLAN = [10, 25, 50, 100] as const;
/** The judge looks every 5 minutes. */
export const LOOK_MINUTES = 5;
const MINUTE = 60_000;

/** Of the page views, the share the shells serve (the front's cache answers the rest), each one rendered. */
const SERVED_SHARE = 0.4;
/** Bots (no cookie kept, so a new seed and band each page, and no beacon the shells can count): page views per human page view. */
const BOT_PAGE_VIEWS = 0.25;
/** The heavy user: on the canary from its first stage, 30 page views an hour 10:00–21:00, on a device that throws on 12 % of them and paints slowly. */
const HEAVY_USER = { pageViewsPerHour: 30, from: 10, to: 21, device: DEVICES[2], errorShare: 0.12 } as const;

export interface RunOutcome {
  rollbackMinutes: number | null;
  hoursTo100: number | null;
  openingHoursTo100: number | null;
  rollbackStage: number | null;
  rollbackMeasures: string[];
  lastHold: string | null;
}

/** The odds and render buckets of a version, at each warm-up level, worked out once per scenario. */
export interface Prepared {
  canary: { odds: VisitorOdds[]; renders: number[][] };
  baseline: { odds: VisitorOdds[]; renders: number[][] };
  /** For page views as the unit: the mean error chance of a page view on devices that rarely throw. */
  commonErrorShare: { canary: number; baseline: number };
}

const commonErrorShare = (model: VersionModel) => {
  const common = DEVICES.filter((device) => device.errorShare < 0.05);
  const share = common.reduce((sum, device) => sum + device.share, 0);
  return model.errorTimes === Infinity
    ? 1
    : common.reduce((sum, device) => sum + device.share * Math.min(1, device.errorShare * model.errorTimes), 0) / share;
};

export function prepare(scenario: Scenario): Prepared {
  return {
    canary: { odds: warmOdds(scenario.canary), renders: warmRenders(scenario.canary) },
    baseline: { odds: warmOdds(BASELINE), renders: warmRenders(BASELINE) },
    commonErrorShare: { canary: commonErrorShare(scenario.canary), baseline: commonErrorShare(BASELINE) },
  };
}

/** The heavy user's marks in the current stage: what the shells have counted of them. */
interface HeavyUserMarks {
  seen: boolean;
  error: boolean;
  warm: { seen: boolean; lcp: number; inp: number; cls: number };
}
const freshMarks = (): HeavyUserMarks => ({ seen: false, error: false, warm: { seen: false, lcp: 0, inp: 0, cls: 0 } });

/** A page-view count per visit from the bench's heavy-tailed law, P(L ≥ k) = k^-1.5. */
const visitLength = (random: Random) => Math.min(400, Math.floor(Math.pow(1 - random.next(), -1 / 1.5)));

/** The minute of the day a team releases: on a working day between 10:00 and 18:00, at a look. */
export function releaseMinute(random: Random): number {
  return (10 * 60 + Math.floor(random.next() * 8 * 12) * LOOK_MINUTES) | 0;
}

/**
 * One run: the release at a time of a working day's opening hours, looks
 * every 5 minutes until a rollback, 100 %, or the scenario's hours.
 */
export function runOnce(
  scenario: Scenario,
  prepared: Prepared,
  random: Random,
  config: JudgeInput['config'],
  warmUpMinutes: number,
): RunOutcome {
  const startMinute = releaseMinute(random);
  let minute = startMinute;
  let stage = 0;
  const windows: StageWindow[] = [
    { percent: PLAN[0], startedAt: minute * MINUTE, canary: emptyCounts(), baseline: emptyCounts() },
  ];
  let marks = freshMarks();
  let forgedThisStage = { bad: 0, visitors: 0 };
  let openMinutes = 0;
  let result: JudgeResult | undefined;
  const pageViewUnit = scenario.unit === 'page views';
  for (let look = 0; look < (scenario.hours * 60) / LOOK_MINUTES; look += 1) {
    const hour = Math.floor(minute / 60) % 24;
    const window = windows[windows.length - 1] as StageWindow;
    const share = window.percent / 100;
    const inStage = minute - window.startedAt / MINUTE;
    if (!window.warm && inStage >= warmUpMinutes && warmUpMinutes > 0)
      window.warm = { canary: emptyCounts(), baseline: emptyCounts() };
    // Slow renders and vitals go where the judge reads them: after the warm-up, or the whole stage without one.
    const late = warmUpMinutes > 0 ? window.warm : window;
    const level = scenario.warmUp ? warmLevel(inStage) : 0;
    const renderLevel = scenario.warmUp ? warmLevel(inStage, WARM_UP.renderMinutes) : 0;

    const pageViews = (pageViewsPerHour(scenario.pageViewsPerHour, hour) * LOOK_MINUTES) / 60;
    const visitors = random.poisson(pageViews / PAGE_VIEWS_PER_VISITOR);
    const canaryVisitors = random.binomial(visitors, share);
    const sides = [
      {
        counts: window.canary,
        late: late?.canary,
        n: canaryVisitors,
        version: prepared.canary,
        level,
        renderLevel,
        model: scenario.canary,
      },
      {
        counts: window.baseline,
        late: late?.baseline,
        n: visitors - canaryVisitors,
        version: prepared.baseline,
        level: 0,
        renderLevel: 0,
        model: BASELINE,
      },
    ] as const;
    for (const side of sides) {
      const odds = side.version.odds[side.level] as VisitorOdds;
      if (pageViewUnit)
        addPageViewErrors(
          random,
          side.counts,
          side.n,
          side === sides[0] ? prepared.commonErrorShare.canary : prepared.commonErrorShare.baseline,
          side.model,
        );
      else addVisitors(random, side.counts, odds, side.n);
      if (side.late) addVitals(random, side.late, odds, side.n);
      // The shells: pages of humans and bots (bots draw a band at each page), each one served rendered.
      const humanPages = random.poisson(side.n * PAGE_VIEWS_PER_VISITOR * SERVED_SHARE);
      const botPages = random.binomial(
        random.poisson(pageViews * BOT_PAGE_VIEWS * SERVED_SHARE),
        side === sides[0] ? share : 1 - share,
      );
      addServed(random, side.counts, side.model, humanPages + botPages);
      if (side.late)
        addRenders(random, side.late, side.version.renders[side.renderLevel] as number[], humanPages + botPages);
    }
    if (scenario.heavyUser && hour >= HEAVY_USER.from && hour < HEAVY_USER.to)
      heavyUserLooks(random, window, late, marks, scenario.canary, pageViewUnit);
    if (scenario.forged) forge(random, window, late, scenario.forged, forgedThisStage);

    minute += LOOK_MINUTES;
    if (isOpen(hour)) openMinutes += LOOK_MINUTES;
    result = judge({ plan: PLAN, stage, now: minute * MINUTE, windows, config });
    if (result.decision === 'rollback') {
      return {
        rollbackMinutes: minute - startMinute,
        hoursTo100: null,
        openingHoursTo100: null,
        rollbackStage: PLAN[stage] ?? null,
        rollbackMeasures: result.measures.filter((m) => m.verdict === 'worse').map((m) => m.id),
        lastHold: null,
      };
    }
    if (result.decision === 'promote' && scenario.promote) {
      stage += 1;
      if (stage === PLAN.length - 1) {
        return {
          rollbackMinutes: null,
          hoursTo100: (minute - startMinute) / 60,
          openingHoursTo100: openMinutes / 60,
          rollbackStage: null,
          rollbackMeasures: [],
          lastHold: null,
        };
      }
      windows.push({
        percent: PLAN[stage] as number,
        startedAt: minute * MINUTE,
        canary: emptyCounts(),
        baseline: emptyCounts(),
      });
      marks = freshMarks();
      forgedThisStage = { bad: 0, visitors: 0 };
    }
  }
  return {
    rollbackMinutes: null,
    hoursTo100: null,
    openingHoursTo100: null,
    rollbackStage: null,
    rollbackMeasures: [],
    lastHold: result?.decision === 'hold' ? result.reason : null,
  };
}

/**
 * Page views as the unit (decision 055's, for comparison): every page view
 * and every error counted. The devices that throw often are drawn one by
 * one with their visits' lengths; the rest, rarely throwing, by their mean.
 */
function addPageViewErrors(
  random: Random,
  counts: VersionCounts,
  visitors: number,
  commonShare: number,
  model: VersionModel,
) {
  const throwing = DEVICES.filter((device) => device.errorShare >= 0.05);
  const throwingShare = throwing.reduce((sum, device) => sum + device.share, 0);
  const often = random.binomial(visitors, throwingShare);
  let pageViews = random.poisson((visitors - often) * PAGE_VIEWS_PER_VISITOR);
  let errors = random.binomial(pageViews, commonShare);
  const oftenShare = model.errorTimes === Infinity ? 1 : Math.min(1, (throwing[0]?.errorShare ?? 0) * model.errorTimes);
  for (let i = 0; i < often; i += 1) {
    const length = visitLength(random);
    pageViews += length;
    errors += random.binomial(length, oftenShare);
  }
  counts.visitors = (counts.visitors ?? 0) + pageViews;
  counts.errorVisitors = (counts.errorVisitors ?? 0) + errors;
}

const LCP_NOT_GOOD = 0.55;
const LCP_POOR = 0.2;

/** The heavy user's page views in one look: counted once a stage as a visitor, or each as a page view. */
function heavyUserLooks(
  random: Random,
  window: StageWindow,
  late: StageWindow['warm'],
  marks: HeavyUserMarks,
  canary: VersionModel,
  pageViewUnit: boolean,
) {
  const views = random.poisson((HEAVY_USER.pageViewsPerHour * LOOK_MINUTES) / 60);
  const errorShare = canary.errorTimes === Infinity ? 1 : Math.min(1, HEAVY_USER.errorShare * canary.errorTimes);
  for (let view = 0; view < views; view += 1) {
    const error = random.next() < errorShare;
    if (pageViewUnit) {
      window.canary.visitors = (window.canary.visitors ?? 0) + 1;
      if (error) window.canary.errorVisitors = (window.canary.errorVisitors ?? 0) + 1;
    } else {
      if (!marks.seen) window.canary.visitors = (window.canary.visitors ?? 0) + 1;
      if (error && !marks.error) window.canary.errorVisitors = (window.canary.errorVisitors ?? 0) + 1;
      marks.seen = true;
      marks.error ||= error;
    }
    if (!late) continue;
    // Vitals: once a stage for the classes they reach (the shells count a visitor's worst), after the warm-up.
    const lcp =
      random.next() < REPORTS.lcp ? (random.next() < LCP_POOR ? 2 : random.next() < LCP_NOT_GOOD ? 1 : 0) + 1 : 0;
    const inp = random.next() < REPORTS.inp ? (random.next() < 0.5 ? 2 : 1) : 0;
    const cls = random.next() < REPORTS.cls ? 1 : 0;
    const counts = late.canary;
    for (const [vital, reached] of [
      ['lcp', lcp],
      ['inp', inp],
      ['cls', cls],
    ] as const) {
      const classes = counts[`${vital}Visitors`];
      if (!classes) continue;
      const before = pageViewUnit ? 0 : marks.warm[vital];
      if (reached >= 1 && before < 1) classes.reported += 1;
      if (reached >= 2 && before < 2) classes.notGood += 1;
      if (reached >= 3 && before < 3) classes.poor += 1;
      if (!pageViewUnit) marks.warm[vital] = Math.max(before, reached);
    }
  }
}

/**
 * Forged beacons at the most the shells count (scenarios.ts `Forged`): each
 * address's seeds that got the canary, as visitors of it, up to
 * `VISITORS_PER_ADDRESS` a stage per address, and against a good canary one
 * bad visitor a stage per address (the shells count no more). Adds to
 * `soFar`, the stage's forged visitors and bad visitors so far.
 */
function forge(
  random: Random,
  window: StageWindow,
  late: StageWindow['warm'],
  forged: NonNullable<Scenario['forged']>,
  soFar: { bad: number; visitors: number },
): void {
  const counts = window.canary;
  const drawn = random.poisson((forged.addresses * SEEDS_PER_ADDRESS * (window.percent / 100) * LOOK_MINUTES) / 60);
  const seeds = Math.min(drawn, forged.addresses * VISITORS_PER_ADDRESS - soFar.visitors);
  counts.visitors = (counts.visitors ?? 0) + seeds;
  const bad = forged.kind === 'errors' ? Math.min(seeds, forged.addresses - soFar.bad) : 0;
  soFar.visitors += seeds;
  soFar.bad += bad;
  counts.errorVisitors = (counts.errorVisitors ?? 0) + bad;
  if (!late) return;
  for (const classes of [late.canary.lcpVisitors, late.canary.inpVisitors, late.canary.clsVisitors]) {
    if (!classes) continue;
    classes.reported += seeds;
    classes.notGood += bad;
    classes.poor += bad;
  }
}
