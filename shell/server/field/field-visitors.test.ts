/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { MARK, RecentVisitors } from './field-visitors';

describe('RecentVisitors', () => {
  it('answers each mark once a stage and version, however many page views bring it', () => {
    const recent = new RecentVisitors(10);
    expect(recent.note('gfm43', 'a', 'v1', '7', MARK.error)).toBe(MARK.seen | MARK.error);
    expect(recent.note('gfm43', 'a', 'v1', '7', MARK.error | MARK.lcpReported)).toBe(MARK.lcpReported);
    expect(recent.note('gfm43', 'a', 'v1', '7', MARK.error | MARK.lcpReported)).toBe(0);
    // Another remote is another count; a new stage or version counts the visitor again.
    expect(recent.note('blog', 'a', 'b1', '3', 0)).toBe(MARK.seen);
    expect(recent.note('gfm43', 'a', 'v1', '8', MARK.error)).toBe(MARK.seen | MARK.error);
    expect(recent.note('gfm43', 'a', 'v2', '8', 0)).toBe(MARK.seen);
  });

  it('admits at most `max` visitors of an address a stage and version, and tells a seed counted from a new one', () => {
    const addresses = new RecentVisitors(10);
    const admitted = Array.from({ length: 7 }, () => addresses.admit('gfm43', '203.0.113.7 v1', 'v1', '7', 5));
    expect(admitted).toEqual([true, true, true, true, true, false, false]);
    // A bad mark noted keeps the count; a new stage starts it again.
    addresses.note('gfm43', '203.0.113.7 v1', 'v1', '7', MARK.error);
    expect(addresses.admit('gfm43', '203.0.113.7 v1', 'v1', '7', 5)).toBe(false);
    expect(addresses.admit('gfm43', '203.0.113.7 v1', 'v1', '8', 5)).toBe(true);
    const recent = new RecentVisitors(10);
    recent.note('gfm43', 'a', 'v1', '7', 0);
    expect(recent.counted('gfm43', 'a', 'v1', '7')).toBe(true);
    expect(recent.counted('gfm43', 'a', 'v1', '8')).toBe(false);
    expect(recent.counted('gfm43', 'b', 'v1', '7')).toBe(false);
  });

  it('keeps at most its bound, dropping the visitor seen least recently', () => {
    const recent = new RecentVisitors(3);
    for (const seed of ['a', 'b', 'c']) recent.note('gfm43', seed, 'v1', '1', MARK.error);
    // `a` is seen again, so `b` is the least recent when `d` comes.
    expect(recent.note('gfm43', 'a', 'v1', '1', MARK.error)).toBe(0);
    recent.note('gfm43', 'd', 'v1', '1', 0);
    expect(recent.size).toBe(3);
    expect(recent.note('gfm43', 'a', 'v1', '1', 0)).toBe(0);
    expect(recent.note('gfm43', 'b', 'v1', '1', 0)).toBe(MARK.seen);
    for (let index = 0; index < 10_000; index += 1) recent.note('gfm43', `seed-${index}`, 'v1', '1', 0);
    expect(recent.size).toBe(3);
  });
});
