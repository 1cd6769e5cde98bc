// @ts-check
/**
 * npm run bench:query-variants — what ad-click parameters cost the shell's
 * server (decision 039): `--requests` requests for one page, each with its own
 * random `utm_*`, `fbclid` or `gclid`, as links from ads and mail arrive.
 * Prints the server's resident memory before and after, the time taken, and
 * how many pages it rendered (its `rendered` log lines, at level debug).
 *
 *   node --import tsx scripts/bench-query-variants.mjs [--path /gfm43] [--requests 20000] [--connections 8]
 *     [--server shell/dist/server/main.js] [--port 3190] [--no-serve]
 *
 * It starts its own shell server (`--port`, 3190) from `--server`; the remotes and
 * services come from `npm run serve` (started here if nothing answers on
 * :3000), or, with `--no-serve`, from wherever `REMOTE_*_URL` and
 * `SERVICES_URL` say.
 */
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
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
const requests = Number(option('--requests', '20000'));
const connections = Number(option('--connections', '8'));
const serverEntry = path.resolve(option('--server', path.join(rootDir, 'shell/dist/server/main.js')));
const SERVER_PORT = Number(option('--port', '3190'));

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resident memory of a process, in MB. @param {number} pid */
function rssOf(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

/** A query string as an ad click writes it: one to three tracking parameters with random values. */
function trackingQuery() {
  const names = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term', 'fbclid', 'gclid'];
  const picked = names.filter(() => Math.random() < 0.4);
  if (picked.length === 0) picked.push('fbclid');
  return `?${picked.map((name) => `${name}=${crypto.randomBytes(9).toString('base64url')}`).join('&')}`;
}

const stopServing = args.includes('--no-serve') ? () => undefined : await ensureServing({ services: true });
let rendered = 0;
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, serverEntry], {
  env: { ...process.env, SHELL_PORT: String(SERVER_PORT), SHELL_LOG_LEVEL: 'debug' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
let pending = '';
server.stdout?.on('data', (chunk) => {
  pending += String(chunk);
  const lines = pending.split('\n');
  pending = lines.pop() ?? '';
  for (const line of lines) if (line.includes('"msg":"rendered"')) rendered += 1;
});
try {
  const origin = `http://localhost:${SERVER_PORT}`;
  for (let tries = 0; ; tries += 1) {
    try {
      if ((await fetch(`${origin}/readyz`)).ok) break;
    } catch {
      // not yet
    }
    if (tries > 200) throw new Error('the shell server did not start');
    await sleep(100);
  }
  // The page itself once, so the remotes' code is loaded before the memory is read.
  await (await fetch(`${origin}${pagePath}`)).arrayBuffer();
  await sleep(500);
  const renderedBefore = rendered;
  const before = rssOf(/** @type {number} */ (server.pid));
  const started = performance.now();
  const statuses = new Map();
  let next = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next < requests) {
        next += 1;
        const response = await fetch(`${origin}${pagePath}${trackingQuery()}`, {
          headers: { 'accept-encoding': 'gzip' },
        });
        await response.arrayBuffer();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  await sleep(500);
  const after = rssOf(/** @type {number} */ (server.pid));
  console.log(
    JSON.stringify({
      path: pagePath,
      requests,
      connections,
      statuses: Object.fromEntries(statuses),
      seconds: Number(seconds.toFixed(1)),
      requestsPerSecond: Math.round(requests / seconds),
      renderedWarmUp: renderedBefore,
      rendered: rendered - renderedBefore,
      rssBeforeMb: Number(before.toFixed(1)),
      rssAfterMb: Number(after.toFixed(1)),
    }),
  );
} finally {
  server.kill('SIGTERM');
  stopServing();
}
