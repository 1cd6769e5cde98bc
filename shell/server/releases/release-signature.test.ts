/** @jest-environment node */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, jest } from '@jest/globals';
import { configFromEnv } from '@gfm/shared/config/environment';
import { RuntimeConfigError } from '@gfm/shared/config/runtime-config';
import { SeedIssuer } from '../seeds/seed-issuer';
import { canaryVisitor } from './canary-visitors';
import { createRemoteReleases } from './remote-releases';
import type { ReleasePointer } from '@gfm/release/pointer';
import {
  canonicalJson,
  integrityOf,
  publicKeyFromText,
  publicKeyText,
  signPointer,
  verifyPointer,
} from '@gfm/release/signature';
import { fileSequences, memorySequences, SEQUENCES_FILE, type SequenceStore } from './release-sequences';
import { isLoopback, remoteKeysFromEnv, settingsFromEnv } from '../settings';

const team = crypto.generateKeyPairSync('ed25519');
const stranger = crypto.generateKeyPairSync('ed25519');
const teamKey = publicKeyFromText(publicKeyText(team.publicKey));

describe('a release pointer’s signature', () => {
  const pointer: ReleasePointer = {
    current: 'v2',
    previous: ['v1'],
    sequence: 2,
    manifests: { v2: integrityOf('list') },
  };

  it('holds for the team’s key, whatever the file’s indentation and key order', () => {
    const signed = signPointer('remote-gfm43', pointer, team.privateKey);
    const reordered = JSON.stringify(
      { signature: signed.signature, sequence: 2, manifests: signed.manifests, previous: ['v1'], current: 'v2' },
      null,
      4,
    );
    expect(verifyPointer('remote-gfm43', reordered, [teamKey])).toMatchObject({ current: 'v2', sequence: 2 });
    expect(canonicalJson({ b: [1, { d: 1, c: 2 }], a: 'x' })).toBe('{"a":"x","b":[1,{"c":2,"d":1}]}');
  });

  it('fails for another key, another remote, an unsigned pointer, and any change to what was signed', () => {
    const text = JSON.stringify(signPointer('remote-gfm43', pointer, team.privateKey));
    expect(
      verifyPointer('remote-gfm43', JSON.stringify(signPointer('remote-gfm43', pointer, stranger.privateKey)), [
        teamKey,
      ]),
    ).toBeInstanceOf(Error);
    expect(verifyPointer('remote-gfmpalam', text, [teamKey])).toBeInstanceOf(Error);
    expect(verifyPointer('remote-gfm43', JSON.stringify(pointer), [teamKey])).toBeInstanceOf(Error);
    expect(verifyPointer('remote-gfm43', text.replace('"sequence":2', '"sequence":3'), [teamKey])).toBeInstanceOf(
      Error,
    );
    // A field the parser does not read is still covered by the signature.
    expect(verifyPointer('remote-gfm43', text.replace('{', '{"extra":1,'), [teamKey])).toBeInstanceOf(Error);
    // While a team replaces its key, either key is accepted.
    expect(
      verifyPointer('remote-gfm43', JSON.stringify(signPointer('remote-gfm43', pointer, stranger.privateKey)), [
        teamKey,
        stranger.publicKey,
      ]),
    ).not.toBeInstanceOf(Error);
  });
});

const manifest = JSON.stringify({ metaData: { publicPath: 'auto' }, exposes: [{ name: 'layout' }] });

/** A visitor the front put in Sector 43's canary. */
const inGfm43Canary = canaryVisitor(
  { 'x-gfm-canary': 'gfm43=canary,gfmpalam=current,blog=current' },
  'current',
  new SeedIssuer({ newSeedsPerAddress: 20, newSeedsPerNetwork: 60 }),
);

/** A signed remote's static host: two published versions, the pointer on v1 (sequence 1). */
function signedHost(sequences: () => SequenceStore = memorySequences) {
  const base = 'https://static.example/remote-gfm43';
  const files: Record<string, string> = {};
  const publish = (version: string, code: string) => {
    files[`${base}/${version}/mf-manifest.json`] = manifest;
    files[`${base}/${version}/server/remoteEntry.js`] = code;
    const list = JSON.stringify({
      remote: 'remote-gfm43',
      version,
      files: {
        'mf-manifest.json': integrityOf(manifest),
        'remoteEntry.js': integrityOf(`browser ${code}`),
        'server/remoteEntry.js': integrityOf(code),
      },
    });
    files[`${base}/${version}/release-manifest.json`] = list;
    return integrityOf(list);
  };
  const hashes = { v1: publish('v1', 'module.exports = 1;'), v2: publish('v2', 'module.exports = 2;') };
  const point = (pointer: ReleasePointer, key = team.privateKey) => {
    files[`${base}/releases.json`] = JSON.stringify(signPointer('remote-gfm43', pointer, key));
  };
  point({ current: 'v1', sequence: 1, manifests: { v1: hashes.v1 } });
  const errors: string[] = [];
  const log = {
    warn: () => undefined,
    error: (details: object) => errors.push((details as { reason: string }).reason),
  };
  const readText = async (url: string) => {
    const text = files[url];
    if (text === undefined) throw new Error(`${url}: HTTP 404`);
    return text;
  };
  const config = configFromEnv({ REMOTE_GFM43_URL: `${base}/releases.json` });
  /** A server starting: its store read anew. */
  const start = () =>
    createRemoteReleases(config, {
      readText,
      ttlMs: 0,
      answerMs: 50,
      keys: { gfm43: [teamKey] },
      sequences: sequences(),
      log,
    });
  return { base, files, hashes, point, errors, releases: start(), restart: start };
}

