/** @jest-environment node */
import { bandOf, CANARY_LADDER, inCanary, isOnLadder, ladderStep, murmurHash2, splitClientsParts } from './bands';

/** A small seeded generator (mulberry32), so the simulated visitors are the same on every run. */
function seeded(start: number) {
  let state = start >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` visitors' seeds, 32 hex digits each as the front makes them. */
function visitors(count: number, start = 43): string[] {
  const random = seeded(start);
  return Array.from({ length: count }, () =>
    Array.from({ length: 4 }, () =>
      Math.floor(random() * 2 ** 32)
        .toString(16)
        .padStart(8, '0'),
    ).join(''),
  );
}

describe('MurmurHash2 as nginx computes it', () => {
  it('gives the reference values of MurmurHash2 with seed 0 (h starts as the length)', () => {
    // Reference values of Austin Appleby's MurmurHash2(key, len, seed = 0), which ngx_murmur_hash2 is.
    expect(murmurHash2('')).toBe(0);
    expect(murmurHash2('a')).toBe(0x92685f5e);
    expect(murmurHash2('abc')).toBe(0x13577c9b);
  });
});

describe('a visitor’s band per remote', () => {
  const seeds = visitors(100_000);

  it('puts visitors in each band in the share the ladder gives it', () => {
    const counts = new Map<number, number>();
    for (const band of seeds.map((seed) => bandOf(seed, 'remote-gfm43'))) counts.set(band, (counts.get(band) ?? 0) + 1);
    let previous = 0;
    for (const band of CANARY_LADDER) {
      expect((counts.get(band) ?? 0) / seeds.length).toBeCloseTo((band - previous) / 100, 2);
      previous = band;
    }
  });

  it('keeps two remotes’ canaries of 10 % on about 1 % of visitors in common, each on about 10 %', () => {
    const gfm43 = seeds.map((seed) => inCanary(bandOf(seed, 'remote-gfm43'), 10));
    const palam = seeds.map((seed) => inCanary(bandOf(seed, 'remote-gfmpalam'), 10));
    const share = (flags: boolean[]) => flags.filter(Boolean).length / seeds.length;
    expect(Math.abs(share(gfm43) - 0.1)).toBeLessThan(0.005);
    expect(Math.abs(share(palam) - 0.1)).toBeLessThan(0.005);
    const both = share(gfm43.map((inGfm43, index) => inGfm43 && palam[index] === true));
    // Independent draws: 10 % of 10 %. One bucket for every remote would make it 10 %.
    expect(Math.abs(both - 0.01)).toBeLessThan(0.002);
  });

  it('keeps a visitor in a canary as it grows along the ladder', () => {
    for (const seed of seeds.slice(0, 2000)) {
      const band = bandOf(seed, 'remote-blog');
      const reached = CANARY_LADDER.map((percent) => inCanary(band, percent));
      expect(reached).toEqual([...reached].sort((a, b) => Number(a) - Number(b)));
      expect(inCanary(band, 100)).toBe(true);
      expect(inCanary(band, 0)).toBe(false);
    }
  });
});

describe('the ladder', () => {
  it('takes only its own percents; a percent between steps reaches as far as the step below', () => {
    expect(CANARY_LADDER.filter(isOnLadder)).toEqual([...CANARY_LADDER]);
    expect([0, 2, 30, 99, 100.5].some(isOnLadder)).toBe(false);
    expect([0.5, 2, 30, 99].map(ladderStep)).toEqual([0, 1, 25, 50]);
  });

  it('is written for split_clients as parts that sum to 100 %', () => {
    expect(splitClientsParts()).toEqual(['1% 1;', '4% 5;', '5% 10;', '15% 25;', '25% 50;', '* 100;']);
  });
});
