// @ts-check
/**
 * npm run serve: the production build on this machine, each app on its own
 * port as it would be deployed: the shell's production server (server
 * rendering, `shell/dist/server/main.js`), each remote's build on a static
 * host of its own (`serve-remote.mjs`), and the local services on :4000,
 * each a process of its own. Run `npm run build` first.
 *
 * Every page checks every chunk against the hashes its build holds
 * (docs/decisions/048). `npm run serve -- --signed` checks the rest as the
 * deployed site does: each remote's build is released (signed) into
 * `.serve/releases` with a throwaway key of this working copy's own
 * (`.serve/keys`, git-ignored, made on first use: never a team's key), and
 * the shell's server runs only what those keys signed.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { apps, appByName, movedRemoteUrls, portOf, rootDir } from './lib/apps.mjs';
import { runTogether } from './lib/processes.mjs';
import { SERVER_NODE_FLAGS } from '@gfm/shell/server/node-flags';
import { CONFIG_ENV } from '@gfm/shared/config/environment';
import { publicKeyText } from '@gfm/release/signature';
import { publicKeyVariable } from '@gfm/shell/server/settings';
import { parsePointer, POINTER_FILE } from '@gfm/release/pointer';
import { buildHash, createReleaseKey, run as release } from '@gfm/release/command';

const withServices = !process.argv.includes('--no-services');
const signed = process.argv.includes('--signed');
/** The signed mode's state: throwaway keys, releases, the shell's last pointers taken (git-ignored). */
const SERVE_DIR = path.join(rootDir, '.serve');

/**
 * Releases each remote's build with this working copy's throwaway key (a
 * build already released is not copied again) and returns the shell's
 * settings and each static host's folder.
 */
function releaseSigned() {
  const keysDir = path.join(SERVE_DIR, 'keys');
  const releasesDir = path.join(SERVE_DIR, 'releases');
  const host = process.env[CONFIG_ENV.host] || 'localhost';
  /** @type {Record<string, string>} */
  const env = { SHELL_STATE_DIR: path.join(SERVE_DIR, 'shell') };
  /** @type {Record<string, string>} */
  const folders = {};
  for (const app of apps) {
    if (!app.remote) continue;
    const keyFile = path.join(keysDir, `${app.name}.pem`);
    if (!fs.existsSync(keyFile)) createReleaseKey(keyFile);
    const pointerFile = path.join(releasesDir, app.name, POINTER_FILE);
    const pointer = fs.existsSync(pointerFile) ? parsePointer(fs.readFileSync(pointerFile, 'utf8')) : undefined;
    const built = buildHash(path.join(rootDir, app.dir, 'dist'));
    if (!pointer || pointer instanceof Error || !pointer.current.includes(`-${built}`))
      release('release', [app.name, '--dir', releasesDir, '--keys', keysDir]);
    folders[app.name] = path.join(releasesDir, app.name);
    env[CONFIG_ENV.remotes[app.remote]] = `http://${host}:${portOf(app)}/${POINTER_FILE}`;
    env[publicKeyVariable(app.remote)] = publicKeyText(crypto.createPublicKey(fs.readFileSync(keyFile)));
  }
  return { env, folders };
}

for (const app of apps) {
  const built = path.join(rootDir, app.dir, 'dist', app.remote ? 'server/remoteEntry.js' : 'server/main.js');
  if (!fs.existsSync(built)) {
    console.error(
      `${app.name} has no production build (${path.relative(rootDir, built)} is missing): run \`npm run build\` first.`,
    );
    process.exit(1);
  }
}

const shell = appByName('shell');
const remoteUrls = movedRemoteUrls(process.env);
const releases = signed ? releaseSigned() : { env: {}, folders: {} };
runTogether([
  {
    name: shell.name,
    command: process.execPath,
    args: [...SERVER_NODE_FLAGS, '--enable-source-maps', path.join(rootDir, 'shell/dist/server/main.js')],
    cwd: rootDir,
    env: {
      ...remoteUrls,
      ...releases.env,
      SHELL_PORT: String(portOf(shell)),
      SHELL_HOST: process.env.SHELL_HOST ?? 'localhost',
      // Every visitor of this machine has its one address: what one address may add to the field data in an hour
      // (decision 075) is the production topology's to show, not this run's (the end-to-end tests' visitors).
      FIELD_NEW_SEEDS_PER_ADDRESS: '1000000',
      FIELD_NEW_SEEDS_PER_NETWORK: '1000000',
      FIELD_SEEDS_PER_ADDRESS: '1000000',
    },
  },
  ...apps
    .filter((app) => app.remote)
    .map((app) => ({
      name: app.name,
      command: process.execPath,
      args: [
        '--import',
        'tsx',
        path.join(rootDir, 'scripts/serve-remote.mjs'),
        app.name,
        ...[releases.folders[app.name]].filter((folder) => folder !== undefined),
      ],
      cwd: rootDir,
      env: remoteUrls,
    })),
  ...(withServices
    ? [
        {
          name: 'services',
          command: process.execPath,
          // Node runs the server itself (tsx only as a loader), so stopping it stops the server.
          args: ['--import', 'tsx', 'src/server.ts'],
          cwd: path.join(rootDir, 'stand-ins'),
        },
      ]
    : []),
]);
