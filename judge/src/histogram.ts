import { type Histogram, type P75 } from './types';

/** A count Prometheus may not have had: anything but a finite number ≥ 0 is no data. */
export function countOf(value: number | undefined): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined;
}

/** A histogram the judge can read: cumulative, non-decreasing, `+Inf` last. */
export function isUsable(histogram: Histogram | undefined): histogram is Histogram {
  if (!Array.isArray(histogram) || histogram.length === 0) return false;
  let previous = 0;
  for (const bucket of histogram as Histogram) {
    if (countOf(bucket.count) === undefined || bucket.count < previous || Number.isNaN(bucket.le)) return false;
    previous = bucket.count;
  }
  return histogram[histogram.length - 1]?.le === Infinity;
}

/** Observations counted. */
export function totalOf(histogram: Histogram): number {
  return histogram[histogram.length - 1]?.count ?? 0;
}

/** Observations at most `edge`, when the histogram has a bucket there. */
export function atMost(histogram: Histogram, edge: number): number | undefined {
  for (const bucket of histogram) {
    if (Math.abs(bucket.le - edge) <= 1e-9 * Math.max(1, edge)) return bucket.count;
  }
  return undefined;
}

/** Adds histograms with the same edges; a histogram with other edges is no data. */
export function sumHistograms(histograms: readonly Histogram[]): Histogram | undefined {
  const [first, ...rest] = histograms;
  if (!first) return undefined;
  const sum = first.map((bucket) => ({ le: bucket.le, count: bucket.count }));
  for (const histogram of rest) {
    if (histogram.length !== sum.length) return undefined;
    for (let i = 0; i < sum.length; i += 1) {
      const target = sum[i] as { le: number; count: number };
      const bucket = histogram[i] as { le: number; count: number };
      if (bucket.le !== target.le) return undefined;
      target.count += bucket.count;
    }
  }
  return sum;
}

/**
 * A quantile by linear interpolation inside its bucket, as PromQL's
 * `histogram_quantile` does (the first bucket starts at 0; a quantile in
 * `+Inf` is the highest finite edge).
 */
export function quantile(histogram: Histogram, q: number): number {
  const total = totalOf(histogram);
  if (!(total > 0)) return NaN;
  const rank = q * total;
  let lowerEdge = 0;
  let lowerCount = 0;
  for (const bucket of histogram) {
    if (bucket.count >= rank) {
      if (bucket.le === Infinity) return lowerEdge;
      const inBucket = bucket.count - lowerCount;
      return inBucket > 0 ? lowerEdge + ((bucket.le - lowerEdge) * (rank - lowerCount)) / inBucket : bucket.le;
    }
    lowerEdge = bucket.le;
    lowerCount = bucket.count;
  }
  return lowerEdge;
}

/**
 * The class of the p75 against Google's two thresholds. With bucket edges on
 * the thresholds, the class is exact: the p75 is good exactly when at least
 * 75 % of the page views are at most the good threshold.
 */
export function p75Of(histogram: Histogram | undefined, good: number, poor: number): P75 {
  if (!isUsable(histogram)) return { class: 'unknown', estimate: NaN };
  const total = totalOf(histogram);
  const goodCount = atMost(histogram, good);
  const poorCount = atMost(histogram, poor);
  if (!(total > 0) || goodCount === undefined || poorCount === undefined) return { class: 'unknown', estimate: NaN };
  const estimate = quantile(histogram, 0.75);
  if (goodCount >= 0.75 * total) return { class: 'good', estimate };
  return { class: poorCount >= 0.75 * total ? 'needs-improvement' : 'poor', estimate };
}
