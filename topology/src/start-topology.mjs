// @ts-check
/**
 * The production topology on one machine (docs/decisions/030): Debian's nginx
 * as the front and as the remotes' static hosts, two shell servers, two
 * enquiry collectors on PostgreSQL, the content service; each remote
 * published as versioned releases; Prometheus and its exporters watching it
 * all, and the operators' page (decision 060). The same configuration files as
 * production (deploy/), rendered with this machine's ports. Used by
 * `npm run topology`, `npm run load:topology` and the topology tests.
 *
 * Each part is a module of this folder: ports, Debian's packages, the
 * database, the teams' keys and releases, nginx (static hosts and front),
 * the Node servers and their supervisor, the state file, and stopping.
 */
import fs from 'node:fs';
import path from 'node:path';
import { POINTER_FILE } from '@gfm/release/pointer';
import { apps, rootDir } from '@gfm/webpack-config/apps';
import { startDatabase } from './database.mjs';
import { ensureDebianPackages } from './debian-packages.mjs';
import { grantJudge, judgeUser } from './judge-user.mjs';
import { front, staticHosts } from './nginx.mjs';
import { observabilitySpecs } from './observability.mjs';
import { TOPOLOGY_PORTS } from './ports.mjs';
import { serverSpecs } from './server-specs.mjs';
import { siteSeedKeys } from './seed-keys.mjs';
import { removeState, writeState } from './state-file.mjs';
import { stopLeftovers } from './stop-topology.mjs';
import { Supervisor } from './supervisor.mjs';
import { publishFirstReleases, remoteVariable, teamKeys } from './team-releases.mjs';
import { waitFor } from './wait-for.mjs';

export { TOPOLOGY_PORTS } from './ports.mjs';
export { stopLeftovers } from './stop-topology.mjs';

const remoteNames = apps.filter((app) => app.remote).map((app) => app.name);

/**
 * @typedef {{ dir?: string, host?: string, pageRate?: string, pageBurst?: number, enquiryRate?: string, enquiryBurst?: number, enquiriesPerMinute?: number, pageSharedMaxAgeS?: number, log?: (line: string) => void }} TopologyOptions
 */

/**
 * Starts the whole topology and resolves once every part answers; when a
 * part cannot start, stops the parts that did before it throws.
 * @param {TopologyOptions} [options]
 */
export async function startTopology(options = {}) {
  try {
    return await startParts(options);
  } catch (error) {
    await stopLeftovers(options.dir ?? path.join(rootDir, '.topology'));
    throw error;
  }
}

/** Every app built for production, or an error saying to build. */
function checkBuilt() {
  for (const app of apps) {
    if (!fs.existsSync(path.join(rootDir, app.dir, 'dist', app.remote ? 'server/remoteEntry.js' : 'server/main.js'))) {
      throw new Error(`${app.name} has no production build: run npm run build first.`);
    }
  }
}

/**
 * Debian's packages there, every app built, and the folder cleared of a topology left running.
 * @param {string} dir @param {(line: string) => void} log
 */
async function prepare(dir, log) {
  await ensureDebianPackages(log);
  checkBuilt();
  fs.mkdirSync(path.join(dir, 'logs'), { recursive: true });
  await stopLeftovers(dir, log);
  fs.rmSync(path.join(dir, 'held'), { recursive: true, force: true });
}

/**
 * The Node servers' specs, with the site's settings: the front's origins, the remotes' pointers and the teams' public keys.
 * @param {{ dir: string, host: string, origin: string, tlsOrigin: string, publicKeys: Record<string, string>, collectorDatabaseUrl: string, pageSharedMaxAgeS: number, enquiriesPerMinute: number, seedKeys: string, judgeUser?: { uid: number, gid: number, node: string } }} options
 */
