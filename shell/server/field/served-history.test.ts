/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { bandOf, inCanary } from '@gfm/release/bands';
import { ServedHistory } from './served-history';

/** Seeds in and out of Sector 43's canary of 10 %. */
function seedWhere(inBand: boolean): string {
  for (let index = 0; ; index += 1) {
    const seed = index.toString(16).padStart(32, '0');
    if (inCanary(bandOf(seed, 'remote-gfm43'), 10) === inBand) return seed;
  }
}

describe('what each remote’s pointers served', () => {
  it('lets a seed name the current version, and the canary when its band reached it, while the pointer was out', () => {
    let now = 0;
    const history = new ServedHistory({ horizonMs: 60_000, now: () => now });
    const [insider, outsider] = [seedWhere(true), seedWhere(false)];
    expect(history.servedTo('gfm43', 'v1', insider)).toBeUndefined();
    history.note('gfm43', { current: 'v1', canary: { version: 'v2', percent: 10 } });
    expect(history.servedTo('gfm43', 'v1', outsider)).toBe(true);
    expect(history.servedTo('gfm43', 'v2', insider)).toBe(true);
    expect(history.servedTo('gfm43', 'v2', outsider)).toBe(false);
    expect(history.servedTo('gfm43', 'v3', insider)).toBe(false);
    // Promoted: v2 for everyone now, and still v1 (and the canary) for the pages served before, within the horizon.
    now = 30_000;
    history.note('gfm43', { current: 'v2', previous: ['v1'] });
    expect(history.servedTo('gfm43', 'v2', outsider)).toBe(true);
    expect(history.servedTo('gfm43', 'v1', insider)).toBe(true);
    // Past the horizon after it was left, the old pointer serves nothing.
    now = 30_000 + 60_001;
    expect(history.servedTo('gfm43', 'v1', insider)).toBe(false);
    expect(history.servedTo('gfm43', 'v2', outsider)).toBe(true);
  });

  it('keeps a bounded number of pointers per remote', () => {
    const history = new ServedHistory({ kept: 3 });
    for (let index = 0; index < 10; index += 1) history.note('blog', { current: `v${index}` });
    expect(['v6', 'v7', 'v8', 'v9'].map((version) => history.servedTo('blog', version, '0'.repeat(32)))).toEqual([
      false,
      true,
      true,
      true,
    ]);
  });
});
