// @ts-check
/**
 * A mall team's releases of its remote, on its static host's folder:
 *
 *   npm run release  -- remote-gfm43                 publish the build and make it current
 *   npm run release  -- remote-gfm43 --canary 10     publish it as a canary for 10 % of visitors
 *   npm run release  -- remote-gfm43 --canary-plan 5,25,50,100 [--plan-expires 72h]
 *                                                    publish it as a canary with a plan the judge follows,
 *                                                    until it expires (default 72 hours; h or d)
 *   npm run release  -- remote-gfm43 --hold          the judge publishes nothing until --resume
 *   npm run release  -- remote-gfm43 --resume        the judge follows the plan again
 *   npm run release  -- remote-gfm43 --promote       make the canary current
 *   npm run release  -- remote-gfm43 --status        what is published, current and canary
 *   npm run rollback -- remote-gfm43                 the version before the current one, current again
 *   npm run rollback -- remote-gfm43 --to VERSION    that version, current again
 *   npm run release  -- keygen remote-gfm43          a new signing key for the team (prints its public key)
 *
 * Options: `--dir DIR` (default `RELEASES_DIR`, else `.releases/`), the
 * folder a static host serves (deploy/nginx/remote-host.conf.template);
 * `--from DIR`, the build to publish (default the app's `dist`);
 * `--keys DIR` (default `RELEASE_KEYS_DIR`, else `~/.config/gfm/release-keys`),
 * where the team's private key `<app>.pem` is, or `--key FILE`, or without
 * either the key's PEM text in `RELEASE_KEY` (a CI secret);
 * `--rotated-from PUBLIC_KEY`, the team's previous public key while a new key
 * takes over (docs/decisions/042).
 *
 * Every pointer is signed (Ed25519) with the team's key, over its content
 * and a sequence number that grows with each pointer; it names the sha384 of
 * the `release-manifest.json` of each version it serves, which lists the
 * sha384 of every file of that version. The shell's servers run nothing the
 * key did not sign.
 *
 * Layout, for each remote (@gfm/release/pointer, release/src/pointer.ts):
 *   <dir>/<app>/<version>/     one build, never changed once written
 *   <dir>/<app>/media/         its pictures and clips, named by content, only ever added to
 *   <dir>/<app>/releases.json  the pointer the shell's servers read every few seconds
 *
 * Publishing copies the build first, into a folder of its own, and changes
 * the pointer last, by renaming a complete file over it: a server reads the
 * old pointer or the new one, never half of one, and never a version whose
 * files are not all there. A release, a canary, a promotion and a rollback
 * are each that one change; no server restarts. The ten newest versions are
 * kept (with any the pointer names), so pages opened before a release keep
 * loading their files.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { appByName, rootDir } from '@gfm/webpack-config/apps';
import { CANARY_LADDER, isOnLadder } from '@gfm/release/bands';
import { isVersion, parsePointer, planStagesError, POINTER_FILE } from '@gfm/release/pointer';
import { HOLD_FILE, PLAN_FILE, planPointers, planPosition } from '@gfm/release/plan';
import {
  integrityOf,
  parseReleaseManifest,
  publicKeyFromText,
  publicKeyText,
  RELEASE_MANIFEST_FILE,
  signPointer,
  verifyPointer,
} from '@gfm/release/signature';
import { MEDIA_DIR } from '@gfm/shared/images/media-files';

const KEEP_VERSIONS = 10;

/** @param {string[]} args */
function parseArgs(args) {
  /** @type {Record<string, string | true>} */
  const options = {};
  const positional = [];
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index] ?? '';
    if (!arg.startsWith('--')) positional.push(arg);
    else if (arg.includes('=')) options[arg.slice(2, arg.indexOf('='))] = arg.slice(arg.indexOf('=') + 1);
    else if (['--promote', '--status', '--hold', '--resume'].includes(arg)) options[arg.slice(2)] = true;
    else options[arg.slice(2)] = args[++index] ?? '';
  }
  return { positional, options };
}

/**
 * The pointer of a remote, or undefined before its first release.
 * @param {string} file
 * @returns {import('@gfm/release/pointer').ReleasePointer | undefined}
 */
