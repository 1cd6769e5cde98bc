/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { AddressLimiter } from './address-limiter';

describe('AddressLimiter', () => {
  it('lets `max` beacons through per address and window, then refuses until the next window', () => {
    let now = 0;
    const limiter = new AddressLimiter({ max: 3, windowMs: 1000, addresses: 10, now: () => now });
    expect([1, 2, 3, 4, 5].map(() => limiter.take('203.0.113.1'))).toEqual([true, true, true, false, false]);
    expect(limiter.take('203.0.113.2')).toBe(true);
    now = 1000;
    expect(limiter.take('203.0.113.1')).toBe(true);
  });

  it('holds at most `addresses` entries whatever the number of addresses, the oldest dropped first', () => {
    const limiter = new AddressLimiter({ max: 1, windowMs: 60_000, addresses: 100, now: () => 0 });
    for (let index = 0; index < 10_000; index += 1) limiter.take(`10.0.${index >> 8}.${index & 255}`);
    expect(limiter.size).toBe(100);
    // The newest are still held (refused), the oldest forgotten.
    expect(limiter.take('10.0.39.15')).toBe(false);
    expect(limiter.take('10.0.0.0')).toBe(true);
    expect(limiter.size).toBe(100);
  });

  it('keeps an address no longer than its window', () => {
    let now = 0;
    const limiter = new AddressLimiter({ max: 3, windowMs: 1000, addresses: 100, now: () => now });
    for (let index = 0; index < 10; index += 1) limiter.take(`203.0.113.${index}`);
    expect(limiter.size).toBe(10);
    now = 1000;
    limiter.take('198.51.100.1');
    expect(limiter.size).toBe(1);
  });
});
