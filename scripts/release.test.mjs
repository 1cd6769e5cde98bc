/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The release command, run as a mall team runs it. */
const rootDir = path.resolve(__dirname, '..');
function releaseCommand(command, ...args) {
  const output = execFileSync(process.execPath, ['--import', 'tsx', path.join(rootDir, 'scripts/release.mjs'), command, ...args], { cwd: rootDir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  return JSON.parse(output);
}

/** A remote's build, as `npm run build` leaves it: entries, manifest, server build, a chunk and media. */
function build(label) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gfm-build-'));
  fs.mkdirSync(path.join(dir, 'server'));
  fs.mkdirSync(path.join(dir, 'media'));
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ label }));
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), `/* ${label} */`);
  fs.writeFileSync(path.join(dir, 'server/remoteEntry.js'), `/* server ${label} */`);
  fs.writeFileSync(path.join(dir, `chunk.${label}.js`), label);
  fs.writeFileSync(path.join(dir, `media/picture.${label}.avif`), label);
  return dir;
}

describe('npm run release and npm run rollback', () => {
  let dir;
  const pointer = () => JSON.parse(fs.readFileSync(path.join(dir, 'remote-gfm43/releases.json'), 'utf8'));
  const files = (version) => fs.readdirSync(path.join(dir, 'remote-gfm43', version)).sort();

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gfm-releases-'));
  });

  it('publishes each build in a folder of its own and points at it; the media are shared and only added to', () => {
    const first = releaseCommand('release', 'remote-gfm43', '--dir', dir, '--from', build('aaaa1111')).current;
    const second = releaseCommand('release', 'remote-gfm43', '--dir', dir, '--from', build('bbbb2222')).current;
    expect(first).toMatch(/^\d{8}T\d{6}Z-[0-9a-f]{8}$/);
    expect(second).not.toBe(first);
    expect(pointer()).toEqual({ current: second, previous: [first] });
    // The old version's files stay, for pages opened before the release.
    expect(files(first)).toEqual(['chunk.aaaa1111.js', 'mf-manifest.json', 'remoteEntry.js', 'server']);
    expect(files(second)).toEqual(['chunk.bbbb2222.js', 'mf-manifest.json', 'remoteEntry.js', 'server']);
    expect(fs.readdirSync(path.join(dir, 'remote-gfm43/media')).sort()).toEqual(['picture.aaaa1111.avif', 'picture.bbbb2222.avif']);
  });

  it('publishes a build from a private folder readable by the static host', () => {
    const from = build('dddd4444');
    fs.chmodSync(from, 0o700);
    fs.chmodSync(path.join(from, 'server/remoteEntry.js'), 0o600);
    fs.chmodSync(path.join(from, 'media/picture.dddd4444.avif'), 0o600);
    const version = releaseCommand('release', 'remote-gfm43', '--dir', dir, '--from', from).current;
    const mode = (file) => fs.statSync(path.join(dir, 'remote-gfm43', file)).mode & 0o777;
    expect([mode(version), mode(`${version}/server`), mode(`${version}/server/remoteEntry.js`), mode('media/picture.dddd4444.avif')]).toEqual([0o755, 0o755, 0o644, 0o644]);
  });

  it('rolls back to the version before, and forward again by name', () => {
    const first = releaseCommand('release', 'remote-gfm43', '--dir', dir, '--from', build('aaaa1111')).current;
    const second = releaseCommand('release', 'remote-gfm43', '--dir', dir, '--from', build('bbbb2222')).current;
    expect(releaseCommand('rollback', 'remote-gfm43', '--dir', dir)).toMatchObject({ current: first, previous: [second] });
    expect(releaseCommand('rollback', 'remote-gfm43', '--dir', dir, '--to', second)).toMatchObject({ current: second, previous: [first] });
  });

  it('gives a canary to a share of visitors, then promotes it', () => {
    const first = releaseCommand('release', 'remote-gfm43', '--dir', dir, '--from', build('aaaa1111')).current;
    const canary = releaseCommand('release', 'remote-gfm43', '--dir', dir, '--from', build('cccc3333'), '--canary', '10').canary.version;
    expect(pointer()).toEqual({ current: first, canary: { version: canary, percent: 10 }, previous: [] });
    expect(releaseCommand('release', 'remote-gfm43', '--dir', dir, '--promote')).toMatchObject({ current: canary, previous: [first] });
    expect(pointer().canary).toBeUndefined();
    expect(releaseCommand('release', 'remote-gfm43', '--dir', dir, '--status')).toMatchObject({ current: canary, published: [first, canary].sort() });
  });

  it('refuses what cannot be a release, and leaves the pointer as it was', () => {
    const first = releaseCommand('release', 'remote-gfm43', '--dir', dir, '--from', build('aaaa1111')).current;
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'gfm-empty-'));
    expect(() => releaseCommand('release', 'remote-gfm43', '--dir', dir, '--from', empty)).toThrow(/mf-manifest.json is missing/);
    expect(() => releaseCommand('rollback', 'remote-gfm43', '--dir', dir, '--to', '../../etc')).toThrow(/No published version/);
    expect(() => releaseCommand('release', 'shell', '--dir', dir)).toThrow(/not a remote/);
    expect(pointer()).toEqual({ current: first, previous: [] });
  });
});