function readPointer(file) {
  if (!fs.existsSync(file)) return undefined;
  const pointer = parsePointer(fs.readFileSync(file, 'utf8'));
  if (pointer instanceof Error) throw new Error(`${file}: ${pointer.message}`);
  return pointer;
}

/**
 * The pointer on the host, refused unless the team's key (or the key it
 * replaces) signed it: the next pointer carries its versions forward, and a
 * team must not sign what someone else wrote there. A pointer from before
 * pointers were signed is taken once, as the start of the sequence.
 * @param {string} app
 * @param {string} file
 * @param {import('node:crypto').KeyObject[]} publicKeys
 */
function readTrustedPointer(app, file, publicKeys) {
  if (!fs.existsSync(file)) return undefined;
  const text = fs.readFileSync(file, 'utf8');
  const unsigned = readPointer(file);
  if (unsigned && unsigned.signature === undefined && unsigned.sequence === undefined) return unsigned;
  const pointer = verifyPointer(app, text, publicKeys);
  if (pointer instanceof Error)
    throw new Error(
      `${file}: ${pointer.message}. Someone else wrote it, or the key changed (--rotated-from OLD_PUBLIC_KEY).`,
    );
  return pointer;
}

/**
 * Signs the pointer and replaces the file in one step (a rename), so a reader sees the old one or the new one.
 * @param {string} app
 * @param {string} file
 * @param {import('@gfm/release/pointer').ReleasePointer} pointer
 * @param {import('node:crypto').KeyObject} privateKey
 */
function writePointer(app, file, pointer, privateKey) {
  writeWhole(file, signPointer(app, pointer, privateKey));
}

/**
 * Writes JSON readable by all and replaces the file in one step (a rename). A file that is a link is written
 * where it points: the pointer may be a link into a folder the judge may write (decision 075).
 * @param {string} path_
 * @param {unknown} value
 */
function writeWhole(path_, value) {
  const file = fs.existsSync(path_) ? fs.realpathSync(path_) : path_;
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, `${JSON.stringify(value, null, 2)}\n`);
  fs.chmodSync(temporary, 0o644);
  fs.renameSync(temporary, file);
}

/**
 * The plan on the host, as written (not checked: the judge checks it before it
 * acts; here it only says where the release stands), or undefined.
 * @param {string} remoteDir
 * @returns {import('@gfm/release/plan').CanaryPlan | undefined}
 */
function readPlan(remoteDir) {
  const file = path.join(remoteDir, PLAN_FILE);
  if (!fs.existsSync(file)) return undefined;
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * The judge's last decisions on a remote, newest last, from its JSON lines
 * (`--decisions FILE`, `JUDGE_DECISIONS`, else the topology's `judge/decisions.jsonl` beside the releases).
 * @param {string} app
 * @param {string} dir
 * @param {string | true | undefined} option
 */
function lastDecisions(app, dir, option, count = 5) {
  const file =
    typeof option === 'string'
      ? option
      : (process.env.JUDGE_DECISIONS ?? path.join(path.dirname(dir), 'judge', 'decisions.jsonl'));
  if (!fs.existsSync(file)) return { file, decisions: [] };
  const decisions = fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      try {
        return JSON.parse(line);
      } catch {
        return undefined;
      }
    })
    .filter((entry) => entry?.remote === app);
  return { file, decisions: decisions.slice(-count) };
}

/** How long a plan lasts by default: a plan's stages take a day's opening hours, holds and a weekend more. */
const PLAN_EXPIRES = '72h';

/**
 * The time a plan expires, `--plan-expires` from now: hours (`72h`) or days (`3d`), at most 30 days.
 * @param {string} text
 */
function planExpiry(text) {
  const match = /^(\d+)(h|d)$/.exec(text.trim());
  const hours = match ? Number(match[1]) * (match[2] === 'd' ? 24 : 1) : NaN;
  if (!(hours >= 1 && hours <= 30 * 24))
    throw new Error(`--plan-expires ${text}: a number of hours or days, from 1h to 30d (72h by default).`);
  return new Date(Date.now() + hours * 3_600_000);
}

