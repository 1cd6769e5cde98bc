// @ts-check
/**
 * npm run bench:server — the shell's production server under load, beside
 * nginx from Debian serving the very same bytes, in the same run:
 *
 * - documents a second for a page at 50 connections (autocannon, gzip as a
 *   browser asks), and the 99th percentile of their latency, for the server
 *   and for nginx, taken in turns (nginx, server, nginx, server), and the
 *   server's share of nginx's rate;
 * - the server's memory (resident set) before and after 20,000 distinct
 *   unknown paths of 8 KB each.
 *
 *   node --import tsx scripts/bench-server.mjs [--path /gfm43] [--seconds 10] [--connections 50]
 *
 * It starts its own shell server (port 3190) and nginx (port 3191); the
 * remotes and services come from `npm run serve` (started here if nothing
 * answers on :3000). Writes reports/bench-server.json.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error autocannon ships no types
import autocannon from 'autocannon';
import { rootDir } from './lib/apps.mjs';
import { ensureServing } from './lib/ensure-serving.mjs';
import { SERVER_NODE_FLAGS } from '@gfm/shell/server/node-flags';

const args = process.argv.slice(2);
/** @param {string} name @param {string} fallback */
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index === -1 ? fallback : (args[index + 1] ?? fallback);
};
const pagePath = option('--path', '/gfm43');
const seconds = Number(option('--seconds', '10'));
const connections = Number(option('--connections', '50'));
const SERVER_PORT = 3190;
const NGINX_PORT = 3191;
const UNKNOWN_PATHS = 20_000;

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** @param {string} url */
async function waitFor(url) {
  for (let tries = 0; tries < 200; tries += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    await sleep(100);
  }
  throw new Error(`${url} did not answer`);
}

/** Resident memory of a process, in MB. @param {number} pid */
function rssOf(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

/** @param {string} url */
function load(url) {
  return autocannon({ url, connections, duration: seconds, headers: { 'accept-encoding': 'gzip' } });
}

if (spawnSync('nginx', ['-v']).error) {
  console.error('bench:server compares with nginx: install it first (apt-get install -y nginx).');
  process.exit(1);
}

const stopServing = await ensureServing({ services: true });
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'gfm-bench-server-'));
// nginx's workers run as another user when it is started as root: they must be able to read the page.
fs.chmodSync(work, 0o755);
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(rootDir, 'shell/dist/server/main.js')], {
  env: { ...process.env, SHELL_PORT: String(SERVER_PORT), SHELL_LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
/** @type {import('node:child_process').ChildProcess | undefined} */
let nginx;
try {
  const serverUrl = `http://localhost:${SERVER_PORT}${pagePath}`;
  await waitFor(`http://localhost:${SERVER_PORT}/readyz`);
  // The page as the server sends it, identity and gzip, for nginx to serve as it is.
  const plain = Buffer.from(
    await (await fetch(serverUrl, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer(),
  );
  const gzipped = await new Promise((resolve, reject) =>
    import('node:http').then(({ get }) =>
      get(serverUrl, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
        /** @type {Buffer[]} */
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => resolve(Buffer.concat(chunks)));
        response.on('error', reject);
      }).on('error', reject),
    ),
  );
  fs.writeFileSync(path.join(work, 'page.html'), plain);
  fs.writeFileSync(path.join(work, 'page.html.gz'), /** @type {Buffer} */ (gzipped));
  fs.writeFileSync(
    path.join(work, 'nginx.conf'),
    `worker_processes auto;
daemon off;
pid ${work}/nginx.pid;
error_log stderr warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${work}/body;
  proxy_temp_path ${work}/proxy;
  fastcgi_temp_path ${work}/fastcgi;
  uwsgi_temp_path ${work}/uwsgi;
  scgi_temp_path ${work}/scgi;
  server {
    listen ${NGINX_PORT};
    location / {
      root ${work};
      default_type text/html;
      gzip_static on;
      add_header Cache-Control no-cache;
      try_files /page.html =404;
    }
  }
}
`,
  );
  nginx = spawn('nginx', ['-c', path.join(work, 'nginx.conf'), '-p', work], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const nginxUrl = `http://localhost:${NGINX_PORT}${pagePath}`;
  await waitFor(nginxUrl);

  const serverPid = /** @type {number} */ (server.pid);
  // Warm both, then take turns so that both meet the same machine.
  await autocannon({ url: serverUrl, connections, duration: 3 });
  await autocannon({ url: nginxUrl, connections, duration: 3 });
  /** @type {{ target: string, round: number, perSecond: number, p99: number, non2xx: number, errors: number }[]} */
  const rounds = [];
  for (const round of [1, 2]) {
    for (const [target, url] of /** @type {const} */ ([
      ['nginx', nginxUrl],
      ['server', serverUrl],
    ])) {
      const result = await load(url);
      rounds.push({
        target,
        round,
        perSecond: Math.round(result.requests.average),
        p99: result.latency.p99,
        non2xx: result.non2xx,
        errors: result.errors,
      });
    }
  }
  const mean = (/** @type {string} */ target, /** @type {'perSecond' | 'p99'} */ key) => {
    const values = rounds.filter((row) => row.target === target).map((row) => row[key]);
    return values.reduce((sum, value) => sum + value, 0) / values.length;
  };

  // Memory: 20,000 distinct paths that are no page, 8 KB each, 50 at a time.
  await sleep(2000);
  const before = rssOf(serverPid);
  let next = 0;
  let notFound = 0;
  const filler = 'x'.repeat(8 * 1024 - 40);
  await Promise.all(
    Array.from({ length: 50 }, async () => {
      while (next < UNKNOWN_PATHS) {
        const index = next;
        next += 1;
        const response = await fetch(`http://localhost:${SERVER_PORT}/gfm43/${index}-${filler}`);
        await response.arrayBuffer();
        if (response.status === 404) notFound += 1;
      }
    }),
  );
  await sleep(3000);
  const after = rssOf(serverPid);

  const report = {
    path: pagePath,
    connections,
    seconds,
    bytes: { identity: plain.length, gzip: /** @type {Buffer} */ (gzipped).length },
    rounds,
    server: { perSecond: Math.round(mean('server', 'perSecond')), p99: mean('server', 'p99') },
    nginx: { perSecond: Math.round(mean('nginx', 'perSecond')), p99: mean('nginx', 'p99') },
    ratio: Number((mean('server', 'perSecond') / mean('nginx', 'perSecond')).toFixed(3)),
    memory: {
      unknownPaths: UNKNOWN_PATHS,
      answered404: notFound,
      beforeMb: Number(before.toFixed(1)),
      afterMb: Number(after.toFixed(1)),
      grewMb: Number((after - before).toFixed(1)),
    },
  };
  console.table(rounds);
  console.table([
    { target: 'server', 'documents/s': report.server.perSecond, 'p99 ms': report.server.p99 },
    { target: 'nginx', 'documents/s': report.nginx.perSecond, 'p99 ms': report.nginx.p99 },
  ]);
  console.log(`server / nginx: ${report.ratio}`);
  console.log(
    `memory: ${report.memory.beforeMb} MB -> ${report.memory.afterMb} MB after ${UNKNOWN_PATHS} unknown paths (${notFound} answered 404)`,
  );
  fs.mkdirSync(path.join(rootDir, 'reports'), { recursive: true });
  fs.writeFileSync(path.join(rootDir, 'reports/bench-server.json'), `${JSON.stringify(report, null, 2)}\n`);
} finally {
  nginx?.kill('SIGQUIT');
  server.kill('SIGTERM');
  stopServing();
  fs.rmSync(work, { recursive: true, force: true });
}