function nodeServerSpecs({ origin, tlsOrigin, publicKeys, ...rest }) {
  const pointers = remoteNames.map((name) => [remoteVariable(name, 'URL'), `${origin}/${name}/${POINTER_FILE}`]);
  const site = { PUBLIC_SITE_URL: origin, SERVICES_URL: origin, ...Object.fromEntries(pointers), ...publicKeys };
  const siteOrigins = [
    origin,
    tlsOrigin,
    `http://localhost:${TOPOLOGY_PORTS.front}`,
    `https://localhost:${TOPOLOGY_PORTS.frontTls}`,
  ];
  return serverSpecs({ ...rest, site, siteOrigins });
}

/** @param {TopologyOptions} options */
async function startParts({
  dir = path.join(rootDir, '.topology'),
  host = process.env.TOPOLOGY_HOST ?? '127.0.0.1',
  pageRate = '50r/s',
  pageBurst = 100,
  enquiryRate = '30r/m',
  enquiryBurst = 10,
  enquiriesPerMinute = 5,
  // The front holds a page 5 s (production: 60 s), so a release shows on this machine within seconds.
  pageSharedMaxAgeS = 5,
  log = (line) => console.log(line),
} = {}) {
  await prepare(dir, log);
  const releasesDir = path.join(dir, 'releases');
  const keysDir = path.join(dir, 'keys');
  const origin = `http://${host}:${TOPOLOGY_PORTS.front}`;
  const tlsOrigin = `https://${host}:${TOPOLOGY_PORTS.frontTls}`;

  const { database, collectorDatabaseUrl, monitorDatabaseUrl } = await startDatabase({ dir, host, log });
  const publicKeys = teamKeys(keysDir, remoteNames);
  const seedKeys = siteSeedKeys(keysDir);
  publishFirstReleases(releasesDir, keysDir, remoteNames);
  // The judge may write its plans' pointers and its own state, nothing a person wrote (decision 075).
  const judge = judgeUser({ binDir: path.join(dir, 'bin'), log });
  if (judge) grantJudge({ releasesDir, stateDir: path.join(dir, 'judge'), remoteNames, user: judge });
  const staticRun = path.join(dir, 'run/static');
  const statics = staticHosts({ runDir: staticRun, host, origin, releasesDir, remoteNames });
  await statics.start();

  const specs = nodeServerSpecs({
    dir,
    host,
    origin,
    tlsOrigin,
    publicKeys,
    collectorDatabaseUrl,
    pageSharedMaxAgeS,
    enquiriesPerMinute,
    seedKeys,
    ...(judge ? { judgeUser: judge } : {}),
  });
  const frontRun = path.join(dir, 'run/front');
  const addresses = { origin, tlsOrigin, host, collectorDatabaseUrl, releasesDir, keysDir };
  const daemons = { nginx: [staticRun, frontRun], database };
  const state = () => stateOf(addresses, daemons, supervisor);
  const watchers = observabilitySpecs({ dir, host, monitorDatabaseUrl });
  const supervisor = new Supervisor({
    dir,
    specs: [...specs, ...watchers],
    log,
    onChange: () => writeState(dir, state()),
  });
  const frontNginx = front({
    runDir: frontRun,
    tlsDir: path.join(dir, 'tls'),
    host,
    remoteNames,
    pageRate,
    pageBurst,
    enquiryRate,
    enquiryBurst,
    seedKeys,
  });

  writeState(dir, state());
  await supervisor.startAll(specs.map((spec) => spec.name));
  await frontNginx.start();
  await waitFor(`${origin}/gfm43`);
  // The watchers once there is something to watch: the nginx exporter reads the front's status as it starts.
  await supervisor.startAll(watchers.map((spec) => spec.name));
  logAddresses(log, { ...addresses, pointers: remoteNames.map((name) => `${origin}/${name}/${POINTER_FILE}`) });
  return handleOf({ dir, ...addresses, database, supervisor, frontNginx, statics });
}

/**
 * The addresses of a started topology, for the operator.
 * @param {(line: string) => void} log
 * @param {{ origin: string, tlsOrigin: string, host: string, pointers: string[], releasesDir: string }} addresses
 */
