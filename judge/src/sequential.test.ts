/**
 * @jest-environment node
 */
import { Random } from '../bench/random';
import { logEvidence, rateUpperBound, ratioInterval, ratioTrials, rejects } from './sequential';

describe('the anytime-valid count tests', () => {
  it('finds no evidence in no events', () => {
    // An e-value of 1: no evidence either way.
    expect(logEvidence([], 1)).toBe(0);
    expect(rejects([{ x: 0, e: 0, theta: 0.1 }], 1, 0.05)).toBe(false);
    expect(rejects(ratioTrials([], 1), -1, 0.05)).toBe(false);
  });

  it('rejects a share far above the null in either direction only on its side', () => {
    const allOnCanary = [{ x: 20, e: 20, theta: 0.1 }];
    expect(rejects(allOnCanary, 1, 0.001)).toBe(true);
    expect(rejects(allOnCanary, -1, 0.001)).toBe(false);
    const noneOnCanary = [{ x: 0, e: 200, theta: 0.1 }];
    expect(rejects(noneOnCanary, -1, 0.001)).toBe(true);
    expect(rejects(noneOnCanary, 1, 0.001)).toBe(false);
  });

  it('skips a stage where one version had no exposure', () => {
    const trials = ratioTrials(
      [
        { canaryEvents: 1, canaryExposure: 0, baselineEvents: 5, baselineExposure: 1000 },
        { canaryEvents: 2, canaryExposure: 100, baselineEvents: 18, baselineExposure: 900 },
      ],
      1,
    );
    expect(trials).toEqual([{ x: 2, e: 20, theta: 0.1 }]);
  });

  it('gives an interval around the ratio the counts show, and an unbounded one without events', () => {
    const stages = [{ canaryEvents: 400, canaryExposure: 10_000, baselineEvents: 2000, baselineExposure: 100_000 }];
    const { lower, upper } = ratioInterval(stages, 0.01, 0.01);
    expect(lower).toBeGreaterThan(1.6);
    expect(lower).toBeLessThan(2);
    expect(upper).toBeGreaterThan(2);
    expect(upper).toBeLessThan(2.5);
    const empty = ratioInterval(
      [{ canaryEvents: 0, canaryExposure: 100, baselineEvents: 0, baselineExposure: 1000 }],
      0.01,
      0.01,
    );
    expect(empty).toEqual({ lower: 0, upper: Infinity });
  });

  it('bounds a rate from above, tighter with more exposure', () => {
    expect(rateUpperBound(0, 0, 0.01)).toBe(1);
    const small = rateUpperBound(1, 200, 0.01);
    const large = rateUpperBound(10, 2000, 0.01);
    expect(small).toBeGreaterThan(0.005);
    expect(large).toBeGreaterThan(0.005);
    expect(large).toBeLessThan(small);
  });

  /**
   * The statistical claim, checked by a seeded simulation: an unchanged
   * canary (its share of the events is exactly its share of the traffic),
   * looked at after every batch of events for 200 looks, is rejected in at
   * most α of the runs. The same simulation with a fixed-sample z-test at the
   * same α, repeated at every look, rejects far more often: the check can
   * tell a valid test from an invalid one.
   */
  it('holds its false-alarm rate however often it looks, where a repeated fixed-sample test does not', () => {
    const random = new Random(55);
    const alpha = 0.05;
    const runs = 1000;
    const looks = 200;
    const theta = 0.1;
    let sequentialAlarms = 0;
    let naiveAlarms = 0;
    for (let run = 0; run < runs; run += 1) {
      let x = 0;
      let e = 0;
      let sequential = false;
      let naive = false;
      for (let look = 0; look < looks && !(sequential && naive); look += 1) {
        const events = random.poisson(5);
        x += random.binomial(events, theta);
        e += events;
        if (!sequential && rejects([{ x, e, theta }], 1, alpha)) sequential = true;
        // One-sided z-test at α = 0.05, as a fixed-sample tool would run it at every look.
        if (!naive && e > 0 && (x - e * theta) / Math.sqrt(e * theta * (1 - theta)) > 1.645) naive = true;
      }
      if (sequential) sequentialAlarms += 1;
      if (naive) naiveAlarms += 1;
    }
    expect(sequentialAlarms / runs).toBeLessThanOrEqual(alpha);
    expect(naiveAlarms / runs).toBeGreaterThan(3 * alpha);
  });

  it('answers as the mixture does when it skips the tilts below the Chernoff bound', () => {
    const random = new Random(7);
    for (let run = 0; run < 2000; run += 1) {
      const trials = Array.from({ length: 1 + Math.floor(random.next() * 3) }, () => {
        const e = Math.floor(random.next() * 200);
        return { x: Math.floor(random.next() * (e + 1)), e, theta: 0.02 + random.next() * 0.9 };
      });
      for (const direction of [1, -1] as const)
        for (const alpha of [0.001, 0.01, 0.2])
          expect(rejects(trials, direction, alpha)).toBe(logEvidence(trials, direction) >= -Math.log(alpha));
    }
  });
});

