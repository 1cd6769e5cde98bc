/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { configFromEnv } from '@gfm/shared/config/environment';
import { createRemoteReleases } from './remote-releases';
import { parsePointer, versionFor } from '@gfm/release/pointer';
import { SeedIssuer } from '../seeds/seed-issuer';
import { canaryVisitor } from './canary-visitors';

/** A visitor as the front decides them: in gfm43's canary, or in none. */
const seeds = new SeedIssuer({ newSeedsPerAddress: 20, newSeedsPerNetwork: 60 });
const inGfm43Canary = canaryVisitor({ 'x-gfm-canary': 'gfm43=canary,gfmpalam=current,blog=current' }, 'current', seeds);
const inNoCanary = canaryVisitor({ 'x-gfm-canary': 'gfm43=current,gfmpalam=current,blog=current' }, 'current', seeds);

const manifest = (name: string) =>
  JSON.stringify({
    metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js' } },
    exposes: [{ name, assets: { css: { sync: [`${name}.css`] } } }],
  });

/** A static host whose files the test sets, counting the reads of each. */
function host(files: Record<string, string>) {
  const reads: string[] = [];
  const readText = async (url: string) => {
    reads.push(url);
    const text = files[url];
    if (text === undefined) throw new Error(`${url}: HTTP 404`);
    return text;
  };
  return { files, reads, readText };
}

const config = configFromEnv({
  REMOTE_GFM43_URL: 'https://static.example/remote-gfm43/releases.json',
  REMOTE_GFMPALAM_URL: 'https://static.example/remote-gfmpalam/releases.json',
  REMOTE_BLOG_URL: 'https://blog.example/remoteEntry.js',
});

