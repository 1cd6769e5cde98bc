// @ts-check
/**
 * npm run bench:metrics — whether the shell's `/metrics` stays bounded and
 * quick whatever visitors send (the targets: at most 2,000 series,
 * a scrape under 50 ms):
 *
 * - starts a production shell server (port 3192; the remotes and services
 *   from `npm run serve`, started here if nothing answers on :3000);
 * - sends 20,000 distinct unknown paths (at the site, in each mall, in the
 *   blog, with queries), then 1,000 malformed requests of every kind below,
 *   raw over TCP so nothing tidies them first;
 * - counts the series on `/metrics` before and after, and times 20 scrapes.
 *
 *   node --import tsx scripts/bench-metrics.mjs
 *
 * Writes reports/bench-metrics.md. Timings on a busy machine are upper bounds.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { rootDir } from './lib/apps.mjs';
import { ensureServing } from './lib/ensure-serving.mjs';
import { SERVER_NODE_FLAGS } from '@gfm/shell/server/node-flags';

const PORT = 3192;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const UNKNOWN_PATHS = 20_000;
const MALFORMED = 1_000;
const SCRAPES = 20;
const TARGET = { series: 2000, scrapeMs: 50 };

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** @param {string} url */
async function waitFor(url) {
  for (let tries = 0; tries < 300; tries += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    await sleep(100);
  }
  throw new Error(`${url} did not answer`);
}

/**
 * Requests a visitor (or a scanner) can send that are no page, each made
 * different by `index`: each kind is sent in turn, raw, as the bytes given.
 * @type {[string, (index: number) => string][]}
 */
const MALFORMED_KINDS = [
  ['broken percent-escape', (i) => `GET /gfm43/%E0%A4%A${i} HTTP/1.1\r\nHost: x\r\n\r\n`],
  ['empty segments', (i) => `GET //gfm43//x${i}// HTTP/1.1\r\nHost: x\r\n\r\n`],
  ['host-like path', (i) => `GET //[${i} HTTP/1.1\r\nHost: x\r\n\r\n`],
  ['absolute target', (i) => `GET http://evil.invalid/p${i} HTTP/1.1\r\nHost: x\r\n\r\n`],
  ['asterisk target', () => `GET * HTTP/1.1\r\nHost: x\r\n\r\n`],
  ['unknown method', (i) => `BREW /pot${i} HTTP/1.1\r\nHost: x\r\n\r\n`],
  ['POST to a page', (i) => `POST /gfm43/p${i} HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\n\r\n{}`],
  ['DELETE', (i) => `DELETE /x${i} HTTP/1.1\r\nHost: x\r\n\r\n`],
  ['OPTIONS', (i) => `OPTIONS /x${i} HTTP/1.1\r\nHost: x\r\n\r\n`],
  ['path traversal', (i) => `GET /../../etc/passwd${i} HTTP/1.1\r\nHost: x\r\n\r\n`],
  ['encoded traversal', (i) => `GET /%2e%2e/%2e%2e/x${i} HTTP/1.1\r\nHost: x\r\n\r\n`],
  ['null byte', (i) => `GET /x%00${i} HTTP/1.1\r\nHost: x\r\n\r\n`],
  ['script in the path', (i) => `GET /<script>${i}</script> HTTP/1.1\r\nHost: x\r\n\r\n`],
  ['a label-like path', (i) => `GET /metrics{route="x${i}"} HTTP/1.1\r\nHost: x\r\n\r\n`],
  ['semicolon parameters', (i) => `GET /gfm43;jsessionid=${i} HTTP/1.1\r\nHost: x\r\n\r\n`],
  ['long path', (i) => `GET /${'a'.repeat(8000)}${i} HTTP/1.1\r\nHost: x\r\n\r\n`],
  ['huge query', (i) => `GET /search?q=${'q'.repeat(6000)}${i} HTTP/1.1\r\nHost: x\r\n\r\n`],
  ['bad traceparent', (i) => `GET /gfm43 HTTP/1.1\r\nHost: x\r\ntraceparent: 00-${i}-<x>-01\r\n\r\n`],
  ['two traceparents', (i) => `GET /x${i} HTTP/1.1\r\nHost: x\r\ntraceparent: a\r\ntraceparent: b\r\n\r\n`],
  ['bad cookie', (i) => `GET /gfm43 HTTP/1.1\r\nHost: x\r\nCookie: gfm_bucket=${i}%%; x=\u0001\r\n\r\n`],
  ['no Host', (i) => `GET /x${i} HTTP/1.1\r\n\r\n`],
  ['HTTP/1.0', (i) => `GET /y${i} HTTP/1.0\r\n\r\n`],
  ['bad version', (i) => `GET /z${i} HTTP/9.9\r\nHost: x\r\n\r\n`],
  ['bad header line', (i) => `GET /w${i} HTTP/1.1\r\nHost: x\r\nNo colon here ${i}\r\n\r\n`],
  ['CONNECT', (i) => `CONNECT evil.invalid:${(i % 60000) + 1} HTTP/1.1\r\nHost: x\r\n\r\n`],
  ['garbage', (i) => `\u0000\u0001${i}\r\n\r\n`],
];

/** Sends raw bytes and waits for the server to answer or close. @param {string} bytes */
function raw(bytes) {
  return new Promise((resolve) => {
    const socket = net.connect(PORT, '127.0.0.1');
    let answer = '';
    const done = () => {
      socket.destroy();
      resolve(/^HTTP\/1\.[01] (\d{3})/.exec(answer)?.[1] ?? 'closed');
    };
    socket.setTimeout(5000, done);
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
      // The status line is all that is needed.
      if (answer.includes('\r\n')) done();
    });
    socket.on('error', done);
    socket.on('end', done);
    socket.write(bytes, 'latin1');
  });
}

