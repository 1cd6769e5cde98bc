// @ts-check
/**
 * The production topology on one machine (docs/decisions/030): Debian's nginx
 * as the front and as the remotes' static hosts, two shell servers, two
 * enquiry collectors on PostgreSQL, the content service; each remote
 * published as versioned releases. The same configuration files as
 * production (deploy/), rendered with this machine's ports. Used by
 * `npm run topology`, `npm run load:topology` and the topology tests.
 */
import { execFile, execFileSync, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { renderFile } from '../../../deploy/render.mjs';
import { SERVER_NODE_FLAGS } from '@gfm/shell/server/node-flags';
import { POINTER_FILE } from '@gfm/release/pointer';
import { apps, rootDir } from '../apps.mjs';
import { holdFile, holdServer, resumeServer } from '../held-servers.mjs';
import { startPostgres } from '../postgres.mjs';
import { createReleaseKey, run as releaseCommand } from '../../release.mjs';
import { publicKeyText } from '@gfm/release/signature';

const exec = promisify(execFile);

/** Ports that clash with neither `npm start` (3000-3003, 4000) nor the end-to-end tests (3100-3199). */
export const TOPOLOGY_PORTS = {
  front: 8080,
  frontTls: 8443,
  shells: [8101, 8102],
  statics: { 'remote-gfm43': 8201, 'remote-gfmpalam': 8202, 'remote-blog': 8203 },
  collectors: [8301, 8302],
  content: 8401,
  postgres: 8501,
};

const remoteApps = apps.filter((app) => app.remote);
const NGINX = '/usr/sbin/nginx';
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/**
 * nginx and PostgreSQL from Debian's packages, installed when missing (as
 * root, or with sudo); the brotli_static module when it can be.
 * @param {(line: string) => void} log
 */
export async function ensureDebianPackages(log) {
  const postgres = () => fs.existsSync('/usr/lib/postgresql') && fs.readdirSync('/usr/lib/postgresql').length > 0;
  const wanted = [
    ...(fs.existsSync(NGINX) ? [] : ['nginx']),
    ...(fs.existsSync(BROTLI_MODULE) ? [] : ['libnginx-mod-http-brotli-static']),
    ...(postgres() ? [] : ['postgresql']),
  ];
  if (wanted.length === 0) return;
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  const prefix = root ? [] : ['sudo', '-n'];
  log(`Installing Debian's ${wanted.join(', ')}…`);
  try {
    await exec(prefix[0] ?? 'apt-get', [...prefix.slice(1), ...(root ? [] : ['apt-get']), 'update', '-qq']);
    await exec(
      prefix[0] ?? 'apt-get',
      [...prefix.slice(1), ...(root ? [] : ['apt-get']), 'install', '-y', '-qq', ...wanted],
      { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } },
    );
  } catch (error) {
    // The brotli module is optional: the hosts then serve the gzip copies.
    if (!fs.existsSync(NGINX) || !postgres())
      throw new Error(`Install Debian's nginx and postgresql first (apt-get install ${wanted.join(' ')})`, {
        cause: error,
      });
  }
}

/**
 * @param {string} url
 * @param {number} timeoutMs
 */
async function waitFor(url, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A self-signed certificate for the front's TLS server block. @param {string} dir @param {string} host */
function certificate(dir, host) {
  const cert = path.join(dir, 'front.crt');
  const key = path.join(dir, 'front.key');
  if (!fs.existsSync(cert) || !fs.existsSync(key)) {
    fs.mkdirSync(dir, { recursive: true });
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-keyout',
        key,
        '-out',
        cert,
        '-days',
        '30',
        '-subj',
        '/CN=localhost',
        '-addext',
        `subjectAltName=IP:${host},DNS:localhost`,
      ],
      { stdio: 'ignore' },
    );
  }
  return { cert, key };
}

