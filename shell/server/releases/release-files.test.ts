/** @jest-environment node */
import { describe, expect, it, jest } from '@jest/globals';
import { integrityOf } from '@gfm/release/signature';
import { ReleaseFiles } from './release-files';

const base = 'https://s43.example/remote-gfm43';
const GOOD_CSS = '.a{color:red}';
const GOOD_INDEX = JSON.stringify([{ name: 'Brew Theory', category: 'Cafe', keywords: [], href: '/gfm43/x/brew' }]);

/** A signed release of Sector 43 whose manifest lists `a.css` and `search-index.json` as published. */
const release = (version: string) => ({
  remote: 'gfm43' as const,
  version,
  entry: `${base}/${version}/remoteEntry.js`,
  files: { 'a.css': integrityOf(GOOD_CSS), 'search-index.json': integrityOf(GOOD_INDEX) },
});

/** A static host whose files a test may change, and a log that counts. */
function host(files: Record<string, string>) {
  const read = jest.fn(async (url: string) => files[url]);
  const log = { warn: jest.fn(), error: jest.fn() };
  return { read, log, checked: new ReleaseFiles(log) };
}

describe('the data files of a signed release the server uses itself', () => {
  it('are used when they match the signed manifest', async () => {
    const { read, log, checked } = host({ [`${base}/v1/a.css`]: GOOD_CSS });
    expect(await checked.text(release('v1'), `${base}/v1/a.css`, read)).toBe(GOOD_CSS);
    expect(await checked.text(release('v1'), `${base}/v1/a.css`, read)).toBe(GOOD_CSS);
    expect(checked.refusals()).toEqual([]);
    expect(log.error).not.toHaveBeenCalled();
  });

  it('are refused when changed on the host, with nothing standing in before a good copy; logged once', async () => {
    const { read, log, checked } = host({ [`${base}/v1/a.css`]: `${GOOD_CSS}body{display:none}` });
    expect(await checked.text(release('v1'), `${base}/v1/a.css`, read)).toBeUndefined();
    expect(await checked.text(release('v1'), `${base}/v1/a.css`, read)).toBeUndefined();
    expect(checked.refusals()).toEqual([
      {
        remote: 'gfm43',
        file: 'v1/a.css',
        since: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        reason: 'v1/a.css is refused: it does not match its sha384 in the signed manifest',
        keeping: null,
      },
    ]);
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(log.error.mock.calls[0]?.[0]).toEqual({ remote: 'gfm43', file: 'v1/a.css', keeping: null });
  });

  it('give way to the last good copy of the same file, from the version before', async () => {
    const files = { [`${base}/v1/a.css`]: GOOD_CSS, [`${base}/v2/a.css`]: '.a{color:green}' };
    const { read, checked } = host(files);
    await checked.text(release('v1'), `${base}/v1/a.css`, read);
    expect(await checked.text(release('v2'), `${base}/v2/a.css`, read)).toBe(GOOD_CSS);
    expect(checked.refusals()).toEqual([expect.objectContaining({ file: 'v2/a.css', keeping: 'v1' })]);
    // The host's file put back as published: it passes when read again, and the refusal ends.
    files[`${base}/v2/a.css`] = GOOD_CSS;
    expect(await checked.text(release('v2'), `${base}/v2/a.css`, read)).toBe(GOOD_CSS);
    expect(checked.refusals()).toEqual([]);
  });

  it('are refused, unread, when the manifest does not list them or they lie outside the version', async () => {
    const { read, checked } = host({});
    expect(await checked.text(release('v1'), `${base}/v1/b.css`, read)).toBeUndefined();
    expect(await checked.text(release('v1'), 'https://elsewhere.example/a.css', read)).toBeUndefined();
    expect(read).not.toHaveBeenCalled();
    expect(checked.refusals().map((refusal) => refusal.reason)).toEqual([
      'v1/b.css is refused: it is not in the signed manifest',
      'v1/https://elsewhere.example/a.css is refused: it is not in the signed manifest',
    ]);
  });

  it('shows a refusal only while a pointer names its version', async () => {
    const { read, checked } = host({ [`${base}/v2/a.css`]: 'changed' });
    await checked.text(release('v2'), `${base}/v2/a.css`, read);
    expect(checked.refusals(() => ['v2', 'v3'])).toHaveLength(1);
    expect(checked.refusals(() => undefined)).toHaveLength(1);
    expect(checked.refusals(() => ['v1'])).toEqual([]);
    expect(checked.refusals()).toEqual([]);
  });

  it('of an unsigned remote (loopback only) are used as read', async () => {
    const { read, checked } = host({ 'http://127.0.0.1:3001/a.css': 'anything' });
    expect(
      await checked.text({ entry: 'http://127.0.0.1:3001/remoteEntry.js' }, 'http://127.0.0.1:3001/a.css', read),
    ).toBe('anything');
    expect(checked.refusals()).toEqual([]);
  });

  it('keep a bounded number of last good copies, the oldest dropped first', async () => {
    const read = jest.fn(async () => GOOD_CSS);
    const checked = new ReleaseFiles(undefined, { maxEntries: 2 });
    const listing = (version: string, file: string) => ({
      ...release(version),
      files: { [file]: integrityOf(GOOD_CSS) },
    });
    for (const file of ['a.css', 'b.css', 'c.css']) await checked.text(listing('v1', file), `${base}/v1/${file}`, read);
    const changed = jest.fn(async () => 'changed');
    expect(await checked.text(listing('v2', 'a.css'), `${base}/v2/a.css`, changed)).toBeUndefined();
    expect(await checked.text(listing('v2', 'c.css'), `${base}/v2/c.css`, changed)).toBe(GOOD_CSS);
  });
});