/** The series on /metrics: each line that is not a comment. */
async function series() {
  const text = await (await fetch(`${ORIGIN}/metrics`)).text();
  const lines = text.split('\n').filter((line) => line !== '' && !line.startsWith('#'));
  return { total: lines.length, gfm: lines.filter((line) => line.startsWith('gfm_')).length, text };
}

/** Runs `work(index)` for 0..count-1, `parallel` at a time. @param {number} count @param {number} parallel @param {(index: number) => Promise<unknown>} work */
async function pool(count, parallel, work) {
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < count) {
        const index = next;
        next += 1;
        await work(index);
      }
    }),
  );
}

const stopServing = await ensureServing({ services: true });
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(rootDir, 'shell/dist/server/main.js')], {
  env: { ...process.env, SHELL_PORT: String(PORT), SHELL_LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
try {
  await waitFor(`${ORIGIN}/readyz`);
  // A few real pages first, so the series of the site's own routes and remotes are there to compare with.
  for (const page of ['/', '/gfm43', '/gfmpalam', '/search?q=cafe', '/gfm43/blog', '/404'])
    await fetch(`${ORIGIN}${page}`);
  const start = await series();

  const shapes = [
    (/** @type {number} */ i) => `/p${i}`,
    (/** @type {number} */ i) => `/gfm43/no-shop-${i}`,
    (/** @type {number} */ i) => `/gfmpalam/x/${i}/y`,
    (/** @type {number} */ i) => `/gfm43/blog/none-${i}?page=${i}`,
    (/** @type {number} */ i) => `/wp-admin/${i}.php?utm_source=${i}`,
  ];
  /** @type {Record<string, number>} */
  const unknownStatuses = {};
  const unknownStarted = performance.now();
  await pool(UNKNOWN_PATHS, 50, async (index) => {
    const response = await fetch(
      `${ORIGIN}${/** @type {(index: number) => string} */ (shapes[index % shapes.length])(index)}`,
    );
    await response.arrayBuffer();
    unknownStatuses[response.status] = (unknownStatuses[response.status] ?? 0) + 1;
  });
  const unknownSeconds = (performance.now() - unknownStarted) / 1000;
  const afterUnknown = await series();

  /** @type {Record<string, Record<string, number>>} */
  const malformedStatuses = {};
  await pool(MALFORMED, 20, async (index) => {
    const [kind, bytes] = /** @type {[string, (index: number) => string]} */ (
      MALFORMED_KINDS[index % MALFORMED_KINDS.length]
    );
    const status = /** @type {string} */ (await raw(bytes(index)));
    malformedStatuses[kind] ??= {};
    malformedStatuses[kind][status] = (malformedStatuses[kind][status] ?? 0) + 1;
  });
  const afterMalformed = await series();

  const up = (await fetch(`${ORIGIN}/healthz`)).ok;
  /** @type {number[]} */
  const scrapes = [];
  for (let index = 0; index < SCRAPES; index += 1) {
    const started = performance.now();
    await (await fetch(`${ORIGIN}/metrics`)).text();
    scrapes.push(performance.now() - started);
  }
  scrapes.sort((a, b) => a - b);
  const median = /** @type {number} */ (scrapes[Math.floor(SCRAPES / 2)]);
  const worst = /** @type {number} */ (scrapes[SCRAPES - 1]);
  const routes = [...new Set([...afterMalformed.text.matchAll(/route="([^"]*)"/g)].map((match) => match[1]))].sort();
  const passed = afterMalformed.total <= TARGET.series && worst < TARGET.scrapeMs && up;

  const report = `# bench:metrics

Written by \`npm run bench:metrics\` (scripts/bench-metrics.mjs) on ${new Date().toISOString()}, Node ${process.version}.
A production shell server (shell/dist) with the remotes and services of \`npm run serve\`; timings come from a
shared 2-core machine and are upper bounds.

| | series on /metrics | of them gfm_* |
| --- | ---: | ---: |
| after 6 real pages | ${start.total} | ${start.gfm} |
| after ${UNKNOWN_PATHS.toLocaleString('en')} distinct unknown paths | ${afterUnknown.total} | ${afterUnknown.gfm} |
| after ${MALFORMED.toLocaleString('en')} malformed requests (${MALFORMED_KINDS.length} kinds) | ${afterMalformed.total} | ${afterMalformed.gfm} |

Target: at most ${TARGET.series} series, a scrape under ${TARGET.scrapeMs} ms: **${passed ? 'met' : 'NOT met'}**.

- ${SCRAPES} scrapes of /metrics: median ${median.toFixed(1)} ms, slowest ${worst.toFixed(1)} ms.
- The unknown paths took ${unknownSeconds.toFixed(1)} s (50 at a time); their statuses: ${JSON.stringify(unknownStatuses)}.
- The server still answered /healthz afterwards: ${up ? 'yes' : 'NO'}.
- Route ids on /metrics (no path among them): ${routes.map((route) => `\`${route}\``).join(', ')}.

## The malformed requests, by kind (status line, or \`closed\` when the server closed the connection)

| kind | answers |
| --- | --- |
${Object.entries(malformedStatuses)
  .map(([kind, statuses]) => `| ${kind} | ${JSON.stringify(statuses)} |`)
  .join('\n')}
`;
  fs.mkdirSync(path.join(rootDir, 'reports'), { recursive: true });
  fs.writeFileSync(path.join(rootDir, 'reports/bench-metrics.md'), report);
  console.log(report);
  if (!passed) process.exitCode = 1;
} finally {
  server.kill('SIGTERM');
  stopServing();
}
