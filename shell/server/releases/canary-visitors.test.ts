/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { bandOf, inCanary } from '@gfm/release/bands';
import { newSeedKey, readSeed, signSeed } from '@gfm/release/visitor-seed';
import { SeedIssuer } from '../seeds/seed-issuer';
import { canariesHeader, canaryVisitor } from './canary-visitors';

const [newest, before] = [newSeedKey(2), newSeedKey(1)];
const keys = { signing: newest, accepted: [newest, before] };
const seeds = new SeedIssuer({ keys, newSeedsPerAddress: 20, newSeedsPerNetwork: 60 });
const page = { newSeedFor: '198.51.100.7' };

describe('which canaries a visitor gets', () => {
  it('takes the front’s decision over the visitor’s cookie, and sets no cookie', () => {
    const visitor = canaryVisitor(
      {
        'x-gfm-canary': 'gfm43=current,gfmpalam=canary,blog=current',
        cookie: 'gfm_seed=0123456789abcdef0123456789abcdef',
      },
      page,
      seeds,
    );
    expect(visitor.decidedBy).toBe('front');
    expect(visitor.gets('gfmpalam', 10)).toBe(true);
    expect(visitor.gets('gfm43', 100)).toBe(false);
    expect(visitor.newSeed).toBeUndefined();
  });

  it('without a front, draws the visitor’s band of each remote from the seed the site signed, as the front would', () => {
    const seed = '00112233445566778899aabbccddeeff';
    const visitor = canaryVisitor({ cookie: `gfm_seed=${signSeed(keys, { seed })}` }, page, seeds);
    expect(visitor.decidedBy).toBe('seed');
    expect(visitor.newSeed).toBeUndefined();
    for (const percent of [1, 5, 10, 25, 50, 100])
      expect(visitor.gets('gfm43', percent)).toBe(inCanary(bandOf(seed, 'remote-gfm43'), percent));
    // Signed with the key before: the same seed, signed again with the newest for the cookie.
    const older = { signing: before, accepted: [before] };
    const renewed = canaryVisitor({ cookie: `gfm_seed=${signSeed(older, { seed })}` }, page, seeds);
    expect(readSeed(renewed.newSeed, keys)).toMatchObject({ seed, keyId: 2, stale: false });
  });

  it('issues a seed to a page’s visitor who has none the site signed, and gives a file’s none a canary', () => {
    for (const cookie of [undefined, 'gfm_seed=00112233445566778899aabbccddeeff']) {
      const visitor = canaryVisitor(cookie ? { cookie } : {}, page, seeds);
      expect(readSeed(visitor.newSeed, keys)).toMatchObject({ keyId: 2, stale: false });
      expect(visitor.gets('gfm43', 100)).toBe(true);
    }
    const file = canaryVisitor({ cookie: 'gfm_seed=00112233445566778899aabbccddeeff' }, 'current', seeds);
    expect(file.decidedBy).toBe('nobody');
    expect(file.gets('gfm43', 100)).toBe(false);
  });

  it('lists for the front each canary out at the step of the ladder it reaches', () => {
    expect(canariesHeader({ gfm43: 10, blog: 30, gfmpalam: 0.5 })).toBe('gfm43=10,blog=25');
    expect(canariesHeader({})).toBe('');
  });
});
