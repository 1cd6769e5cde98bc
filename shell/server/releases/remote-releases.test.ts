/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { configFromEnv } from '@gfm/shared/config/environment';
import { createRemoteReleases } from './remote-releases';
import { bucketCookie, bucketFromCookie, parsePointer, versionFor } from '@gfm/release/pointer';

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

  it('gives the canary to visitors in its share of buckets and the current version to the rest', async () => {
    const { readText } = host(files());
    const releases = createRemoteReleases(config, { readText });
    const canary = await releases.all(3);
    expect(canary.bucketed).toBe(true);
    expect(canary.releases.gfm43).toMatchObject({
      version: 'v2',
      entry: 'https://static.example/remote-gfm43/v2/remoteEntry.js',
      serverEntry: 'https://static.example/remote-gfm43/v2/server/remoteEntry.js',
    });
    expect(canary.releases.gfmpalam?.entry).toBe('https://static.example/remote-gfmpalam/p1/remoteEntry.js');
    const current = await releases.all(10);
    expect(current.releases.gfm43?.version).toBe('v1');
    expect(current.bucketed).toBe(true);
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
    expect((await releases.releaseOf('gfm43', 50))?.version).toBe('v1');
    published['https://static.example/remote-gfm43/releases.json'] = JSON.stringify({
      current: 'v2',
      previous: ['v1'],
    });
    expect((await releases.releaseOf('gfm43', 50))?.version).toBe('v2');
    expect((await releases.releaseOf('gfm43', 50))?.version).toBe('v2');
    expect(reads.filter((url) => url.endsWith('/releases.json')).length).toBeGreaterThanOrEqual(3);
    expect(reads.filter((url) => url.endsWith('/v2/mf-manifest.json'))).toHaveLength(1);
  });

  it('leaves a canary’s visitors on the current version when the canary’s files are missing', async () => {
    const published = files();
    delete (published as Record<string, string>)['https://static.example/remote-gfm43/v2/mf-manifest.json'];
    const releases = createRemoteReleases(config, { readText: host(published).readText });
    expect((await releases.releaseOf('gfm43', 0))?.version).toBe('v1');
  });

  it('has no release for a remote whose pointer cannot be read, and is not bucketed without a canary', async () => {
    const published = { ...files(), 'https://static.example/remote-gfm43/releases.json': '{"current": "../../etc"}' };
    const warnings: object[] = [];
    const releases = createRemoteReleases(config, {
      readText: host(published).readText,
      log: { warn: (details) => warnings.push(details) },
    });
    const { releases: found, bucketed } = await releases.all(0);
    expect(found.gfm43).toBeUndefined();
    expect(found.gfmpalam?.version).toBe('p1');
    expect(bucketed).toBe(false);
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

  it('serves a canary of n percent to the first n buckets', () => {
    const pointer = { current: 'a', canary: { version: 'b', percent: 30 } };
    const served = Array.from({ length: 100 }, (_, bucket) => versionFor(pointer, bucket));
    expect(served.filter((version) => version === 'b')).toHaveLength(30);
    expect(versionFor({ current: 'a' }, 0)).toBe('a');
  });

  it('keeps a visitor’s bucket in a cookie', () => {
    expect(bucketFromCookie('theme=dark; gfm_bucket=42; x=1')).toBe(42);
    expect(bucketFromCookie('gfm_bucket=420')).toBeUndefined();
    expect(bucketFromCookie(undefined)).toBeUndefined();
    expect(bucketCookie(7, true)).toBe('gfm_bucket=7; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly; Secure');
  });
});
