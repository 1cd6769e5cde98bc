import { type Bucket, type VersionCounts, type VisitorClasses } from '../src/types';
import { type Random } from './random';

/**
 * Simulated visitors of one mall remote (decision 076). Page views come
 * through a day shaped by the mall's opening hours; they are made by
 * visitors whose visits are heavy-tailed (most see one page, a few see
 * hundreds) on devices that differ (fast, middling and slow phones and
 * computers, and a few whose browser makes the remote's script throw on many
 * page views). The judge counts visitors, each once a stage: a visitor's
 * script error is "any page view with one", a vital is their worst page
 * view. Each visitor is drawn independently, so a version's count of, say,
 * visitors with an error among n is binomial with the chance averaged over
 * devices and visit lengths, worked out exactly below; a scenario changes
 * only the canary.
 */

/** The mall is open 10:00–22:00; the judge's promotion time counts these hours. */
export const OPENING = { from: 10, to: 22 } as const;

/** Page views per hour by hour of day, relative; the opening hours average 1. */
const HOURLY_SHAPE = [
  0.05, 0.03, 0.02, 0.02, 0.02, 0.03, 0.06, 0.12, 0.25, 0.45, 0.7, 0.85, 0.95, 1.0, 0.95, 0.9, 0.95, 1.05, 1.2, 1.3,
  1.25, 1.1, 0.6, 0.25,
];
const OPEN_MEAN = HOURLY_SHAPE.slice(OPENING.from, OPENING.to).reduce((sum, value) => sum + value, 0) / 12;

export function pageViewsPerHour(averageOpen: number, hour: number): number {
  return (averageOpen * (HOURLY_SHAPE[hour] ?? 0)) / OPEN_MEAN;
}

export function isOpen(hour: number): boolean {
  return hour >= OPENING.from && hour < OPENING.to;
}

/**
 * Page views per visit: P(L ≥ k) = k^-1.5 (a discrete Pareto: 65 % see one
 * page, 1 in 30 more than ten, 1 in 1,000 a hundred), cut at 400. Its mean,
 * about 2.5, turns page views an hour into visitors an hour.
 */
const MAX_VISIT = 400;
const VISIT_LENGTH: readonly number[] = Array.from({ length: MAX_VISIT }, (_, i) =>
  i === MAX_VISIT - 1 ? Math.pow(MAX_VISIT, -1.5) : Math.pow(i + 1, -1.5) - Math.pow(i + 2, -1.5),
);
export const PAGE_VIEWS_PER_VISITOR = VISIT_LENGTH.reduce((sum, p, i) => sum + p * (i + 1), 0);

/** E[z^L]: the chance that each of a visit's L page views passes a test it passes with chance z. */
function visitsPassing(z: number): number {
  let sum = 0;
  let power = 1;
  for (const p of VISIT_LENGTH) {
    power *= z;
    sum += p * power;
  }
  return sum;
}

/** One kind of device: its share of visitors, its chance of a script error per page view, its LCP and INP. */
interface Device {
  share: number;
  errorShare: number;
  /** Log-normal: median seconds and spread from page view to page view. */
  lcp: { median: number; sigma: number };
  inp: { median: number; sigma: number };
}

/**
 * The visitors' devices. Per page view: script errors on 0.55 % (over two
 * fifths of them from the 2 % of devices that throw often), LCP good on 82 %
 * (p75 good), INP good on 87 % (`pageViewShares`; per visitor, 1.2 % have an
 * error: the report's `traffic`).
 */
export const DEVICES: readonly Device[] = [
  { share: 0.5, errorShare: 0.002, lcp: { median: 1.2, sigma: 0.35 }, inp: { median: 0.06, sigma: 0.5 } },
  { share: 0.38, errorShare: 0.003, lcp: { median: 1.9, sigma: 0.4 }, inp: { median: 0.12, sigma: 0.5 } },
  { share: 0.1, errorShare: 0.01, lcp: { median: 3.2, sigma: 0.4 }, inp: { median: 0.25, sigma: 0.5 } },
  { share: 0.02, errorShare: 0.12, lcp: { median: 1.9, sigma: 0.4 }, inp: { median: 0.12, sigma: 0.5 } },
];

/** Shares of page views that report each vital (LCP needs a paint, INP an interaction). */
export const REPORTS = { lcp: 0.85, inp: 0.55, cls: 0.9 } as const;