/**
 * Publishes a build as a canary with a plan (docs/decisions/061): every
 * stage's pointer and the abort's, signed now, in the plan file; the first
 * stage's pointer on the host. The judge moves on by publishing the next
 * one as it is, and aborts by publishing the abort, the highest sequence.
 * The plan expires at the time signed with each pointer (decision 075).
 * @param {{ app: string, remoteDir: string, pointerFile: string, pointer: import('@gfm/release/pointer').ReleasePointer | undefined, stagesText: string, expiresText: string, from: string, privateKey: import('node:crypto').KeyObject, firstSequence: number }} options
 */
function releaseWithPlan({
  app,
  remoteDir,
  pointerFile,
  pointer,
  stagesText,
  expiresText,
  from,
  privateKey,
  firstSequence,
}) {
  if (!pointer) throw new Error(`${app} has no current release yet: release it before a canary.`);
  const stages = stagesText.split(',').map((part) => Number(part.trim()));
  const stagesError = planStagesError(stages);
  if (stagesError) throw new Error(`--canary-plan ${stagesText}: ${stagesError.message}`);
  const expires = planExpiry(expiresText);
  const version = publish(from, remoteDir);
  const { pointers, abort } = planPointers(
    { current: pointer.current, previous: [...new Set(pointer.previous ?? [])].slice(0, KEEP_VERSIONS) },
    version,
    stages,
    firstSequence,
    expires,
  );
  /** @param {import('@gfm/release/plan').PlannedPointer} planned */
  const sign = (planned) => {
    const manifests = Object.fromEntries(
      [planned.current, planned.canary?.version]
        .filter((name) => name !== undefined)
        .map((name) => [name, checkedManifestHash(remoteDir, name)]),
    );
    return signPointer(app, { ...planned, manifests }, privateKey);
  };
  const plan = {
    remote: app,
    current: pointer.current,
    canary: version,
    stages,
    signedAt: new Date().toISOString(),
    expires: expires.toISOString(),
    pointers: pointers.map(sign),
    abort: sign(abort),
  };
  // The plan first: a judge that sees the first stage's pointer finds its plan there.
  writeWhole(path.join(remoteDir, PLAN_FILE), plan);
  fs.rmSync(path.join(remoteDir, HOLD_FILE), { force: true });
  const [firstStage] = plan.pointers;
  if (!firstStage) throw new Error('a canary plan needs a first stage');
  writeWhole(pointerFile, firstStage);
  prune(remoteDir, firstStage);
  return {
    app,
    dir: remoteDir,
    canary: { version, percent: stages[0] },
    plan: stages,
    expires: expires.toISOString(),
    sequences: { stages: plan.pointers.map((one) => one.sequence), abort: plan.abort.sequence },
  };
}

/** Where a team's private keys live by default: outside any working copy. */
const defaultKeysDir = () => process.env.RELEASE_KEYS_DIR || path.join(os.homedir(), '.config/gfm/release-keys');

/**
 * Writes a new Ed25519 key pair's private key (PKCS #8 PEM, readable by its
 * owner only) and returns the public key as the shell's settings take it.
 * @param {string} file
 */
export function createReleaseKey(file) {
  if (fs.existsSync(file)) throw new Error(`${file} exists: a key is never overwritten (move it away to replace it).`);
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const { privateKey, publicKey } = crypto.generateKeyPairSync('ed25519');
  fs.writeFileSync(file, privateKey.export({ format: 'pem', type: 'pkcs8' }), { mode: 0o600, flag: 'wx' });
  return publicKeyText(publicKey);
}

/** @param {string} file */
function readPrivateKey(file) {
  if (!fs.existsSync(file))
    throw new Error(
      `No signing key at ${file}: make one with \`npm run release -- keygen <remote>\`, or name it with --key FILE.`,
    );
  if ((fs.statSync(file).mode & 0o077) !== 0) throw new Error(`${file} is readable by others: chmod 600 it.`);
  return crypto.createPrivateKey(fs.readFileSync(file));
}

/**
 * The version's files as its manifest lists them, each checked: a pointer is
 * never signed over a version that changed on the host since it was published.
 * @param {string} remoteDir
 * @param {string} version
 * @returns {string} the manifest's own hash, for the pointer
 */
