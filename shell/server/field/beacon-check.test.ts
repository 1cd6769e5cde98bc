/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { checkBeacon, deviceOf, ownerOf, type FieldCatalog } from './beacon-check';

const catalog: FieldCatalog = {
  isRoute: (id) => ['landing', 'gfm43/food-and-drinks', 'gfm43/blog:list', 'gfmpalam/all-brands'].includes(id),
  knows: (name, version) =>
    ({ shell: ['s1'], gfm43: ['43-a', '43-b'], gfmpalam: ['p-1'], blog: ['b-1'] })[name]?.includes(version) ?? false,
};

const valid = {
  v: 1,
  route: 'gfm43/food-and-drinks',
  versions: { shell: 's1', gfm43: '43-a', gfmpalam: 'p-1', blog: 'b-1' },
  width: 390,
  lcp: 1800,
  inp: 120,
  cls: 0.02,
};
const check = (body: unknown) => checkBeacon(JSON.stringify(body), catalog);
const accepted = (body: unknown) => {
  const result = check(body);
  if (!result.ok) throw new Error(`refused: ${result.reason}`);
  return result.beacon;
};

describe('checkBeacon', () => {
  it('counts a page view under the remote owning its route, at the version served, in base units', () => {
    expect(accepted(valid)).toEqual({
      remote: 'gfm43',
      versions: valid.versions,
      version: '43-a',
      route: 'gfm43/food-and-drinks',
      device: 'phone',
      lcpSeconds: 1.8,
      inpSeconds: 0.12,
      cls: 0.02,
      errors: [],
    });
  });

  it.each([
    ['text that is not JSON', '{"v":1,'],
    ['JSON that is not an object', '[1,2]'],
    ['null', 'null'],
  ])('refuses %s', (_kind, text) => {
    expect(checkBeacon(text, catalog).ok).toBe(false);
  });

  it.each<[string, Record<string, unknown>]>([
    ['an unknown field (a visitor id)', { ...valid, visitor: 'abc' }],
    ['another version of the beacon', { ...valid, v: 2 }],
    ['a route that is not a string', { ...valid, route: 43 }],
    ['a route of unreadable characters', { ...valid, route: '<script>' }],
    ['a route too long', { ...valid, route: 'a'.repeat(121) }],
    ['no width', { ...valid, width: undefined }],
    ['a width as text', { ...valid, width: '390' }],
    ['versions that are a list', { ...valid, versions: ['43-a'] }],
    ['a remote that does not exist', { ...valid, versions: { ...valid.versions, gfm99: '1' } }],
    ['a version that is not a string', { ...valid, versions: { gfm43: 1 } }],
    ['a version of unreadable characters', { ...valid, versions: { gfm43: '1 2' } }],
    ['an LCP as text', { ...valid, lcp: '1800' }],
    ['an INP of null', { ...valid, inp: null }],
    ['a CLS that is an object', { ...valid, cls: {} }],
    ['a culprit that does not exist', { ...valid, inp: 300, inpBy: 'gfm99' }],
    ['errors that are a number', { ...valid, errors: 3 }],
    ['errors of a remote that does not exist', { ...valid, errors: { gfm99: 1 } }],
    ['an error count as text', { ...valid, errors: { gfm43: '1' } }],
  ])('refuses a beacon with %s', (_kind, body) => {
    expect(check(body).ok).toBe(false);
  });

  it('counts a route id or a version it does not know as "other", so the series stay bounded', () => {
    const beacon = accepted({ ...valid, route: 'gfm43/made-up-page', versions: { ...valid.versions, gfm43: '43-z' } });
    expect(beacon).toMatchObject({ remote: 'other', version: 'other', route: 'other' });
    expect(accepted({ ...valid, versions: { ...valid.versions, gfm43: '43-z' } }).version).toBe('other');
    expect(accepted({ ...valid, versions: { ...valid.versions, shell: 'old-build' }, route: 'landing' })).toMatchObject(
      { remote: 'shell', version: 'other' },
    );
  });

  it('clamps values to sane ranges', () => {
    const beacon = accepted({ ...valid, lcp: 9e9, inp: -5, cls: 1e6, width: -1 });
    expect(beacon).toMatchObject({ lcpSeconds: 60, inpSeconds: 0, cls: 10, device: 'phone' });
    // Errors count once per page view and remote, however many were sent; none below one.
    expect(accepted({ ...valid, errors: { gfm43: 1e9, shell: -3, blog: 0.5 } }).errors).toEqual([
      { remote: 'gfm43', version: '43-a' },
    ]);
  });

  it('blames errors and a slow interaction on the remote named, at the version the page was served with', () => {
    const beacon = accepted({ ...valid, inp: 350, inpBy: 'gfm43', errors: { gfm43: 1, shell: 2, other: 1 } });
    expect(beacon.slow).toEqual({ remote: 'gfm43', version: '43-a' });
    expect(beacon.errors).toEqual([
      { remote: 'gfm43', version: '43-a' },
      { remote: 'shell', version: 's1' },
      { remote: 'other', version: 'other' },
    ]);
    // Slow is above 200 ms; one with no script named is blamed on no one's ("other").
    expect(accepted({ ...valid, inp: 200, inpBy: 'gfm43' }).slow).toBeUndefined();
    expect(accepted({ ...valid, inp: 201 }).slow).toEqual({ remote: 'other', version: 'other' });
  });
});

describe('ownerOf and deviceOf', () => {
  it('gives a route to its mall, a blog page to the blog, the rest to the shell', () => {
    expect(ownerOf('gfm43/food-and-drinks')).toBe('gfm43');
    expect(ownerOf('gfmpalam/blog:post')).toBe('blog');
    expect(ownerOf('gfmpalam')).toBe('gfmpalam');
    expect(ownerOf('search')).toBe('shell');
    expect(ownerOf('other')).toBe('other');
  });

  it('reads the phone layout below the site’s layout breakpoint', () => {
    expect(deviceOf(390)).toBe('phone');
    expect(deviceOf(837)).toBe('phone');
    expect(deviceOf(838)).toBe('desktop');
  });
});
