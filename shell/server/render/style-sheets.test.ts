/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { integrityOf } from '@gfm/release/signature';
import { ReleaseFiles } from '../releases/release-files';
import { createInlineStylesFor } from './style-sheets';

describe('the remotes’ style sheets written into a page', () => {
  it('are checked against the signed manifest: a sheet changed on the host gives way to its last good copy', async () => {
    const good = '.a{color:red}';
    const base = 'https://s43.example/remote-gfm43';
    const files: Record<string, string> = { [`${base}/v1/a.css`]: good, [`${base}/v2/a.css`]: 'body{display:none}' };
    const release = (version: string) => ({
      remote: 'gfm43' as const,
      version,
      entry: `${base}/${version}/remoteEntry.js`,
      files: { 'a.css': integrityOf(good) },
    });
    const inlineStylesFor = createInlineStylesFor({}, async (url) => files[url] ?? '', new ReleaseFiles());
    const first = `${base}/v1/a.css`;
    expect(await inlineStylesFor([first], new Map([[first, release('v1')]]))).toEqual({ [first]: good });
    const next = `${base}/v2/a.css`;
    expect(await inlineStylesFor([next], new Map([[next, release('v2')]]))).toEqual({ [next]: good });
  });

  it('are not written in when refused with no good copy: the sheet stays a link', async () => {
    const href = 'https://s43.example/remote-gfm43/v1/a.css';
    const release = {
      remote: 'gfm43' as const,
      version: 'v1',
      entry: 'https://s43.example/remote-gfm43/v1/remoteEntry.js',
      files: {},
    };
    const inlineStylesFor = createInlineStylesFor({}, async () => '.a{}', new ReleaseFiles());
    expect(await inlineStylesFor([href], new Map([[href, release]]))).toEqual({});
  });
});