/**
 * @typedef {{ name: string, port: number, ready: string, command: string, args: string[], env: NodeJS.ProcessEnv }} ServerSpec
 * @typedef {{ spec: ServerSpec, child?: import('node:child_process').ChildProcess }} Managed
 */

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
  await ensureDebianPackages(log);
  for (const app of apps) {
    if (!fs.existsSync(path.join(rootDir, app.dir, 'dist', app.remote ? 'server/remoteEntry.js' : 'server/main.js'))) {
      throw new Error(`${app.name} has no production build: run npm run build first.`);
    }
  }
  const logs = path.join(dir, 'logs');
  const releasesDir = path.join(dir, 'releases');
  fs.mkdirSync(logs, { recursive: true });
  await stopLeftovers(dir);
  fs.rmSync(path.join(dir, 'held'), { recursive: true, force: true });

  const origin = `http://${host}:${TOPOLOGY_PORTS.front}`;
  const tlsOrigin = `https://${host}:${TOPOLOGY_PORTS.frontTls}`;
  const brotli = fs.existsSync(BROTLI_MODULE) ? 'brotli_static on;' : '';

  // The database.
  const database = await startPostgres({ dataDir: path.join(dir, 'postgres'), port: TOPOLOGY_PORTS.postgres, host });
  // Least privilege: the owner migrates (as a release step would), and the
  // collectors connect as a role that can only read and add enquiries.
  await exec(process.execPath, ['--import', 'tsx', path.join(rootDir, 'services/src/enquiries/cli.ts'), 'migrate'], {
    cwd: rootDir,
    env: { ...process.env, DATABASE_URL: database.url },
  });
  const collectorDatabaseUrl = await database.grantCollector();
  log(`PostgreSQL   ${database.url} (owner); collectors as ${collectorDatabaseUrl}`);

  // Each team's signing key (docs/decisions/042): made here on first start, in the topology's own
  // state folder (never committed), as a team's would be on its own machine.
  const keysDir = path.join(dir, 'keys');
  const publicKeys = Object.fromEntries(
    remoteApps.map((app) => {
      const file = path.join(keysDir, `${app.name}.pem`);
      const publicKey = fs.existsSync(file)
        ? publicKeyText(crypto.createPublicKey(fs.readFileSync(file)))
        : createReleaseKey(file);
      return [`REMOTE_${app.name.replace('remote-', '').toUpperCase()}_PUBLIC_KEY`, publicKey];
    }),
  );

  // Each remote published twice, as two releases of its team: the current one and the one before.
  for (const app of remoteApps) {
    if (!fs.existsSync(path.join(releasesDir, app.name, POINTER_FILE))) {
      releaseCommand('release', [app.name, '--dir', releasesDir, '--keys', keysDir]);
      releaseCommand('release', [app.name, '--dir', releasesDir, '--keys', keysDir]);
    }
  }

  // The remotes' static hosts: one nginx, a server block for each remote.
  const staticRun = path.join(dir, 'run/static');
  const staticSites = remoteApps.map((app) =>
    renderFile(path.join(rootDir, 'deploy/nginx/remote-host.conf.template'), path.join(staticRun, `${app.name}.conf`), {
      LISTEN: `${host}:${TOPOLOGY_PORTS.statics[/** @type {keyof typeof TOPOLOGY_PORTS.statics} */ (app.name)]}`,
      SERVER_NAME: `${app.name}.static.localhost`,
      RELEASES_DIR: releasesDir,
      APP: app.name,
      SHELL_ORIGIN: origin,
      BROTLI_STATIC: brotli,
    }),
  );
  const staticNginx = nginxInstance(
    staticRun,
    path.join(staticRun, 'sites.conf'),
    staticSites.map((site) => `include ${site};`).join('\n'),
  );
  await staticNginx.start();

  // The application servers.
  const site = {
    PUBLIC_SITE_URL: origin,
    SERVICES_URL: origin,
    ...Object.fromEntries(
      remoteApps.map((app) => [
        `REMOTE_${app.name.replace('remote-', '').toUpperCase()}_URL`,
        `${origin}/${app.name}/${POINTER_FILE}`,
      ]),
    ),
    ...publicKeys,
  };
  /** @type {Map<string, Managed>} */
  const managed = new Map();
  /** @param {ServerSpec} spec */
  const add = (spec) => managed.set(spec.name, { spec });
  TOPOLOGY_PORTS.shells.forEach((port, index) =>
    add({
      name: `shell-${index + 1}`,
      port,
      ready: `http://${host}:${port}/readyz`,
      command: process.execPath,
      args: [...SERVER_NODE_FLAGS, path.join(rootDir, 'shell/dist/server/main.js')],
      env: {
        ...site,
        SHELL_HOST: host,
        SHELL_PORT: String(port),
        SHELL_LOG_LEVEL: 'warn',
        SHELL_PAGE_SHARED_MAX_AGE_S: String(pageSharedMaxAgeS),
        // Each server's own: the last pointer it took of each remote, kept across its restarts.
        SHELL_STATE_DIR: path.join(dir, `shell-${index + 1}`),
      },
    }),
  );
  const siteOrigins = [
    origin,
    tlsOrigin,
    `http://localhost:${TOPOLOGY_PORTS.front}`,
    `https://localhost:${TOPOLOGY_PORTS.frontTls}`,
  ].join(',');
  TOPOLOGY_PORTS.collectors.forEach((port, index) =>
    add({
      name: `collector-${index + 1}`,
      port,
      ready: `http://${host}:${port}/health`,
      command: process.execPath,
      args: ['--import', 'tsx', path.join(rootDir, 'services/src/server.ts')],
      env: {
        SERVICES_ROLES: 'enquiries',
        SERVICES_HOST: host,
        SERVICES_PORT: String(port),
        DATABASE_URL: collectorDatabaseUrl,
        TRUSTED_PROXIES: 'loopback',
        SITE_ORIGINS: siteOrigins,
        ENQUIRY_RATE_PER_MINUTE: String(enquiriesPerMinute),
      },
    }),
  );
  add({
    name: 'content',
    port: TOPOLOGY_PORTS.content,
    ready: `http://${host}:${TOPOLOGY_PORTS.content}/health`,
    command: process.execPath,
    args: ['--import', 'tsx', path.join(rootDir, 'services/src/server.ts')],
    env: { SERVICES_ROLES: 'content', SERVICES_HOST: host, SERVICES_PORT: String(TOPOLOGY_PORTS.content) },
  });

  let stopping = false;

  /**
   * Starts a server and keeps it running: one that exits (killed, crashed)
   * is started again after a moment, as systemd's Restart=always would.
   * @param {string} name
   */
  async function start(name) {
    const entry = managed.get(name);
    if (!entry) throw new Error(`No server ${name} in the topology`);
    if (entry.child && entry.child.exitCode === null && entry.child.signalCode === null) return;
    const out = fs.openSync(path.join(logs, `${name}.log`), 'a');
    const child = spawn(entry.spec.command, entry.spec.args, {
      cwd: rootDir,
      env: { ...process.env, ...entry.spec.env },
      stdio: ['ignore', out, out],
    });
    fs.closeSync(out);
    entry.child = child;
    child.once('exit', (code, signal) => {
      if (stopping) return;
      log(`${name} stopped (${signal ?? `exit code ${code}`}); starting it again`);
      const again = () => {
        if (stopping) return;
        // Held (as `systemctl stop` would): started again once the hold is lifted.
        if (fs.existsSync(holdFile(dir, name))) return void setTimeout(again, 200);
        void start(name).catch((error) => log(`${name} could not start again: ${String(error)}`));
      };
      setTimeout(again, 300);
    });
    writePids();
    await waitFor(entry.spec.ready);
  }

  /**
   * Sends a server a signal (SIGKILL: it dies at once) and resolves when it has exited; it is then started again.
   * @param {string} name
   * @param {NodeJS.Signals} [signal]
   */
  async function kill(name, signal = 'SIGKILL') {
    const child = managed.get(name)?.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await exited;
  }

  /** What runs, for `npm run topology -- stop` after a run that could not stop, and for tests that kill a server. */
  function writePids() {
    const servers = Object.fromEntries([...managed].map(([name, { child }]) => [name, child?.pid]));
    fs.writeFileSync(
      path.join(dir, 'pids.json'),
      JSON.stringify({
        origin,
        tlsOrigin,
        shellOrigins: TOPOLOGY_PORTS.shells.map((port) => `http://${host}:${port}`),
        databaseUrl: database.url,
        collectorDatabaseUrl,
        releasesDir,
        keysDir,
        servers,
        pids: Object.values(servers).filter(Boolean),
        nginx: [staticRun, frontRun],
        postgres: database.dataDir,
      }),
    );
  }

  // The front, with the shell servers named (all of them, or the ones given).
  const frontRun = path.join(dir, 'run/front');
  const tls = certificate(path.join(dir, 'tls'), host);
  /** @param {number[]} shellPorts */
  const renderFront = (shellPorts) => {
    // nginx makes the page cache's folders, not the one above them.
    fs.mkdirSync(path.join(frontRun, 'cache'), { recursive: true });
    const locations = renderFile(
      path.join(rootDir, 'deploy/nginx/front-locations.conf.template'),
      path.join(frontRun, 'front-locations.conf'),
      {
        SHELL_DIST: path.join(rootDir, 'shell/dist'),
        BROTLI_STATIC: brotli,
        PAGE_BURST: pageBurst,
        ENQUIRY_BURST: enquiryBurst,
      },
    );
    return renderFile(path.join(rootDir, 'deploy/nginx/front.conf.template'), path.join(frontRun, 'front.conf'), {
      FRONT_CACHE_DIR: path.join(frontRun, 'cache'),
      PAGE_RATE: pageRate,
      ENQUIRY_RATE: enquiryRate,
      SHELL_SERVERS: shellPorts
        .map((port) => `  server ${host}:${port} max_conns=64 max_fails=3 fail_timeout=10s;`)
        .join('\n'),
      COLLECTOR_SERVERS: TOPOLOGY_PORTS.collectors
        .map((port) => `  server ${host}:${port} max_fails=1 fail_timeout=5s;`)
        .join('\n'),
      CONTENT_SERVERS: `  server ${host}:${TOPOLOGY_PORTS.content};`,
      REMOTE_UPSTREAMS: remoteApps
        .map(
          (app) =>
            `upstream ${app.name} {\n  server ${host}:${TOPOLOGY_PORTS.statics[/** @type {keyof typeof TOPOLOGY_PORTS.statics} */ (app.name)]};\n  keepalive 8;\n}`,
        )
        .join('\n\n'),
      FRONT_LISTEN: `${host}:${TOPOLOGY_PORTS.front}`,
      FRONT_TLS_LISTEN: `${host}:${TOPOLOGY_PORTS.frontTls}`,
      SERVER_NAME: 'localhost',
      HTTP_TO_HTTPS: '',
      TLS_CERT: tls.cert,
      TLS_KEY: tls.key,
      FRONT_LOCATIONS: locations,
    });
  };
  const frontNginx = nginxInstance(
    frontRun,
    path.join(frontRun, 'sites.conf'),
    `include ${renderFront(TOPOLOGY_PORTS.shells)};`,
  );

  writePids();
  await Promise.all([...managed.keys()].map(start));
  await frontNginx.start();
  await waitFor(`${origin}/gfm43`);
  log(`Front        ${origin} and ${tlsOrigin} (self-signed)`);
  log(`Shells       ${TOPOLOGY_PORTS.shells.map((port) => `${host}:${port}`).join(', ')}`);
  log(`Collectors   ${TOPOLOGY_PORTS.collectors.map((port) => `${host}:${port}`).join(', ')} (PostgreSQL)`);
  log(`Content      ${host}:${TOPOLOGY_PORTS.content}`);
  log(
    `Remotes      ${remoteApps.map((app) => `${origin}/${app.name}/${POINTER_FILE}`).join(', ')}; releases in ${releasesDir}`,
  );

  return {
    origin,
    tlsOrigin,
    host,
    /** The owner's address: migrations, the purge, and tests' SQL. */
    databaseUrl: database.url,
    /** The collectors' role's address (docs/decisions/041). */
    collectorDatabaseUrl,
    releasesDir,
    keysDir,
    names: [...managed.keys()],
    start,
    kill,
    /**
     * The front with only these shell servers (a reload: no request is dropped).
     * @param {number[]} shellPorts
     */
    async useShells(shellPorts) {
      renderFront(shellPorts);
      await frontNginx.reload();
    },
    /**
     * Stops a server and keeps it stopped until `resume` (SIGTERM: it finishes what it was answering).
     * @param {string} name
     */
    async hold(name) {
      holdServer(dir, name);
      await kill(name, 'SIGTERM');
    },
    /** Lets a held server start again, and waits until it answers. @param {string} name */
    async resume(name) {
      resumeServer(dir, name);
      const entry = managed.get(name);
      if (!entry) throw new Error(`No server ${name} in the topology`);
      await waitFor(entry.spec.ready);
    },
    /** Waits until a server answers again (after a kill). @param {string} name */
    async ready(name) {
      const entry = managed.get(name);
      if (!entry) throw new Error(`No server ${name} in the topology`);
      await waitFor(entry.spec.ready);
    },
    async stop() {
      stopping = true;
      await frontNginx.stop();
      await Promise.all([...managed.keys()].map((name) => kill(name, 'SIGTERM')));
      await staticNginx.stop();
      await database.stop();
      fs.rmSync(path.join(dir, 'pids.json'), { force: true });
    },
  };
}

