/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { bandOf, inCanary } from '@gfm/release/bands';
import { canariesHeader, canaryVisitor } from './canary-visitors';

describe('which canaries a visitor gets', () => {
  it('takes the front’s decision over the visitor’s cookie, and sets no cookie', () => {
    const visitor = canaryVisitor(
      {
        'x-gfm-canary': 'gfm43=current,gfmpalam=canary,blog=current',
        cookie: 'gfm_seed=0123456789abcdef0123456789abcdef',
      },
      'new-seed',
    );
    expect(visitor.decidedBy).toBe('front');
    expect(visitor.gets('gfmpalam', 10)).toBe(true);
    expect(visitor.gets('gfm43', 100)).toBe(false);
    expect(visitor.newSeed).toBeUndefined();
  });

  it('without a front, draws the visitor’s band of each remote from their seed, as the front would', () => {
    const seed = '00112233445566778899aabbccddeeff';
    const visitor = canaryVisitor({ cookie: `gfm_seed=${seed}` }, 'new-seed');
    expect(visitor.decidedBy).toBe('seed');
    for (const percent of [1, 5, 10, 25, 50, 100])
      expect(visitor.gets('gfm43', percent)).toBe(inCanary(bandOf(seed, 'remote-gfm43'), percent));
  });

  it('makes a seed for a page’s visitor who has none, and gives a file’s none a canary', () => {
    const page = canaryVisitor({}, 'new-seed');
    expect(page.newSeed).toMatch(/^[0-9a-f]{32}$/);
    expect(page.gets('gfm43', 100)).toBe(true);
    const file = canaryVisitor({ cookie: 'gfm_bucket=3' }, 'current');
    expect(file.decidedBy).toBe('nobody');
    expect(file.gets('gfm43', 100)).toBe(false);
  });

  it('lists for the front each canary out at the step of the ladder it reaches', () => {
    expect(canariesHeader({ gfm43: 10, blog: 30, gfmpalam: 0.5 })).toBe('gfm43=10,blog=25');
    expect(canariesHeader({})).toBe('');
  });
});