/** Everything a canary may change. */
export interface VersionModel {
  /** Each device's chance of a script error per page view × this (capped at 1); Infinity: every page view. */
  errorTimes: number;
  lcpTimes: number;
  inpTimes: number;
  /** A slow click handler: on this share of the page views with an interaction, INP is `seconds` longer. */
  slowHandler?: { share: number; seconds: number };
  /** CLS per page view: good, needs improvement, poor. */
  cls: readonly [number, number, number];
  renderFailureShare: number;
  /** Median server render time, seconds (log-normal, spread 0.5). */
  renderMedian: number;
}

export const BASELINE: VersionModel = {
  errorTimes: 1,
  lcpTimes: 1,
  inpTimes: 1,
  cls: [0.9, 0.07, 0.03],
  renderFailureShare: 0.001,
  renderMedian: 0.06,
};

/** The standard normal CDF (Abramowitz and Stegun 7.1.26, error below 1.5e-7). */
function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const y =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-x * x);
  return z >= 0 ? (1 + y) / 2 : (1 - y) / 2;
}

/** The chance a log-normal exceeds `edge`. */
const above = (edge: number, median: number, sigma: number) => 1 - normalCdf(Math.log(edge / median) / sigma);

/** A visitor's chances: an error on any page view; per vital, any report, any not good, any poor. */
export interface VisitorOdds {
  error: number;
  lcp: VisitorClasses;
  inp: VisitorClasses;
  cls: VisitorClasses;
}

/** What a share of page views turns into for visitors: any of their page views, over devices and visit lengths. */
function anyOf(perView: (device: Device) => number): number {
  return DEVICES.reduce((sum, device) => sum + device.share * (1 - visitsPassing(1 - perView(device))), 0);
}

/** A visitor's chances under `model`, its LCP, INP and render times slowed by `penalty` (1: none). */
export function visitorOdds(model: VersionModel, penalty = { lcp: 1, inp: 1 }): VisitorOdds {
  const error = (device: Device) =>
    model.errorTimes === Infinity ? 1 : Math.min(1, device.errorShare * model.errorTimes);
  const lcpMedian = (device: Device) => device.lcp.median * model.lcpTimes * penalty.lcp;
  const lcpAbove = (device: Device, edge: number) => above(edge, lcpMedian(device), device.lcp.sigma);
  const inpAbove = (device: Device, edge: number) => {
    const median = device.inp.median * model.inpTimes * penalty.inp;
    const base = above(edge, median, device.inp.sigma);
    const handler = model.slowHandler;
    if (!handler) return base;
    const slowed = edge > handler.seconds ? above(edge - handler.seconds, median, device.inp.sigma) : 1;
    return (1 - handler.share) * base + handler.share * slowed;
  };
  const classes = (share: number, notGood: (d: Device) => number, poor: (d: Device) => number): VisitorClasses => ({
    reported: anyOf(() => share),
    notGood: anyOf((device) => share * notGood(device)),
    poor: anyOf((device) => share * poor(device)),
  });
  const [, clsNeedsImprovement, clsPoor] = model.cls;
  return {
    error: anyOf(error),
    lcp: classes(
      REPORTS.lcp,
      (d) => lcpAbove(d, 2.5),
      (d) => lcpAbove(d, 4),
    ),
    inp: classes(
      REPORTS.inp,
      (d) => inpAbove(d, 0.2),
      (d) => inpAbove(d, 0.5),
    ),
    cls: classes(
      REPORTS.cls,
      () => clsNeedsImprovement + clsPoor,
      () => clsPoor,
    ),
  };
}

/** Per page view: the shares with an error, with LCP and INP not good (for the model's description). */
export function pageViewShares(model: VersionModel) {
  const weigh = (of: (device: Device) => number) => DEVICES.reduce((sum, device) => sum + device.share * of(device), 0);
  return {
    error: weigh((d) => (model.errorTimes === Infinity ? 1 : Math.min(1, d.errorShare * model.errorTimes))),
    lcpNotGood: weigh((d) => above(2.5, d.lcp.median * model.lcpTimes, d.lcp.sigma)),
    inpNotGood: weigh((d) => above(0.2, d.inp.median * model.inpTimes, d.inp.sigma)),
  };
}

/**
 * The canary's warm-up at each stage: its server code loading and cold
 * caches (the front's, and returning visitors' browsers holding only the
 * current version's files). Its page views' LCP is 40 % slower at the
 * stage's start and INP 30 %, decaying by e every `minutes` (a stage's first
 * 15 minutes carry most of it); its server renders, once each shell has
 * loaded its code (those first renders are not timed), twice as slow while
 * its caches fill, decaying by e every `renderMinutes`.
 */
export const WARM_UP = { lcp: 0.4, inp: 0.3, minutes: 15, render: 1, renderMinutes: 5 } as const;

/** Levels of the warm-up's decay the odds are worked out at (0: none left, the last: all of it). */
export const WARM_LEVELS = 20;