/**
 * An nginx of the topology's own, from the main template.
 * @param {string} runDir
 * @param {string} sitesFile
 * @param {string} sites
 */
function nginxInstance(runDir, sitesFile, sites) {
  for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
    fs.mkdirSync(path.join(runDir, 'tmp', temp), { recursive: true });
  fs.writeFileSync(sitesFile, `${sites}\n`);
  const conf = renderFile(path.join(rootDir, 'deploy/nginx/nginx.conf.template'), path.join(runDir, 'nginx.conf'), {
    WORKER_PROCESSES: 2,
    RUN_DIR: runDir,
    SITES: sitesFile,
    LOAD_MODULES: fs.existsSync(BROTLI_MODULE) ? `load_module ${BROTLI_MODULE};` : '',
  });
  const args = ['-c', conf, '-p', runDir, '-e', path.join(runDir, 'error.log')];
  return {
    async start() {
      await exec(NGINX, [...args, '-t', '-q']);
      await exec(NGINX, args);
    },
    async reload() {
      await exec(NGINX, [...args, '-t', '-q']);
      await exec(NGINX, [...args, '-s', 'reload']);
      // The new workers take over within a moment.
      await new Promise((resolve) => setTimeout(resolve, 500));
    },
    async stop() {
      await exec(NGINX, [...args, '-s', 'quit']).catch(() => undefined);
      const pidFile = path.join(runDir, 'nginx.pid');
      for (let waited = 0; fs.existsSync(pidFile) && waited < 5000; waited += 100)
        await new Promise((resolve) => setTimeout(resolve, 100));
    },
  };
}