describe('a remote’s releases, as the shell’s server reads them', () => {
  const files = () => ({
    'https://static.example/remote-gfm43/releases.json': JSON.stringify({
      current: 'v1',
      canary: { version: 'v2', percent: 10 },
    }),
    'https://static.example/remote-gfm43/v1/mf-manifest.json': manifest('one'),
    'https://static.example/remote-gfm43/v2/mf-manifest.json': manifest('two'),
    'https://static.example/remote-gfmpalam/releases.json': JSON.stringify({ current: 'p1' }),
    'https://static.example/remote-gfmpalam/p1/mf-manifest.json': manifest('palam'),
    'https://blog.example/mf-manifest.json': manifest('blog'),
  });

  it('gives the canary to the visitors the front put in it and the current version to the rest', async () => {
    const { readText } = host(files());
    const releases = createRemoteReleases(config, { readText });
    const canary = await releases.all(inGfm43Canary);
    expect(canary.canaryOut).toBe(true);
    expect(canary.served).toEqual({
      gfm43: { version: 'v2', assignment: 'canary' },
      gfmpalam: { version: 'p1', assignment: 'current' },
      blog: { version: expect.any(String), assignment: 'current' },
    });
    expect(canary.releases.gfm43).toMatchObject({
      version: 'v2',
      entry: 'https://static.example/remote-gfm43/v2/remoteEntry.js',
      serverEntry: 'https://static.example/remote-gfm43/v2/server/remoteEntry.js',
    });
    expect(canary.releases.gfmpalam?.entry).toBe('https://static.example/remote-gfmpalam/p1/remoteEntry.js');
    const current = await releases.all(inNoCanary);
    expect(current.releases.gfm43?.version).toBe('v1');
    expect(current.served.gfm43).toEqual({ version: 'v1', assignment: 'current' });
    expect(current.canaryOut).toBe(true);
    expect(await releases.canaries()).toEqual({ gfm43: 10 });
  });

  it('reads a remote configured by its entry as one build, versioned by its manifest', async () => {
    const { readText, files: published } = host(files());
    const releases = createRemoteReleases(config, { readText, ttlMs: 0 });
    const first = await releases.releaseOf('blog');
    expect(first?.entry).toBe('https://blog.example/remoteEntry.js');
    expect(first?.serverEntry).toMatch(/^https:\/\/blog\.example\/server\/remoteEntry\.js\?v=[0-9a-f]{16}$/);
    published['https://blog.example/mf-manifest.json'] = manifest('blog-2');
    const second = await releases.releaseOf('blog');
    expect(second?.version).not.toBe(first?.version);
  });

  it('follows a new pointer once its copy is old, and reads a version’s manifest once', async () => {
    const { readText, files: published, reads } = host(files());
    const releases = createRemoteReleases(config, { readText, ttlMs: 0 });
    expect((await releases.releaseOf('gfm43', inNoCanary))?.version).toBe('v1');
    published['https://static.example/remote-gfm43/releases.json'] = JSON.stringify({
      current: 'v2',
      previous: ['v1'],
    });
    expect((await releases.releaseOf('gfm43', inNoCanary))?.version).toBe('v2');
    expect((await releases.releaseOf('gfm43', inNoCanary))?.version).toBe('v2');
    expect(reads.filter((url) => url.endsWith('/releases.json')).length).toBeGreaterThanOrEqual(3);
    expect(reads.filter((url) => url.endsWith('/v2/mf-manifest.json'))).toHaveLength(1);
  });

  it('leaves a canary’s visitors on the current version when the canary’s files are missing, and says so', async () => {
    const published = files();
    delete (published as Record<string, string>)['https://static.example/remote-gfm43/v2/mf-manifest.json'];
    const releases = createRemoteReleases(config, { readText: host(published).readText });
    const { releases: found, served } = await releases.all(inGfm43Canary);
    expect(found.gfm43?.version).toBe('v1');
    expect(served.gfm43).toEqual({ version: 'v1', assignment: 'canary-unavailable' });
  });

  it('has no release for a remote whose pointer cannot be read, and no canary out without one', async () => {
    const published = { ...files(), 'https://static.example/remote-gfm43/releases.json': '{"current": "../../etc"}' };
    const warnings: object[] = [];
    const releases = createRemoteReleases(config, {
      readText: host(published).readText,
      log: { warn: (details) => warnings.push(details) },
    });
    const { releases: found, canaryOut } = await releases.all(inGfm43Canary);
    expect(found.gfm43).toBeUndefined();
    expect(found.gfmpalam?.version).toBe('p1');
    expect(canaryOut).toBe(false);
    expect(warnings).toEqual([{ remote: 'gfm43', error: 'the release pointer names no current version' }]);
  });
});

describe('the release pointer', () => {
  it('accepts a current version, a canary and the versions before', () => {
    expect(
      parsePointer('{"current":"2026-11-24T10-00-00Z","canary":{"version":"b","percent":25},"previous":["a","..",7]}'),
    ).toEqual({
      current: '2026-11-24T10-00-00Z',
      canary: { version: 'b', percent: 25 },
      previous: ['a'],
    });
  });

  it.each([
    ['not json'],
    ['[]'],
    ['{}'],
    ['{"current":"a/b"}'],
    ['{"current":"a","canary":{"version":"b","percent":101}}'],
  ])('refuses %s', (text) => {
    expect(parsePointer(text)).toBeInstanceOf(Error);
  });

  it('serves a canary to the visitors in it, and none that is off or names the current version', () => {
    const pointer = { current: 'a', canary: { version: 'b', percent: 30 } };
    expect(versionFor(pointer, (percent) => percent === 30)).toBe('b');
    expect(versionFor(pointer, () => false)).toBe('a');
    expect(versionFor({ current: 'a' }, () => true)).toBe('a');
    expect(versionFor({ current: 'a', canary: { version: 'b', percent: 0.5 } }, () => true)).toBe('a');
    expect(versionFor({ current: 'a', canary: { version: 'a', percent: 50 } }, () => true)).toBe('a');
  });
});