/** The level of warm-up left `minutes` into a stage, for the vitals (`minutes`) or the renders (`renderMinutes`). */
export function warmLevel(minutes: number, decay: number = WARM_UP.minutes): number {
  return Math.round(Math.exp(-minutes / decay) * WARM_LEVELS);
}

/** A version's odds at each warm-up level: index 0 is a warm version. */
export function warmOdds(model: VersionModel): VisitorOdds[] {
  return Array.from({ length: WARM_LEVELS + 1 }, (_, level) =>
    visitorOdds(model, {
      lcp: 1 + (WARM_UP.lcp * level) / WARM_LEVELS,
      inp: 1 + (WARM_UP.inp * level) / WARM_LEVELS,
    }),
  );
}

const RENDER_EDGES = [0.05, 0.1, 0.2, 0.4];

/** A log-normal's mass in each render bucket (non-cumulative, `+Inf` last). */
function renderBuckets(median: number): number[] {
  const cdf = RENDER_EDGES.map((edge) => normalCdf(Math.log(edge / median) / 0.5));
  return [...cdf, 1].map((value, i) => value - (i === 0 ? 0 : (cdf[i - 1] ?? 0)));
}

/** A version's render-time buckets at each warm-up level. */
export function warmRenders(model: VersionModel): number[][] {
  return Array.from({ length: WARM_LEVELS + 1 }, (_, level) =>
    renderBuckets(model.renderMedian * (1 + (WARM_UP.render * level) / WARM_LEVELS)),
  );
}

const classes = (): VisitorClasses => ({ reported: 0, notGood: 0, poor: 0 });

export function emptyCounts(): VersionCounts {
  return {
    visitors: 0,
    errorVisitors: 0,
    lcpVisitors: classes(),
    inpVisitors: classes(),
    clsVisitors: classes(),
    served: 0,
    renderFailures: 0,
    renderSeconds: [...RENDER_EDGES, Infinity].map((le) => ({ le, count: 0 })),
  };
}

/** Draws `n` observations into a cumulative histogram, bucket by bucket (a multinomial as chained binomials). */
function observe(random: Random, histogram: Bucket[], probabilities: readonly number[], n: number): void {
  let left = n;
  let mass = 1;
  let below = 0;
  probabilities.forEach((p, i) => {
    const inBucket = i === probabilities.length - 1 ? left : random.binomial(left, Math.min(1, p / mass));
    left -= inBucket;
    mass -= p;
    below += inBucket;
    (histogram[i] as Bucket).count += below;
  });
}

/**
 * `n` visitors' worst reports of a vital: each reports with chance
 * `reported`, is not good with `notGood` and poor with `poor` (nested), so
 * the counts are nested binomials.
 */
function addClasses(random: Random, into: VisitorClasses, odds: VisitorClasses, n: number): void {
  const reported = random.binomial(n, odds.reported);
  const notGood = random.binomial(reported, odds.reported > 0 ? odds.notGood / odds.reported : 0);
  const poor = random.binomial(notGood, odds.notGood > 0 ? odds.poor / odds.notGood : 0);
  into.reported += reported;
  into.notGood += notGood;
  into.poor += poor;
}

/** `n` new visitors of one version: whether each had an error, and their worst vitals, as the shells count them. */
export function addVisitors(random: Random, counts: VersionCounts, odds: VisitorOdds, n: number): void {
  counts.visitors = (counts.visitors ?? 0) + n;
  counts.errorVisitors = (counts.errorVisitors ?? 0) + random.binomial(n, odds.error);
}

/** Their vitals, into the window after the warm-up (or the stage's, with none). */
export function addVitals(random: Random, counts: VersionCounts, odds: VisitorOdds, n: number): void {
  addClasses(random, counts.lcpVisitors as VisitorClasses, odds.lcp, n);
  addClasses(random, counts.inpVisitors as VisitorClasses, odds.inp, n);
  addClasses(random, counts.clsVisitors as VisitorClasses, odds.cls, n);
}

/** Pages a shell served of one version, and the render failures among them. */
export function addServed(random: Random, counts: VersionCounts, model: VersionModel, pages: number): void {
  counts.served = (counts.served ?? 0) + pages;
  counts.renderFailures = (counts.renderFailures ?? 0) + random.binomial(pages, model.renderFailureShare);
}

/** Renders of one version, into the window after the warm-up (a version's first renders on a shell are not timed). */
export function addRenders(random: Random, counts: VersionCounts, buckets: readonly number[], renders: number): void {
  observe(random, counts.renderSeconds as Bucket[], buckets, renders);
}
