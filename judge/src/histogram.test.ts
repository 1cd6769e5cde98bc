/**
 * @jest-environment node
 */
import { isUsable, p75Of, quantile, sumHistograms } from './histogram';

const lcp = (good: number, needsImprovement: number, poor: number) => [
  { le: 2.5, count: good },
  { le: 4, count: good + needsImprovement },
  { le: Infinity, count: good + needsImprovement + poor },
];

describe('reading Prometheus histograms', () => {
  it('classes the p75 exactly on bucket edges at the thresholds', () => {
    expect(p75Of(lcp(75, 20, 5), 2.5, 4).class).toBe('good');
    expect(p75Of(lcp(74, 21, 5), 2.5, 4).class).toBe('needs-improvement');
    expect(p75Of(lcp(10, 10, 80), 2.5, 4).class).toBe('poor');
    expect(p75Of(lcp(0, 0, 0), 2.5, 4).class).toBe('unknown');
    expect(p75Of(undefined, 2.5, 4).class).toBe('unknown');
  });

  it('interpolates a quantile inside its bucket as histogram_quantile does', () => {
    expect(quantile(lcp(50, 50, 0), 0.25)).toBeCloseTo(1.25);
    expect(quantile(lcp(50, 50, 0), 0.75)).toBeCloseTo(3.25);
    expect(quantile(lcp(0, 0, 10), 0.75)).toBe(4);
  });

  it('refuses histograms that are not cumulative, lack +Inf or hold NaN', () => {
    expect(isUsable(lcp(1, 2, 3))).toBe(true);
    expect(isUsable([{ le: 2.5, count: 5 }])).toBe(false);
    expect(
      isUsable([
        { le: 2.5, count: 5 },
        { le: Infinity, count: 3 },
      ]),
    ).toBe(false);
    expect(isUsable([{ le: Infinity, count: NaN }])).toBe(false);
    expect(isUsable([])).toBe(false);
  });

  it('adds stages with the same edges and refuses different edges', () => {
    expect(sumHistograms([lcp(1, 1, 1), lcp(2, 2, 2)])).toEqual(lcp(3, 3, 3));
    expect(sumHistograms([lcp(1, 1, 1), [{ le: Infinity, count: 3 }]])).toBeUndefined();
  });
});
