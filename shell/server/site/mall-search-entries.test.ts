/**
 * @jest-environment node
 */
import { integrityOf } from '@gfm/release/signature';
import { ReleaseFiles } from '../releases/release-files';
import { createSearchIndex, parseSearchEntries } from './mall-search-entries';

const entry = (mall: string, name: string) => ({
  mall,
  name,
  category: 'Cafe',
  keywords: ['food'],
  href: `/${mall}/x/${name}`,
});

describe('the site’s search index', () => {
  it('keeps only entries of the remote’s own mall with the shape of one', () => {
    const text = JSON.stringify([
      entry('gfm43', 'Brew Theory'),
      { name: 'No href' },
      entry('gfmpalam', 'Elsewhere'),
      'text',
      { ...entry('gfm43', 'Odd'), keywords: [1, 'ok'] },
    ]);
    expect(parseSearchEntries(text, 'gfm43')).toEqual([
      { mall: 'gfm43', name: 'Brew Theory', category: 'Cafe', keywords: ['food'], href: '/gfm43/x/Brew Theory' },
      { mall: 'gfm43', name: 'Odd', category: 'Cafe', keywords: ['ok'], href: '/gfm43/x/Odd' },
    ]);
    expect(() => parseSearchEntries('{"not":"a list"}', 'gfm43')).toThrow();
  });

  it('keeps a shop’s directions link only when it is on the shop’s own page', () => {
    const text = JSON.stringify([
      { ...entry('gfm43', 'Brew'), directionsHref: '/gfm43/x/Brew#directions' },
      { ...entry('gfm43', 'Away'), directionsHref: 'https://elsewhere.example/#directions' },
    ]);
    expect(parseSearchEntries(text, 'gfm43').map((found) => found.directionsHref)).toEqual([
      '/gfm43/x/Brew#directions',
      undefined,
    ]);
  });

  it('reads each mall remote’s file beside its release’s entry, and leaves out a remote that fails', async () => {
    const read = jest.fn(async (url: string) => {
      if (url.startsWith('http://palam.example/')) throw new Error('down');
      return JSON.stringify([entry('gfm43', 'Brew Theory')]);
    });
    const entriesFor = createSearchIndex(read);
    const entries = await entriesFor({
      gfm43: { entry: 'http://s43.example/remote-gfm43/v1/remoteEntry.js' },
      gfmpalam: { entry: 'http://palam.example/remoteEntry.js' },
    });
    expect(entries.map((found) => found.name)).toEqual(['Brew Theory']);
    expect(read.mock.calls.map(([url]) => url).sort()).toEqual([
      'http://palam.example/search-index.json',
      'http://s43.example/remote-gfm43/v1/search-index.json',
    ]);
  });

  it('adds what a remote gives at run time (its offers and events), checked; one that fails or is slow gives none', async () => {
    const read = async () => JSON.stringify([entry('gfm43', 'Brew Theory')]);
    const warn = jest.fn();
    const entriesFor = createSearchIndex(read, { warn }, undefined, async (mall) => {
      if (mall === 'gfmpalam') throw new Error('its copy is not there');
      return [
        entry('gfm43', 'Buy one coffee, get one free'),
        entry('gfmpalam', 'Not this mall’s'),
        { name: 'No href' },
      ];
    });
    const releases = {
      gfm43: { entry: 'http://s43.example/remoteEntry.js' },
      gfmpalam: { entry: 'http://palam.example/remoteEntry.js' },
    };
    expect((await entriesFor(releases)).map((found) => `${found.mall} ${found.name}`)).toEqual([
      'gfm43 Brew Theory',
      'gfm43 Buy one coffee, get one free',
    ]);
    expect(warn).toHaveBeenCalledWith(
      { mall: 'gfmpalam', error: 'its copy is not there' },
      'a remote’s run-time search entries could not be read',
    );
    jest.useFakeTimers();
    try {
      const slow = createSearchIndex(read, { warn }, undefined, () => new Promise(() => undefined));
      const found = slow({ gfm43: releases.gfm43 });
      await jest.advanceTimersByTimeAsync(1500);
      expect((await found).map((one) => one.name)).toEqual(['Brew Theory']);
    } finally {
      jest.useRealTimers();
    }
  });

  it('finds a mall’s shops in the last good copy when a signed release’s index was changed on the host', async () => {
    const good = JSON.stringify([entry('gfm43', 'Brew Theory')]);
    const base = 'https://s43.example/remote-gfm43';
    const files: Record<string, string> = {
      [`${base}/v1/search-index.json`]: good,
      [`${base}/v2/search-index.json`]: '[]',
    };
    const release = (version: string) => ({
      remote: 'gfm43' as const,
      version,
      entry: `${base}/${version}/remoteEntry.js`,
      files: { 'search-index.json': integrityOf(good) },
    });
    const checked = new ReleaseFiles();
    const entriesFor = createSearchIndex(async (url) => files[url] ?? '', undefined, checked);
    expect((await entriesFor({ gfm43: release('v1') })).map((found) => found.name)).toEqual(['Brew Theory']);
    expect((await entriesFor({ gfm43: release('v2') })).map((found) => found.name)).toEqual(['Brew Theory']);
    expect(checked.refusals().map((refusal) => [refusal.file, refusal.keeping])).toEqual([
      ['v2/search-index.json', 'v1'],
    ]);
  });
});