describe('a signed remote’s releases, as the shell’s server checks them', () => {
  it('serves a version whose files match the signed hashes, with its checked server code', async () => {
    const { releases } = signedHost();
    expect(await releases.releaseOf('gfm43')).toMatchObject({
      version: 'v1',
      serverCode: 'module.exports = 1;',
      // The page names the browser entry's hash, from the signed list.
      entry: 'https://static.example/remote-gfm43/v1/remoteEntry.js',
      entryIntegrity: integrityOf('browser module.exports = 1;'),
    });
    expect(releases.trust().gfm43).toEqual({ signed: true, serving: 'v1', sequence: 1 });
  });

  it('keeps the version it has when a new version’s server build changed by one byte', async () => {
    const { base, files, hashes, point, errors, releases } = signedHost();
    await releases.releaseOf('gfm43');
    files[`${base}/v2/server/remoteEntry.js`] = 'module.exports = 3;';
    point({ current: 'v2', previous: ['v1'], sequence: 2, manifests: { v2: hashes.v2 } });
    expect((await releases.releaseOf('gfm43'))?.version).toBe('v1');
    expect(errors).toEqual(['v2/server/remoteEntry.js does not match its sha384 in the signed manifest']);
    expect(releases.trust().gfm43).toMatchObject({ serving: 'v1', sequence: 2, refused: { reason: errors[0] } });
    // The team puts its pointer back on v1: the refusal ends.
    point({ current: 'v1', previous: ['v2'], sequence: 3, manifests: { v1: hashes.v1 } });
    expect((await releases.releaseOf('gfm43'))?.version).toBe('v1');
    expect(releases.trust().gfm43).toEqual({ signed: true, serving: 'v1', sequence: 3 });
  });

  it('refuses a pointer signed with another key, and an older signed pointer put back', async () => {
    const { hashes, point, errors, releases } = signedHost();
    await releases.releaseOf('gfm43');
    point({ current: 'v2', sequence: 5, manifests: { v2: hashes.v2 } }, stranger.privateKey);
    expect((await releases.releaseOf('gfm43'))?.version).toBe('v1');
    expect(errors.at(-1)).toMatch(/signature is not one of the remote’s keys/);
    point({ current: 'v2', sequence: 2, manifests: { v2: hashes.v2 } });
    expect((await releases.releaseOf('gfm43'))?.version).toBe('v2');
    point({ current: 'v1', sequence: 1, manifests: { v1: hashes.v1 } });
    expect((await releases.releaseOf('gfm43'))?.version).toBe('v2');
    expect(errors.at(-1)).toMatch(/sequence 1 is not above 2/);
  });

  it('serves no canary of an expired plan, and takes none of its pointers after the one it holds', async () => {
    // The clock alone is the test's (Date): the releases' own timers run as they do.
    const start = Date.UTC(2026, 10, 29, 12, 0);
    jest.useFakeTimers({
      now: start,
      doNotFake: [
        'setTimeout',
        'clearTimeout',
        'setInterval',
        'clearInterval',
        'setImmediate',
        'clearImmediate',
        'queueMicrotask',
        'nextTick',
        'hrtime',
        'performance',
      ],
    });
    try {
      const { hashes, point, errors, releases } = signedHost();
      const plan = (step: number, expires: number) => ({
        id: 'v2@2',
        stages: [50, 100],
        step,
        expires: new Date(expires).toISOString(),
      });
      const manifests = { v1: hashes.v1, v2: hashes.v2 };
      const stage = { current: 'v1', canary: { version: 'v2', percent: 50 }, manifests };
      point({ ...stage, sequence: 2, plan: plan(0, start + 3_600_000) });
      expect((await releases.releaseOf('gfm43', inGfm43Canary))?.version).toBe('v2');
      expect(await releases.canaries()).toEqual({ gfm43: 50 });
      // The same stage, its plan expired (a pointer the team signed so): not taken, the one held stays.
      point({ ...stage, sequence: 3, plan: plan(0, start - 1000) });
      expect((await releases.releaseOf('gfm43', inGfm43Canary))?.version).toBe('v2');
      expect(errors.at(-1)).toMatch(/sequence 3 is a step of a canary plan that expired at/);
      // Once the plan it holds expires, its canary is out for no one, and the front is told none is out.
      jest.setSystemTime(start + 2 * 3_600_000);
      expect((await releases.releaseOf('gfm43', inGfm43Canary))?.version).toBe('v1');
      expect(await releases.canaries()).toEqual({});
      // Its next step (the canary made current), expired: not taken.
      point({ current: 'v2', previous: ['v1'], sequence: 4, manifests: { v2: hashes.v2 }, plan: plan(1, start) });
      expect((await releases.releaseOf('gfm43'))?.version).toBe('v1');
    } finally {
      jest.useRealTimers();
    }
  });

  it('refuses, after a restart, an older signed pointer put back; takes the same one, and a rollback signed anew', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gfm-sequences-'));
    try {
      const { hashes, point, errors, releases, restart } = signedHost(() => fileSequences(dir));
      await releases.releaseOf('gfm43');
      point({ current: 'v2', previous: ['v1'], sequence: 2, manifests: { v2: hashes.v2 } });
      expect((await releases.releaseOf('gfm43'))?.version).toBe('v2');
      // The same pointer, after a restart: taken.
      expect((await restart().releaseOf('gfm43'))?.version).toBe('v2');
      // The older pointer put back on the host: a restarted server refuses it, and has no older version to serve.
      point({ current: 'v1', sequence: 1, manifests: { v1: hashes.v1 } });
      const restarted = restart();
      expect(await restarted.releaseOf('gfm43')).toBeUndefined();
      expect(errors.at(-1)).toMatch(/sequence 1 is not above 2, the last one taken/);
      // A rollback is a new pointer, signed with the next sequence (@gfm/release/command): taken.
      point({ current: 'v1', previous: ['v2'], sequence: 3, manifests: { v1: hashes.v1 } });
      expect((await restarted.releaseOf('gfm43'))?.version).toBe('v1');
      expect(JSON.parse(fs.readFileSync(path.join(dir, SEQUENCES_FILE), 'utf8'))).toMatchObject({
        gfm43: { sequence: 3 },
      });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a version whose list of files was swapped, even with good files beside it', async () => {
    const { base, files, hashes, point, errors, releases } = signedHost();
    await releases.releaseOf('gfm43');
    files[`${base}/v2/release-manifest.json`] =
      files[`${base}/v2/release-manifest.json`]?.replace('"v2"', '"v2" ') ?? '';
    point({ current: 'v2', sequence: 2, manifests: { v2: hashes.v2 } });
    expect((await releases.releaseOf('gfm43'))?.version).toBe('v1');
    expect(errors.at(-1)).toBe('v2/release-manifest.json is not the one the pointer signed');
  });
});