function checkedManifestHash(remoteDir, version) {
  const folder = path.join(remoteDir, version);
  const file = path.join(folder, RELEASE_MANIFEST_FILE);
  if (!fs.existsSync(file))
    throw new Error(
      `${version} has no ${RELEASE_MANIFEST_FILE} (published before releases were signed): publish its build again.`,
    );
  const bytes = fs.readFileSync(file);
  const manifest = parseReleaseManifest(bytes.toString('utf8'));
  if (manifest instanceof Error) throw new Error(`${file}: ${manifest.message}`);
  const listed = new Set(Object.keys(manifest.files));
  for (const name of filesOf(folder)) {
    if (name === RELEASE_MANIFEST_FILE) continue;
    if (!listed.has(name))
      throw new Error(`${version}/${name} is not in its release manifest: the version changed after it was published.`);
    listed.delete(name);
    if (integrityOf(fs.readFileSync(path.join(folder, name))) !== manifest.files[name])
      throw new Error(`${version}/${name} is not the file that was published.`);
  }
  if (listed.size > 0) throw new Error(`${version} lacks ${[...listed].join(', ')}.`);
  return integrityOf(bytes);
}

/** Every file under a folder, as paths relative to it with `/`, sorted. @param {string} dir */
function filesOf(dir) {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** A hash of the files that make a build what it is (its manifest names every chunk by content). @param {string} from */
export function buildHash(from) {
  const hash = crypto.createHash('sha256');
  for (const file of ['mf-manifest.json', 'remoteEntry.js', 'server/remoteEntry.js'])
    hash.update(fs.readFileSync(path.join(from, file)));
  return hash.digest('hex').slice(0, 8);
}

/** Gives everyone read access to a folder's tree (and its folders' listing), as a static host needs. @param {string} dir */
function readableByAll(dir) {
  fs.chmodSync(dir, 0o755);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) readableByAll(file);
    else fs.chmodSync(file, 0o644);
  }
}

