/** @jest-environment node */
import {
  hourOf,
  readSeed,
  seedCookie,
  seedKeysFromText,
  seedValueFromCookie,
  signSeed,
  type SeedKeys,
} from './visitor-seed';

const secret = (letter: string) => letter.repeat(43);
const keysOf = (text: string) => {
  const keys = seedKeysFromText(text);
  if (keys instanceof Error) throw keys;
  return keys;
};
const keys: SeedKeys = keysOf(`7:${secret('a')},6:${secret('b')}`);
const seed = '0123456789abcdef0123456789abcdef';
const now = Date.UTC(2026, 10, 29, 10, 30);

describe('a visitor seed the site issues', () => {
  it('is read back as the seed, hour and key that made it, and is current under the signing key', () => {
    const value = signSeed(keys, { now, seed });
    expect(value).toMatch(/^0123456789abcdef0123456789abcdef\.[0-9a-z]+\.7\.[A-Za-z0-9_-]{22}$/);
    expect(readSeed(value, keys)).toEqual({ seed, issuedHour: hourOf(now), keyId: 7, stale: false });
  });

  it('under the key before is still accepted, and marked to be signed again with the newest', () => {
    const older = signSeed(keysOf(`6:${secret('b')}`), { now, seed });
    const read = readSeed(older, keys);
    expect(read).toEqual({ seed, issuedHour: hourOf(now), keyId: 6, stale: true });
    // Signed again: the same number and hour, so the visitor keeps their bands.
    expect(readSeed(signSeed(keys, { seed, issuedHour: hourOf(now) }), keys)).toEqual({
      ...read,
      keyId: 7,
      stale: false,
    });
  });

  it('refuses no seed, a made-up one, an altered one and one under a key taken out, each by its reason', () => {
    const value = signSeed(keys, { now, seed });
    expect(readSeed(undefined, keys)).toEqual({ refused: 'no-seed' });
    expect(readSeed('', keys)).toEqual({ refused: 'no-seed' });
    // The unsigned seeds of before (decision 058), and anything not in the form.
    expect(readSeed(seed, keys)).toEqual({ refused: 'made-up' });
    expect(readSeed('x'.repeat(80), keys)).toEqual({ refused: 'made-up' });
    // In the form, under a key the site never had.
    expect(readSeed(signSeed(keysOf(`9:${secret('c')}`), { now, seed }), keys)).toEqual({ refused: 'made-up' });
    // Another random number (another band), or another hour, under the same MAC.
    const other = `f${value.slice(1)}`;
    expect(readSeed(other, keys)).toEqual({ refused: 'altered' });
    const [random, , id, mac] = value.split('.');
    expect(readSeed([random, (hourOf(now) - 48).toString(36), id, mac].join('.'), keys)).toEqual({
      refused: 'altered',
    });
    // A key taken out of the list (below the lowest accepted): the visitor was away longer than the overlap.
    expect(readSeed(signSeed(keysOf(`5:${secret('d')}`), { now, seed }), keys)).toEqual({ refused: 'expired-key' });
  });

  it('is read from a Cookie header and kept a year, HttpOnly', () => {
    const value = signSeed(keys, { now, seed });
    expect(seedValueFromCookie(`a=1; gfm_seed=${value}; b=2`)).toBe(value);
    expect(seedValueFromCookie('gfm_bucket=10')).toBeUndefined();
    expect(seedCookie(value, true)).toBe(`gfm_seed=${value}; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly; Secure`);
  });

  it('takes keys only in their form, the signing key first', () => {
    expect(seedKeysFromText('')).toEqual(new Error('no seed key'));
    expect(seedKeysFromText('1:short')).toBeInstanceOf(Error);
    expect(seedKeysFromText(`x:${secret('a')}`)).toBeInstanceOf(Error);
    expect(seedKeysFromText(`1:${secret('a')},1:${secret('b')}`)).toBeInstanceOf(Error);
    expect(keysOf(`2:${secret('a')}, 1:${secret('b')}`).signing.id).toBe(2);
  });
});