describe('the remotes’ addresses and keys in the server’s settings', () => {
  const key = publicKeyText(team.publicKey);
  const remotes = (gfm43: string) => ({
    gfm43,
    gfmpalam: 'http://127.0.0.1:3002/remoteEntry.js',
    blog: 'http://[::1]:3003/remoteEntry.js',
  });

  it('takes plain http and unsigned remotes on this machine only', () => {
    expect(
      ['http://localhost:1/a.js', 'http://127.3.0.1/a.js', 'http://[::1]/a.js', 'http://shell.localhost/a.js'].every(
        isLoopback,
      ),
    ).toBe(true);
    expect(['http://10.0.0.1/a.js', 'http://localhost.example/a.js', 'http://128.0.0.1/a.js'].some(isLoopback)).toBe(
      false,
    );
    expect(remoteKeysFromEnv({}, remotes('http://localhost:3001/remoteEntry.js'))).toEqual({});
    expect(() =>
      remoteKeysFromEnv({ REMOTE_GFM43_PUBLIC_KEY: key }, remotes('http://static.example/remote-gfm43/releases.json')),
    ).toThrow(/must be https beyond this machine/);
    expect(() => remoteKeysFromEnv({}, remotes('https://static.example/remote-gfm43/releases.json'))).toThrow(
      /REMOTE_GFM43_PUBLIC_KEY is missing/,
    );
    expect(() =>
      remoteKeysFromEnv({ REMOTE_GFM43_PUBLIC_KEY: key }, remotes('https://static.example/remoteEntry.js')),
    ).toThrow(/must be its signed releases.json/);
    expect(() =>
      remoteKeysFromEnv(
        { REMOTE_GFM43_PUBLIC_KEY: 'not-a-key' },
        remotes('https://static.example/remote-gfm43/releases.json'),
      ),
    ).toThrow(RuntimeConfigError);
    expect(
      remoteKeysFromEnv(
        { REMOTE_GFM43_PUBLIC_KEY: `${key}, ${publicKeyText(stranger.publicKey)}` },
        remotes('https://static.example/remote-gfm43/releases.json'),
      ).gfm43,
    ).toHaveLength(2);
  });

  it('needs a state folder once a remote is signed, for the last pointer taken', () => {
    expect(() => settingsFromEnv({ REMOTE_GFM43_PUBLIC_KEY: key }, '/dist')).toThrow(/SHELL_STATE_DIR is missing/);
    expect(settingsFromEnv({ REMOTE_GFM43_PUBLIC_KEY: key, SHELL_STATE_DIR: '/var/lib/gfm' }, '/dist').stateDir).toBe(
      '/var/lib/gfm',
    );
    expect(settingsFromEnv({}, '/dist').stateDir).toBeUndefined();
  });
});