/** @param {Date} date */
const stamp = (date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');

/**
 * Copies a build into a new version folder (its media into the shared media folder) and returns the version.
 * @param {string} from
 * @param {string} remoteDir
 */
function publish(from, remoteDir) {
  for (const required of ['mf-manifest.json', 'remoteEntry.js', 'server/remoteEntry.js']) {
    if (!fs.existsSync(path.join(from, required)))
      throw new Error(`${from} is not a production build of a remote: ${required} is missing (npm run build).`);
  }
  const base = `${stamp(new Date())}-${buildHash(from)}`;
  let version = base;
  for (let suffix = 2; fs.existsSync(path.join(remoteDir, version)); suffix += 1) version = `${base}-${suffix}`;
  const staging = path.join(remoteDir, `.${version}.partial`);
  fs.rmSync(staging, { recursive: true, force: true });
  fs.cpSync(from, staging, { recursive: true, filter: (source) => path.relative(from, source) !== MEDIA_DIR });
  // The media: named by their content, so a file already there is this file.
  const media = path.join(from, MEDIA_DIR);
  if (fs.existsSync(media)) {
    const target = path.join(remoteDir, MEDIA_DIR);
    fs.mkdirSync(target, { recursive: true });
    for (const name of fs.readdirSync(media)) {
      if (fs.existsSync(path.join(target, name))) continue;
      fs.copyFileSync(path.join(media, name), path.join(target, name));
      fs.chmodSync(path.join(target, name), 0o644);
    }
  }
  // Every file's hash, browser and server builds alike, in the version itself; the pointer signs this file's hash.
  const files = Object.fromEntries(
    filesOf(staging).map((name) => [name, integrityOf(fs.readFileSync(path.join(staging, name)))]),
  );
  fs.writeFileSync(
    path.join(staging, RELEASE_MANIFEST_FILE),
    `${JSON.stringify({ remote: path.basename(remoteDir), version, files }, null, 2)}\n`,
  );
  // Readable by the web server whatever the build's folder allowed (a
  // temporary folder is the owner's only), then the version appears whole.
  readableByAll(staging);
  fs.renameSync(staging, path.join(remoteDir, version));
  return version;
}

/**
 * Removes versions beyond the ten newest that the pointer does not name.
 * @param {string} remoteDir
 * @param {import('@gfm/release/pointer').ReleasePointer} pointer
 */
function prune(remoteDir, pointer) {
  const named = new Set([pointer.current, pointer.canary?.version, ...(pointer.previous ?? [])].filter(Boolean));
  const versions = publishedVersions(remoteDir);
  for (const version of versions.slice(0, Math.max(0, versions.length - KEEP_VERSIONS))) {
    if (!named.has(version)) fs.rmSync(path.join(remoteDir, version), { recursive: true, force: true });
  }
}

/** The versions published in a remote's folder, oldest first. @param {string} remoteDir */
function publishedVersions(remoteDir) {
  if (!fs.existsSync(remoteDir)) return [];
  return fs
    .readdirSync(remoteDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && isVersion(entry.name) && entry.name !== MEDIA_DIR)
    .map((entry) => entry.name)
    .sort();
}

/**
 * @param {'release' | 'rollback'} command
 * @param {string[]} args
 */
export function run(command, args) {
  const { positional, options } = parseArgs(args);
  if (command === 'release' && positional[0] === 'keygen') {
    const app = appByName(positional[1] ?? '');
    if (!app.remote) throw new Error(`${app.name} is not a remote: only remotes' releases are signed.`);
    const file = path.resolve(
      String(options.key ?? path.join(String(options.keys ?? defaultKeysDir()), `${app.name}.pem`)),
    );
    if (!path.relative(rootDir, file).startsWith('..'))
      throw new Error(
        `${file} is inside the repository: keep the private key out of it (--keys DIR or RELEASE_KEYS_DIR).`,
      );
    const publicKey = createReleaseKey(file);
    return {
      app: app.name,
      privateKey: file,
      publicKey,
      setting: `REMOTE_${app.name.replace('remote-', '').toUpperCase()}_PUBLIC_KEY=${publicKey}`,
    };
  }
  const app = appByName(positional[0] ?? '');
  if (!app.remote) throw new Error(`${app.name} is not a remote: the shell is deployed as a server (README).`);
  const dir = path.resolve(String(options.dir ?? process.env.RELEASES_DIR ?? path.join(rootDir, '.releases')));
  const remoteDir = path.join(dir, app.name);
  const pointerFile = path.join(remoteDir, POINTER_FILE);
  fs.mkdirSync(remoteDir, { recursive: true });

  if (options.status) {
    const pointer = readPointer(pointerFile);
    const versions = publishedVersions(remoteDir);
    const plan = readPlan(remoteDir);
    const position = plan && pointer ? planPosition(plan, JSON.parse(fs.readFileSync(pointerFile, 'utf8'))) : undefined;
    const { file, decisions } = lastDecisions(app.name, dir, options.decisions);
    return {
      app: app.name,
      dir: remoteDir,
      current: pointer?.current,
      canary: pointer?.canary,
      previous: pointer?.previous ?? [],
      sequence: pointer?.sequence,
      published: versions,
      plan: plan && {
        canary: plan.canary,
        stages: plan.stages,
        position,
        stage: position?.kind === 'stage' ? `${plan.stages[position.step]} %` : position?.kind,
        expires: plan.expires,
        expired: plan.expires === undefined || !(Date.parse(plan.expires) > Date.now()),
        held: fs.existsSync(path.join(remoteDir, HOLD_FILE)),
      },
      judge: { decisions: file, last: decisions },
    };
  }

  // A person's hold: the judge reads it before every look and publishes nothing while it is there.
  if (options.hold || options.resume) {
    const file = path.join(remoteDir, HOLD_FILE);
    if (options.hold) writeWhole(file, { held: true, since: new Date().toISOString() });
    else fs.rmSync(file, { force: true });
    return { app: app.name, dir: remoteDir, held: Boolean(options.hold) };
  }

  // A CI job's secret holds the key itself (RELEASE_KEY, the PEM text); a person's machine, a file outside the repository.
  const keyText = options.key === undefined && options.keys === undefined ? process.env.RELEASE_KEY : undefined;
  const privateKey = keyText
    ? crypto.createPrivateKey(keyText)
    : readPrivateKey(
        path.resolve(String(options.key ?? path.join(String(options.keys ?? defaultKeysDir()), `${app.name}.pem`))),
      );
  const trusted = [
    crypto.createPublicKey(privateKey),
    ...(typeof options['rotated-from'] === 'string' ? [publicKeyFromText(options['rotated-from'])] : []),
  ];
  const pointer = readTrustedPointer(app.name, pointerFile, trusted);
  // Above the pointer on the host, above every pointer signed before it (the clock, in ms: an older
  // pointer someone put back on the host must not make this one's number one the servers have already
  // taken), and above a plan's abort: a person's release, promotion or rollback ends the plan.
  const nextSequence = Math.max(
    (pointer?.sequence ?? 0) + 1,
    Date.now(),
    (readPlan(remoteDir)?.abort?.sequence ?? 0) + 1,
  );
  if (command === 'release' && options['canary-plan'] !== undefined && !options.promote) {
    return releaseWithPlan({
      app: app.name,
      remoteDir,
      pointerFile,
      pointer,
      stagesText: String(options['canary-plan']),
      expiresText: String(options['plan-expires'] ?? PLAN_EXPIRES),
      from: path.resolve(String(options.from ?? path.join(rootDir, app.dir, 'dist'))),
      privateKey,
      firstSequence: nextSequence,
    });
  }

  /** @type {import('@gfm/release/pointer').ReleasePointer} */
  let next;
  if (command === 'rollback') {
    if (!pointer) throw new Error(`${app.name} has no release to roll back from.`);
    // A plan's canary out: rolling back takes the canary away and keeps the current version (as the abort would).
    const plan = readPlan(remoteDir);
    const atStage = plan && planPosition(plan, JSON.parse(fs.readFileSync(pointerFile, 'utf8'))).kind === 'stage';
    if (atStage && typeof options.to !== 'string') next = { current: pointer.current, previous: pointer.previous };
    else {
      const target = typeof options.to === 'string' ? options.to : pointer.previous?.[0];
      if (!target || !isVersion(target) || !fs.existsSync(path.join(remoteDir, target)))
        throw new Error(`No published version ${target ?? 'before the current one'} of ${app.name}.`);
      next = {
        current: target,
        previous: [
          pointer.current,
          ...(pointer.previous ?? []).filter((version) => version !== target && version !== pointer.current),
        ],
      };
    }
  } else if (options.promote) {
    if (!pointer?.canary) throw new Error(`${app.name} has no canary to promote.`);
    next = { current: pointer.canary.version, previous: [pointer.current, ...(pointer.previous ?? [])] };
  } else {
    const from = path.resolve(String(options.from ?? path.join(rootDir, app.dir, 'dist')));
    const percent = options.canary === undefined ? undefined : Number(options.canary);
    // The front draws visitors' bands on a fixed ladder (decision 058): a canary's share is one of its steps.
    if (percent !== undefined && !isOnLadder(percent))
      throw new Error(`--canary takes a percent of visitors on the ladder: ${CANARY_LADDER.join(', ')}.`);
    if (percent !== undefined && !pointer)
      throw new Error(`${app.name} has no current release yet: release it before a canary.`);
    const version = publish(from, remoteDir);
    if (percent !== undefined && pointer) {
      // A canary by hand is no step of a plan: the pointer before it may have been one.
      const { plan: _plan, ...before } = pointer;
      next = { ...before, canary: { version, percent } };
    } else {
      next = { current: version, previous: pointer ? [pointer.current, ...(pointer.previous ?? [])] : [] };
    }
  }
  next.previous = [...new Set(next.previous ?? [])].slice(0, KEEP_VERSIONS);
  next.sequence = nextSequence;
  next.manifests = Object.fromEntries(
    [next.current, next.canary?.version]
      .filter((version) => version !== undefined)
      .map((version) => [version, checkedManifestHash(remoteDir, version)]),
  );
  writePointer(app.name, pointerFile, next, privateKey);
  prune(remoteDir, next);
  const { manifests: _manifests, ...shown } = next;
  return { app: app.name, dir: remoteDir, ...shown };
}
