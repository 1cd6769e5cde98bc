/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { run } from './command.mjs';

/** The release command, run as a mall team runs it, with the team's keys in a folder outside the repository. */
const rootDir = path.resolve(__dirname, '../..');
const keysDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gfm-keys-'));
function releaseCommand(command, ...args) {
  return releaseWith({ RELEASE_KEYS_DIR: keysDir }, command, ...args);
}
/** The command's `run`, in this process, with the environment a team's shell or CI job gives it (the command line is tested once, below). */
function releaseWith(env, command, ...args) {
  const given = { RELEASE_KEY: '', ...env };
  const saved = Object.fromEntries(Object.keys(given).map((name) => [name, process.env[name]]));
  Object.assign(process.env, given);
  try {
    return run(command, args);
  } finally {
    for (const [name, value] of Object.entries(saved))
      if (value === undefined) Reflect.deleteProperty(process.env, name);
      else process.env[name] = value;
  }
}
const { publicKey } = releaseCommand('release', 'keygen', 'remote-gfm43');
const sha384 = (file) => `sha384-${crypto.createHash('sha384').update(fs.readFileSync(file)).digest('base64')}`;
/** The pointer's signature checked as the shell checks it (release-signature.ts), written out again here. */
function signedByTeam(pointerText) {
  const { signature, ...rest } = JSON.parse(pointerText);
  const canonical = (value) =>
    Array.isArray(value)
      ? `[${value.map(canonical).join(',')}]`
      : value && typeof value === 'object'
        ? `{${Object.keys(value)
            .sort()
            .map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`)
            .join(',')}}`
        : JSON.stringify(value);
  const key = crypto.createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: publicKey }, format: 'jwk' });
  return crypto.verify(
    null,
    Buffer.from(`gfm-release-pointer/1\nremote-gfm43\n${canonical(rest)}`),
    key,
    Buffer.from(signature, 'base64'),
  );
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
    expect(pointer()).toMatchObject({ current: second, previous: [first] });
    // The old version's files stay, for pages opened before the release.
    expect(files(first)).toEqual([
      'chunk.aaaa1111.js',
      'mf-manifest.json',
      'release-manifest.json',
      'remoteEntry.js',
      'server',
    ]);
    expect(files(second)).toEqual([
      'chunk.bbbb2222.js',
      'mf-manifest.json',
      'release-manifest.json',
      'remoteEntry.js',
      'server',
    ]);
    expect(fs.readdirSync(path.join(dir, 'remote-gfm43/media')).sort()).toEqual([
      'picture.aaaa1111.avif',
      'picture.bbbb2222.avif',
    ]);
  });

  it('publishes a build from a private folder readable by the static host', () => {
    const from = build('dddd4444');
    fs.chmodSync(from, 0o700);
    fs.chmodSync(path.join(from, 'server/remoteEntry.js'), 0o600);
    fs.chmodSync(path.join(from, 'media/picture.dddd4444.avif'), 0o600);
    const version = releaseCommand('release', 'remote-gfm43', '--dir', dir, '--from', from).current;
    const mode = (file) => fs.statSync(path.join(dir, 'remote-gfm43', file)).mode & 0o777;
    expect([
      mode(version),
      mode(`${version}/server`),
      mode(`${version}/server/remoteEntry.js`),
      mode('media/picture.dddd4444.avif'),
    ]).toEqual([0o755, 0o755, 0o644, 0o644]);
  });

  it('rolls back to the version before, and forward again by name', () => {
    const first = releaseCommand('release', 'remote-gfm43', '--dir', dir, '--from', build('aaaa1111')).current;
    const second = releaseCommand('release', 'remote-gfm43', '--dir', dir, '--from', build('bbbb2222')).current;
    expect(releaseCommand('rollback', 'remote-gfm43', '--dir', dir)).toMatchObject({
      current: first,
      previous: [second],
    });
    expect(releaseCommand('rollback', 'remote-gfm43', '--dir', dir, '--to', second)).toMatchObject({
      current: second,
      previous: [first],
    });
  });

  it('gives a canary to a share of visitors, then promotes it', () => {
    const first = releaseCommand('release', 'remote-gfm43', '--dir', dir, '--from', build('aaaa1111')).current;
    const canary = releaseCommand(
      'release',
      'remote-gfm43',
      '--dir',
      dir,
      '--from',
      build('cccc3333'),
      '--canary',
      '10',
    ).canary.version;
    expect(pointer()).toMatchObject({ current: first, canary: { version: canary, percent: 10 }, previous: [] });
    expect(Object.keys(pointer().manifests).sort()).toEqual([first, canary].sort());
    expect(releaseCommand('release', 'remote-gfm43', '--dir', dir, '--promote')).toMatchObject({
      current: canary,
      previous: [first],
    });
    expect(pointer().canary).toBeUndefined();
    expect(releaseCommand('release', 'remote-gfm43', '--dir', dir, '--status')).toMatchObject({
      current: canary,
      published: [first, canary].sort(),
    });
  });

  it('signs a canary plan in advance, puts its first stage out, and lets a person hold it or end it', () => {
    const first = releaseCommand('release', 'remote-gfm43', '--dir', dir, '--from', build('aaaa1111')).current;
    expect(() =>
      releaseCommand('release', 'remote-gfm43', '--dir', dir, '--from', build('cccc3333'), '--canary-plan', '25,5,100'),
    ).toThrow(/stages must grow/);
    expect(releaseCommand('release', 'remote-gfm43', '--dir', dir, '--status').published).toEqual([first]);
    const released = releaseCommand(
      'release',
      'remote-gfm43',
      '--dir',
      dir,
      '--from',
      build('cccc3333'),
      '--canary-plan',
      '5,25,50,100',
    );
    const canary = released.canary.version;
    const plan = JSON.parse(fs.readFileSync(path.join(dir, 'remote-gfm43/canary-plan.json'), 'utf8'));
    expect(pointer()).toEqual(plan.pointers[0]);
    expect(pointer()).toMatchObject({ current: first, canary: { version: canary, percent: 5 } });
    expect(plan.pointers.map((stage) => stage.canary?.percent ?? 100)).toEqual([5, 25, 50, 100]);
    expect(plan.pointers.every((stage) => signedByTeam(JSON.stringify(stage)))).toBe(true);
    expect(plan.abort).toMatchObject({ current: first, sequence: plan.pointers[3].sequence + 1 });
    expect(signedByTeam(JSON.stringify(plan.abort))).toBe(true);
    // It expires 72 hours on, inside every pointer's signature (decision 075).
    const expires = Date.parse(plan.expires);
    expect(Math.abs(expires - (Date.now() + 72 * 3_600_000))).toBeLessThan(10 * 60_000);
    expect([...plan.pointers, plan.abort].every((one) => one.plan.expires === plan.expires)).toBe(true);

    expect(() =>
      releaseCommand(
        'release',
        'remote-gfm43',
        '--dir',
        dir,
        '--from',
        build('dddd4444'),
        '--canary-plan',
        '50,100',
        '--plan-expires',
        '90d',
      ),
    ).toThrow(/from 1h to 30d/);

    expect(releaseCommand('release', 'remote-gfm43', '--dir', dir, '--hold')).toMatchObject({ held: true });
    expect(releaseCommand('release', 'remote-gfm43', '--dir', dir, '--status').plan).toMatchObject({
      canary,
      stages: [5, 25, 50, 100],
      stage: '5 %',
      held: true,
      expires: plan.expires,
      expired: false,
    });
    releaseCommand('release', 'remote-gfm43', '--dir', dir, '--resume');
    // A person's rollback takes the canary away, signed above the plan's abort: the plan is over.
    expect(releaseCommand('rollback', 'remote-gfm43', '--dir', dir)).toMatchObject({ current: first });
    expect(pointer().canary).toBeUndefined();
    expect(pointer().sequence).toBeGreaterThan(plan.abort.sequence);
    expect(releaseCommand('release', 'remote-gfm43', '--dir', dir, '--status').plan).toMatchObject({
      stage: 'taken-over',
      held: false,
    });
  });

  it('refuses what cannot be a release, and leaves the pointer as it was', () => {
    const first = releaseCommand('release', 'remote-gfm43', '--dir', dir, '--from', build('aaaa1111')).current;
    // A canary's share is a step of the front's ladder (decision 058).
    expect(() =>
      releaseCommand('release', 'remote-gfm43', '--dir', dir, '--from', build('dddd4444'), '--canary', '30'),
    ).toThrow(/on the ladder: 1, 5, 10, 25, 50, 100/);
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'gfm-empty-'));
    expect(() => releaseCommand('release', 'remote-gfm43', '--dir', dir, '--from', empty)).toThrow(
      /mf-manifest.json is missing/,
    );
    expect(() => releaseCommand('rollback', 'remote-gfm43', '--dir', dir, '--to', '../../etc')).toThrow(
      /No published version/,
    );
    const { sequence } = pointer();
    expect(() => releaseCommand('release', 'shell', '--dir', dir)).toThrow(/not a remote/);
    expect(pointer()).toMatchObject({ current: first, previous: [], sequence });
  });

  it('lists the style sheets and search index the shell checks before using them (decision 059)', () => {
    const from = build('cccc3333');
    fs.writeFileSync(path.join(from, 'main.cccc3333.css'), '.a{color:red}');
    fs.writeFileSync(path.join(from, 'search-index.json'), '[]');
    const version = releaseCommand('release', 'remote-gfm43', '--dir', dir, '--from', from).current;
    const folder = path.join(dir, 'remote-gfm43', version);
    const { files } = JSON.parse(fs.readFileSync(path.join(folder, 'release-manifest.json'), 'utf8'));
    expect(files['main.cccc3333.css']).toBe(sha384(path.join(folder, 'main.cccc3333.css')));
    expect(files['search-index.json']).toBe(sha384(path.join(folder, 'search-index.json')));
  });

  it('lists every file of a version with its sha384, and signs each pointer over a growing sequence', () => {
    const started = Date.now();
    const first = releaseCommand('release', 'remote-gfm43', '--dir', dir, '--from', build('aaaa1111')).current;
    const folder = path.join(dir, 'remote-gfm43', first);
    // The first sequence is the clock's (ms), so a team's pointers keep climbing whatever is put back on the host.
    expect(pointer().sequence).toBeGreaterThanOrEqual(started);
    const manifest = JSON.parse(fs.readFileSync(path.join(folder, 'release-manifest.json'), 'utf8'));
    expect(Object.keys(manifest.files)).toEqual([
      'chunk.aaaa1111.js',
      'mf-manifest.json',
      'remoteEntry.js',
      'server/remoteEntry.js',
    ]);
    expect(manifest.files['server/remoteEntry.js']).toBe(sha384(path.join(folder, 'server/remoteEntry.js')));
    expect(pointer().manifests).toEqual({ [first]: sha384(path.join(folder, 'release-manifest.json')) });
    const text = fs.readFileSync(path.join(dir, 'remote-gfm43/releases.json'), 'utf8');
    expect(signedByTeam(text)).toBe(true);
    // One character of the pointer changed and the signature no longer holds.
    expect(signedByTeam(text.replace(first, first.replace(/.$/, '0')))).toBe(false);
    const sequences = [pointer().sequence];
    releaseCommand('release', 'remote-gfm43', '--dir', dir, '--from', build('bbbb2222'));
    sequences.push(pointer().sequence);
    releaseCommand('rollback', 'remote-gfm43', '--dir', dir);
    sequences.push(pointer().sequence);
    expect(sequences[1]).toBeGreaterThan(sequences[0]);
    expect(sequences[2]).toBeGreaterThan(sequences[1]);
    // An older pointer put back on the host: the rollback the team signs next still climbs above all it signed.
    const putBack = fs.readFileSync(path.join(dir, 'remote-gfm43/releases.json'), 'utf8');
    releaseCommand('rollback', 'remote-gfm43', '--dir', dir);
    sequences.push(pointer().sequence);
    fs.writeFileSync(path.join(dir, 'remote-gfm43/releases.json'), putBack);
    releaseCommand('rollback', 'remote-gfm43', '--dir', dir);
    expect(pointer().sequence).toBeGreaterThan(sequences[3]);
    expect(signedByTeam(fs.readFileSync(path.join(dir, 'remote-gfm43/releases.json'), 'utf8'))).toBe(true);
  });

  it('signs no pointer over a version changed on the host, nor over a pointer another key wrote', () => {
    const first = releaseCommand('release', 'remote-gfm43', '--dir', dir, '--from', build('aaaa1111')).current;
    releaseCommand('release', 'remote-gfm43', '--dir', dir, '--from', build('bbbb2222'));
    fs.appendFileSync(path.join(dir, 'remote-gfm43', first, 'server/remoteEntry.js'), ' ');
    expect(() => releaseCommand('rollback', 'remote-gfm43', '--dir', dir)).toThrow(
      /server\/remoteEntry.js is not the file that was published/,
    );
    // A pointer someone wrote with another key (the static host's, say): the team's tool will not carry it forward.
    const other = crypto.generateKeyPairSync('ed25519').privateKey;
    const forged = { current: first, previous: [], sequence: 9 };
    // Its keys are in canonical order already.
    const canonical = `gfm-release-pointer/1\nremote-gfm43\n${JSON.stringify(forged)}`;
    fs.writeFileSync(
      path.join(dir, 'remote-gfm43/releases.json'),
      JSON.stringify({ ...forged, signature: crypto.sign(null, Buffer.from(canonical), other).toString('base64') }),
    );
    expect(() => releaseCommand('release', 'remote-gfm43', '--dir', dir, '--from', build('cccc3333'))).toThrow(
      /signature is not one of the remote’s keys/,
    );
  });

  it('signs with the key a CI secret holds (RELEASE_KEY), with no key file anywhere', () => {
    const text = fs.readFileSync(path.join(keysDir, 'remote-gfm43.pem'), 'utf8');
    const nowhere = path.join(os.tmpdir(), 'gfm-no-keys');
    releaseWith(
      { RELEASE_KEYS_DIR: nowhere, RELEASE_KEY: text },
      'release',
      'remote-gfm43',
      '--dir',
      dir,
      '--from',
      build('dddd4444'),
    );
    expect(signedByTeam(fs.readFileSync(path.join(dir, 'remote-gfm43/releases.json'), 'utf8'))).toBe(true);
    expect(() =>
      releaseWith({ RELEASE_KEYS_DIR: nowhere }, 'release', 'remote-gfm43', '--dir', dir, '--from', build('eeee5555')),
    ).toThrow(/No signing key/);
  });

  it('keeps a new private key out of the repository, readable by its owner only, and never overwrites one', () => {
    const file = path.join(keysDir, 'remote-gfm43.pem');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(publicKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(() => releaseCommand('release', 'keygen', 'remote-gfm43')).toThrow(/exists/);
    expect(() => releaseCommand('release', 'keygen', 'remote-gfm43', '--keys', path.join(rootDir, '.keys'))).toThrow(
      /inside the repository/,
    );
  });
});

describe('the command line', () => {
  const cli = (...args) =>
    execFileSync(process.execPath, ['--import', 'tsx', path.join(rootDir, 'release/bin/gfm-release.mjs'), ...args], {
      cwd: rootDir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, RELEASE_KEYS_DIR: keysDir, RELEASE_KEY: '' },
    });

  it('prints what it did as JSON, and says why it refused with a failing exit code', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gfm-releases-'));
    const released = JSON.parse(cli('release', 'remote-gfm43', '--dir', dir, '--from', build('ffff6666')));
    expect(JSON.parse(cli('release', 'remote-gfm43', '--dir', dir, '--status'))).toMatchObject({
      app: 'remote-gfm43',
      current: released.current,
    });
    let refusal;
    try {
      cli('rollback', 'remote-gfm43', '--dir', dir);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toMatchObject({
      status: 1,
      stderr: expect.stringMatching(/No published version before the current one of remote-gfm43/),
    });
  });
});
