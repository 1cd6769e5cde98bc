/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { hourOf, readSeed } from '@gfm/release/visitor-seed';
import { networkOf, SeedIssuer } from './seed-issuer';

describe('the seeds the shell issues', () => {
  it('counts an address’s new seeds per hour, and its network’s', () => {
    let now = Date.UTC(2026, 10, 29, 10, 5);
    const seeds = new SeedIssuer({ newSeedsPerAddress: 2, newSeedsPerNetwork: 3, now: () => now });
    const hour = hourOf(now);
    seeds.issue('198.51.100.7');
    seeds.issue('198.51.100.7');
    expect(seeds.collecting('198.51.100.7', hour)).toBe(false);
    seeds.issue('198.51.100.7');
    expect(seeds.collecting('198.51.100.7', hour)).toBe(true);
    // Another address of the network: its own count is low, its network's is past three.
    expect(seeds.collecting('198.51.100.8', hour)).toBe(false);
    seeds.issue('198.51.100.8');
    expect(seeds.collecting('198.51.100.8', hour)).toBe(true);
    // The hour after: a new count; the hour before is remembered, for the beacons of its seeds.
    now += 3_600_000;
    const value = seeds.issue('198.51.100.9');
    expect(seeds.collecting('198.51.100.9', hour + 1)).toBe(false);
    expect(seeds.collecting('198.51.100.7', hour)).toBe(true);
    expect(readSeed(value, seeds.keys)).toMatchObject({ issuedHour: hour + 1, stale: false });
  });

  it('forgets an address three hours after its last new seed', () => {
    let now = Date.UTC(2026, 10, 29, 10, 5);
    const seeds = new SeedIssuer({ newSeedsPerAddress: 1, newSeedsPerNetwork: 100, now: () => now });
    const hour = hourOf(now);
    seeds.issue('10.0.0.1');
    seeds.issue('10.0.0.1');
    now += 2 * 3_600_000;
    expect(seeds.collecting('10.0.0.1', hour)).toBe(true);
    now += 3_600_000;
    expect(seeds.collecting('10.0.0.1', hour)).toBe(false);
  });

  it('forgets the oldest addresses past its bound', () => {
    const now = Date.UTC(2026, 10, 29, 10, 5);
    const seeds = new SeedIssuer({ newSeedsPerAddress: 1, newSeedsPerNetwork: 100, addresses: 4, now: () => now });
    const hour = hourOf(now);
    seeds.issue('10.0.0.1');
    seeds.issue('10.0.0.1');
    expect(seeds.collecting('10.0.0.1', hour)).toBe(true);
    for (const host of [2, 3, 4]) seeds.issue(`10.0.${host}.1`);
    expect(seeds.collecting('10.0.0.1', hour)).toBe(false);
  });

  it('reads a network as an IPv4 /24 and an IPv6 /48', () => {
    expect(networkOf('198.51.100.7')).toBe('198.51.100.0/24');
    expect(networkOf('::ffff:198.51.100.7')).toBe('198.51.100.0/24');
    expect(networkOf('2001:db8:1234:5678::1')).toBe('2001:db8:1234::/48');
    expect(networkOf('2001:db8::1')).toBe('2001:db8:0::/48');
    expect(networkOf('::1')).toBe('0:0:0::/48');
  });
});