/** Stops what an earlier run that did not stop cleanly left behind, and waits until it has. @param {string} dir */
export async function stopLeftovers(dir) {
  const file = path.join(dir, 'pids.json');
  // pids.json names the servers; the databases and nginx instances are found
  // by their pid files too, for a run that failed before it wrote pids.json.
  const { pids = [] } = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
  const runs = path.join(dir, 'run');
  const nginx = fs.existsSync(runs) ? fs.readdirSync(runs).map((name) => path.join(runs, name)) : [];
  const postgres = path.join(dir, 'postgres');
  /** @param {number} pid @param {NodeJS.Signals} signal */
  const signal = (pid, signal) => {
    try {
      process.kill(pid, signal);
    } catch {
      // gone already
    }
  };
  for (const pid of pids) signal(pid, 'SIGKILL');
  /** @type {string[]} */
  const pidFiles = [];
  for (const runDir of nginx) pidFiles.push(path.join(runDir, 'nginx.pid'));
  if (postgres) pidFiles.push(path.join(postgres, 'postmaster.pid'));
  for (const pidFile of pidFiles) {
    if (!fs.existsSync(pidFile)) continue;
    const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
    signal(pid, pidFile.endsWith('postmaster.pid') ? 'SIGINT' : 'SIGQUIT');
    for (let waited = 0; waited < 15_000; waited += 100) {
      try {
        process.kill(pid, 0);
      } catch {
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  fs.rmSync(file, { force: true });
}