function logAddresses(log, { origin, tlsOrigin, host, pointers, releasesDir }) {
  log(`Front        ${origin} and ${tlsOrigin} (self-signed)`);
  log(`Shells       ${TOPOLOGY_PORTS.shells.map((port) => `${host}:${port}`).join(', ')}`);
  log(`Collectors   ${TOPOLOGY_PORTS.collectors.map((port) => `${host}:${port}`).join(', ')} (PostgreSQL)`);
  log(`Content      ${host}:${TOPOLOGY_PORTS.content}`);
  log(`Prometheus   http://${host}:${TOPOLOGY_PORTS.prometheus} (internal)`);
  log(`Operators    http://${host}:${TOPOLOGY_PORTS.operators}/ (internal)`);
  log(`Remotes      ${pointers.join(', ')}; releases in ${releasesDir}`);
  log(`Judge        http://${host}:${TOPOLOGY_PORTS.judge}/decisions (canary plans, docs/mall-teams.md)`);
}

/**
 * What a caller holds of a started topology: its addresses, its servers (to kill, hold and resume), and stop.
 * @param {{ dir: string, origin: string, tlsOrigin: string, host: string, database: { url: string, stop: () => Promise<void> }, collectorDatabaseUrl: string, releasesDir: string, keysDir: string, supervisor: Supervisor, frontNginx: ReturnType<typeof front>, statics: ReturnType<typeof staticHosts> }} parts
 */
function handleOf({
  dir,
  origin,
  tlsOrigin,
  host,
  database,
  collectorDatabaseUrl,
  releasesDir,
  keysDir,
  supervisor,
  frontNginx,
  statics,
}) {
  return {
    origin,
    tlsOrigin,
    host,
    prometheusUrl: `http://${host}:${TOPOLOGY_PORTS.prometheus}`,
    /** The owner's address: migrations, the purge, and tests' SQL. */
    databaseUrl: database.url,
    /** The collectors' role's address (docs/decisions/041). */
    collectorDatabaseUrl,
    releasesDir,
    keysDir,
    names: supervisor.names,
    /** @param {string} name */
    start: (name) => supervisor.start(name),
    /** @param {string} name @param {NodeJS.Signals} [signal] */
    kill: (name, signal) => supervisor.kill(name, signal),
    /** @param {number[]} shellPorts */
    useShells: (shellPorts) => frontNginx.useShells(shellPorts),
    /** @param {string} name */
    hold: (name) => supervisor.hold(name),
    /** @param {string} name */
    resume: (name) => supervisor.resume(name),
    /** @param {string} name */
    ready: (name) => supervisor.ready(name),
    /** Stops the front, then the servers (none started again), the static hosts and the database. */
    async stop() {
      supervisor.stopRestarting();
      await frontNginx.stop();
      await supervisor.stopAll();
      await statics.stop();
      await database.stop();
      removeState(dir);
    },
  };
}

/**
 * What runs, for `npm run topology -- stop` and for tests that kill a server.
 * @param {{ origin: string, tlsOrigin: string, host: string, collectorDatabaseUrl: string, releasesDir: string, keysDir: string }} addresses
 * @param {{ nginx: string[], database: { url: string, dataDir: string } }} daemons
 * @param {Supervisor} supervisor
 */
function stateOf(
  { origin, tlsOrigin, host, collectorDatabaseUrl, releasesDir, keysDir },
  { nginx, database },
  supervisor,
) {
  const servers = supervisor.pids();
  return {
    origin,
    tlsOrigin,
    shellOrigins: TOPOLOGY_PORTS.shells.map((port) => `http://${host}:${port}`),
    prometheusUrl: `http://${host}:${TOPOLOGY_PORTS.prometheus}`,
    operatorsUrl: `http://${host}:${TOPOLOGY_PORTS.operators}`,
    databaseUrl: database.url,
    collectorDatabaseUrl,
    releasesDir,
    keysDir,
    supervisor: process.pid,
    servers,
    pids: Object.values(servers).filter((pid) => pid !== undefined),
    nginx,
    postgres: database.dataDir,
  };
}
