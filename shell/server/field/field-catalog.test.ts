/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import type { RemoteRelease } from '../releases/remote-release';
import { createFieldCatalog, fixedRouteIds } from './field-catalog';

const release = (remote: RemoteRelease['remote'], version: string) =>
  ({ remote, version, entry: `http://localhost/${remote}/${version}/remoteEntry.js` }) as RemoteRelease;

describe('the field catalog', () => {
  it('knows the route table’s fixed ids: the shell’s pages, each mall’s 404 and fallback, the blog’s pages', () => {
    const ids = fixedRouteIds();
    for (const id of ['landing', 'search', 'not-found', 'unknown', 'gfm43/not-found', 'gfmpalam/unavailable'])
      expect(ids).toContain(id);
    expect([...ids].some((id) => id.startsWith('gfm43/blog:'))).toBe(true);
  });

  it('knows the versions it served and their pages, and the shell’s own build', async () => {
    const catalog = createFieldCatalog({
      shellVersion: 's1',
      pagesOf: async ({ version }) => (version === '1' ? ['home', 'food-and-drinks'] : ['home']),
    });
    expect(catalog.knows('gfm43', '1')).toBe(false);
    catalog.noteServed({ gfm43: release('gfm43', '1'), blog: release('blog', 'b') });
    await new Promise((resolve) => setImmediate(resolve));
    expect(catalog.knows('gfm43', '1')).toBe(true);
    expect(catalog.knows('blog', 'b')).toBe(true);
    expect(catalog.knows('gfmpalam', '1')).toBe(false);
    expect(catalog.knows('shell', 's1')).toBe(true);
    expect(catalog.knows('shell', 's0')).toBe(false);
    expect(catalog.isRoute('gfm43/food-and-drinks')).toBe(true);
    expect(catalog.isRoute('gfmpalam/food-and-drinks')).toBe(false);
  });

  it('keeps the last `versionsKept` versions of each remote, and only their pages', async () => {
    const catalog = createFieldCatalog({
      shellVersion: 's1',
      versionsKept: 2,
      pagesOf: async ({ version }) => [`p${version}`],
    });
    for (const version of ['1', '2', '3']) catalog.noteServed({ gfm43: release('gfm43', version) });
    await new Promise((resolve) => setImmediate(resolve));
    expect(['1', '2', '3'].map((version) => catalog.knows('gfm43', version))).toEqual([false, true, true]);
    expect(['gfm43/p1', 'gfm43/p2', 'gfm43/p3'].map(catalog.isRoute)).toEqual([false, true, true]);
  });
});
