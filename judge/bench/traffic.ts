import { type Bucket, type VersionCounts } from '../src/types';
import { type Random } from './random';

/**
 * Simulated visitors of one mall remote: page views through a day shaped by
 * the mall's opening hours, each with a chance of a script error, a server
 * render, and Core Web Vitals drawn from distributions like a mall site's
 * field data. A scenario changes only the canary.
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

/** Bucket probabilities of one histogram (non-cumulative, `+Inf` last) and its edges. */
export interface Distribution {
  edges: readonly number[];
  probabilities: readonly number[];
}

/** Everything that differs between the baseline and a canary. */
export interface VersionModel {
  errorShare: number;
  renderShare: number;
  renderFailureShare: number;
  render: Distribution;
  lcp: Distribution;
  inp: Distribution;
  cls: Distribution;
}

/** The standard normal CDF (Abramowitz and Stegun 7.1.26, error below 1.5e-7). */
function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const y =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-x * x);
  return z >= 0 ? (1 + y) / 2 : (1 - y) / 2;
}

/** A log-normal's mass in each bucket. */
export function logNormal(median: number, sigma: number, edges: readonly number[]): Distribution {
  const cdf = edges.map((edge) => normalCdf(Math.log(edge / median) / sigma));
  const probabilities = [...cdf, 1].map((value, i) => value - (i === 0 ? 0 : (cdf[i - 1] ?? 0)));
  return { edges, probabilities };
}

/** Mixes two distributions on the same edges: `share` of page views from `other`. */
export function mix(base: Distribution, other: Distribution, share: number): Distribution {
  return {
    edges: base.edges,
    probabilities: base.probabilities.map((p, i) => (1 - share) * p + share * (other.probabilities[i] ?? 0)),
  };
}

const LCP_EDGES = [2.5, 4];
const INP_EDGES = [0.2, 0.5];
const CLS_EDGES = [0.1, 0.25];
const RENDER_EDGES = [0.05, 0.1, 0.2, 0.4];

/**
 * The version already out. LCP: median 1.64 s, p75 2.3 s (good, 80 % good);
 * INP: median 100 ms, p75 150 ms (88 % good); CLS: 90 % good, 3 % poor;
 * 0.5 % of page views with a script error; 40 % of page views rendered on
 * the server (the front's cache answers the rest), 0.1 % of renders failing.
 */
export const BASELINE: VersionModel = {
  errorShare: 0.005,
  renderShare: 0.4,
  renderFailureShare: 0.001,
  render: logNormal(0.06, 0.5, RENDER_EDGES),
  lcp: logNormal(1.64, 0.5, LCP_EDGES),
  inp: logNormal(0.1, 0.6, INP_EDGES),
  cls: { edges: CLS_EDGES, probabilities: [0.9, 0.07, 0.03] },
};

/** Shares of page views that report each vital (LCP needs a paint, INP an interaction). */
const REPORTS = { lcp: 0.85, inp: 0.55, cls: 0.9 } as const;

export function emptyCounts(model: VersionModel): VersionCounts {
  const histogram = (distribution: Distribution): Bucket[] =>
    [...distribution.edges, Infinity].map((le) => ({ le, count: 0 }));
  return {
    pageViews: 0,
    errorPageViews: 0,
    served: 0,
    serverRenders: 0,
    renderFailures: 0,
    renderSeconds: histogram(model.render),
    lcpSeconds: histogram(model.lcp),
    inpSeconds: histogram(model.inp),
    cls: histogram(model.cls),
  };
}

/** Draws `n` observations into a cumulative histogram, bucket by bucket (a multinomial as chained binomials). */
function observe(random: Random, histogram: Bucket[], distribution: Distribution, n: number): void {
  let left = n;
  let mass = 1;
  let below = 0;
  distribution.probabilities.forEach((p, i) => {
    const inBucket = i === distribution.probabilities.length - 1 ? left : random.binomial(left, Math.min(1, p / mass));
    left -= inBucket;
    mass -= p;
    below += inBucket;
    (histogram[i] as Bucket).count += below;
  });
}

/** Adds one interval's page views of one version to its counts. */
export function simulate(random: Random, counts: VersionCounts, model: VersionModel, pageViews: number): void {
  counts.pageViews = (counts.pageViews ?? 0) + pageViews;
  counts.errorPageViews = (counts.errorPageViews ?? 0) + random.binomial(pageViews, model.errorShare);
  const renders = random.binomial(pageViews, model.renderShare);
  // Every page view the front passes on is served by a shell; the simulation renders each (a cold page cache).
  counts.served = (counts.served ?? 0) + renders;
  counts.serverRenders = (counts.serverRenders ?? 0) + renders;
  counts.renderFailures = (counts.renderFailures ?? 0) + random.binomial(renders, model.renderFailureShare);
  observe(random, counts.renderSeconds as Bucket[], model.render, renders);
  observe(random, counts.lcpSeconds as Bucket[], model.lcp, random.binomial(pageViews, REPORTS.lcp));
  observe(random, counts.inpSeconds as Bucket[], model.inp, random.binomial(pageViews, REPORTS.inp));
  observe(random, counts.cls as Bucket[], model.cls, random.binomial(pageViews, REPORTS.cls));
}
