// @ts-check
/**
 * npm run load:topology — the production topology (npm run topology) under
 * load, while parts of it fail and a remote is released:
 *
 * 1. documents a second for /gfm43 through the front at 50 connections
 *    (autocannon, gzip), with two shell servers and with one (the front
 *    reloaded with one, as an operator drains a server);
 * 2. 2,000 enquiries through the front, 50 at a time, from 200 client
 *    addresses, while 10 clients keep asking for pages. After 700
 *    enquiries one collector and one shell server are killed (SIGKILL; the
 *    supervisor starts them again); after 1,100 Sector 43 is released, after
 *    1,500 it is rolled back. An enquiry that fails is sent again with its
 *    id, as the site's form does. Then PostgreSQL is counted: enquiries
 *    lost, stored twice; and every page answer by status.
 * 3. The front's page cache (docs/decisions/047): 20,000 page requests with
 *    random utm_* and fbclid (renders the shells did, the front's cache entries,
 *    memory); then every shell server stopped for 60 s with a warm cache,
 *    10 clients asking for the pages it holds (the share answered 200).
 *
 * Its own topology, from nothing, in .topology-load/ with the rate limits
 * raised (this is one machine playing many visitors). Writes
 * reports/load-topology.json.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
// @ts-expect-error autocannon ships no types
import autocannon from 'autocannon';
import pg from 'pg';
import { rootDir } from './lib/apps.mjs';
import { startTopology, stopLeftovers, TOPOLOGY_PORTS } from './lib/topology.mjs';

const TOTAL = 2000;
const CONCURRENCY = 50;
const PAGE_CLIENTS = 10;
const CLIENT_ADDRESSES = 200;
const KILL_AT = 700;
const RELEASE_AT = 1100;
const ROLLBACK_AT = 1500;
const MAX_ATTEMPTS = 40;

const dir = path.join(rootDir, '.topology-load');
await stopLeftovers(dir);
fs.rmSync(dir, { recursive: true, force: true });
const topology = await startTopology({
  dir,
  pageRate: '100000r/s',
  pageBurst: 100000,
  enquiryRate: '100000r/s',
  enquiryBurst: 100000,
  enquiriesPerMinute: 1_000_000_000,
  log: () => undefined,
});
const { origin } = topology;
console.log(`Topology up at ${origin}`);

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

/**
 * @param {string} url
 * @param {{ method?: string, body?: string, from?: string }} [options]
 * @returns {Promise<number>} the status, 0 for no answer
 */
function request(url, { method = 'GET', body, from } = {}) {
  return new Promise((resolve) => {
    const outgoing = http.request(
      url,
      {
        method,
        agent: from ? false : agent,
        localAddress: from,
        headers: body
          ? { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(body)), Origin: origin }
          : {},
        timeout: 15_000,
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', () => resolve(0));
      },
    );
    outgoing.on('timeout', () => outgoing.destroy());
    outgoing.on('error', () => resolve(0));
    outgoing.end(body);
  });
}

/** Documents a second for a path through the front. @param {string} label */
async function measure(label) {
  const result = await autocannon({
    url: `${origin}/gfm43`,
    connections: 50,
    duration: 10,
    headers: { 'accept-encoding': 'gzip' },
  });
  const row = {
    label,
    documentsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
  console.log(
    `${label}: ${row.documentsPerSecond} documents/s, p99 ${row.p99Ms} ms, non-2xx ${row.non2xx}, errors ${row.errors}`,
  );
  return row;
}

// 1. Throughput through the front, with two shell servers and with one.
await measure('warm-up');
const withTwo = await measure('two shell servers');
await topology.useShells([TOPOLOGY_PORTS.shells[0] ?? 0]);
const withOne = await measure('one shell server');
await topology.useShells(TOPOLOGY_PORTS.shells);

// 2. Enquiries and pages while parts fail.
const run = `load-${Date.now()}`;
const CHURN_REQUESTS = 20_000;
const STOPPED_MS = 60_000;
/** @type {Record<string, number>} */
const pageStatuses = {};
/** @type {Record<string, number>} */
const enquiryAnswers = {};
let sent = 0;
let acknowledged = 0;
let resent = 0;
let done = false;
/** @type {string[]} */
const events = [];

const routes = [
  '/gfm43',
  '/gfmpalam',
  '/gfm43/food-and-drinks',
  '/gfmpalam/all-brands',
  '/gfm43/blogs',
  '/gfm43/blog/coffee-trail',
  '/',
  '/gfm43/no-such-page',
];
async function pageClient(/** @type {number} */ index) {
  for (let count = 0; !done; count += 1) {
    const status = await request(`${origin}${routes[(index + count) % routes.length]}`);
    pageStatuses[status] = (pageStatuses[status] ?? 0) + 1;
  }
}

/** @param {number} index */
async function sendEnquiry(index) {
  const id = `${run}-${String(index).padStart(5, '0')}`;
  const body = JSON.stringify({
    id,
    name: 'Load Test',
    phone: '98765 43210',
    mail: 'load@example.com',
    message: `Enquiry ${index} of the topology's load test.`,
  });
  const from = `127.0.${1 + Math.floor((index % CLIENT_ADDRESSES) / 250)}.${2 + ((index % CLIENT_ADDRESSES) % 250)}`;
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
    const status = await request(`${origin}/api/enquiries`, { method: 'POST', body, from });
    enquiryAnswers[status] = (enquiryAnswers[status] ?? 0) + 1;
    if (status === 201 || status === 200) {
      acknowledged += 1;
      return;
    }
    resent += 1;
    await sleep(200);
  }
}

async function enquiryClient() {
  while (sent < TOTAL) {
    const index = sent;
    sent += 1;
    if (index === KILL_AT) {
      events.push(`after ${index} enquiries: SIGKILL collector-1 and shell-1`);
      void topology.kill('collector-1');
      void topology.kill('shell-1');
    }
    if (index === RELEASE_AT) {
      const { current } = JSON.parse(
        execFileSync(
          process.execPath,
          [
            '--import',
            'tsx',
            path.join(rootDir, 'scripts/release.mjs'),
            'release',
            'remote-gfm43',
            '--dir',
            topology.releasesDir,
            '--keys',
            topology.keysDir,
          ],
          { encoding: 'utf8' },
        ),
      );
      events.push(`after ${index} enquiries: released remote-gfm43 ${current}`);
    }
    if (index === ROLLBACK_AT) {
      const { current } = JSON.parse(
        execFileSync(
          process.execPath,
          [
            '--import',
            'tsx',
            path.join(rootDir, 'scripts/release.mjs'),
            'rollback',
            'remote-gfm43',
            '--dir',
            topology.releasesDir,
            '--keys',
            topology.keysDir,
          ],
          { encoding: 'utf8' },
        ),
      );
      events.push(`after ${index} enquiries: rolled remote-gfm43 back to ${current}`);
    }
    await sendEnquiry(index);
  }
}

const started = Date.now();
const pages = Promise.all(Array.from({ length: PAGE_CLIENTS }, (_, index) => pageClient(index)));
await Promise.all(Array.from({ length: CONCURRENCY }, enquiryClient));
done = true;
await pages;
const seconds = (Date.now() - started) / 1000;

const client = new pg.Client({ connectionString: topology.databaseUrl });
await client.connect();
const counted = await client.query(
  'SELECT count(*)::int AS rows, count(DISTINCT id)::int AS ids FROM enquiries WHERE id LIKE $1',
  [`${run}-%`],
);
await client.end();
const { rows, ids } = counted.rows[0];

// The retries the front made for the clients: answers whose upstream status lists more than one server.
const accessLog = fs.readFileSync(path.join(dir, 'run/front/access.log'), 'utf8');
const frontRetries = accessLog.split('\n').filter((line) => /upstream_status=\d+, \d+/.test(line)).length;

// 3. The front's page cache.
const churn = await cacheChurn();
const stopped = await allShellsStopped();

const report = {
  date: new Date().toISOString(),
  command: 'npm run load:topology',
  throughput: { withTwo, withOne },
  enquiries: {
    total: TOTAL,
    concurrency: CONCURRENCY,
    acknowledged,
    storedRows: rows,
    storedIds: ids,
    lost: TOTAL - ids,
    storedTwice: rows - ids,
    sentAgainByClients: resent,
    answers: enquiryAnswers,
  },
  pages: { clients: PAGE_CLIENTS, answers: pageStatuses },
  frontRetries,
  frontCache: { churn, allShellsStopped: stopped },
  events,
  seconds: Number(seconds.toFixed(1)),
};
fs.mkdirSync(path.join(rootDir, 'reports'), { recursive: true });
fs.writeFileSync(path.join(rootDir, 'reports/load-topology.json'), `${JSON.stringify(report, null, 2)}\n`);
console.log(events.join('\n'));
console.table({
  enquiries: {
    sent: TOTAL,
    acknowledged,
    stored: ids,
    lost: TOTAL - ids,
    'stored twice': rows - ids,
    'sent again': resent,
  },
});
console.log('Page answers by status:', pageStatuses, `; answers the front retried on another server: ${frontRetries}`);
console.log(`Written: reports/load-topology.json (${seconds.toFixed(1)} s)`);
await topology.stop();
agent.destroy();
const failedPages = Object.entries(pageStatuses).filter(
  ([status]) => !['200', '404'].includes(status) && !status.startsWith('3'),
);
const cacheCarries = stopped.cachedPagesAnswered === stopped.cachedPageRequests && churn.rendersBeyondFirst === 0;
process.exit(TOTAL - ids === 0 && rows === ids && failedPages.length === 0 && cacheCarries ? 0 : 1);

/** What runs now, as pids.json says. @returns {{ servers: Record<string, number>, shellOrigins: string[] }} */
function running() {
  return JSON.parse(fs.readFileSync(path.join(dir, 'pids.json'), 'utf8'));
}

/** Resident memory of a process, in MB. @param {number | undefined} pid */
function rssOf(pid) {
  if (!pid) return 0;
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024);
}

/** The front's nginx workers' resident memory, in MB (the cache's keys live in their shared memory). */
function frontRss() {
  const master = Number(fs.readFileSync(path.join(dir, 'run/front/nginx.pid'), 'utf8').trim());
  const children = fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        return Number(fs.readFileSync(`/proc/${name}/stat`, 'utf8').split(') ')[1]?.split(' ')[1]) === master;
      } catch {
        return false;
      }
    });
  return children.reduce((sum, pid) => sum + rssOf(Number(pid)), rssOf(master));
}

/** Files (entries) in the front's page cache. */
function frontCacheEntries() {
  /** @param {string} folder @returns {number} */
  const count = (folder) =>
    fs.existsSync(folder)
      ? fs
          .readdirSync(folder, { withFileTypes: true })
          .reduce((sum, entry) => sum + (entry.isDirectory() ? count(path.join(folder, entry.name)) : 1), 0)
      : 0;
  return {
    pages: count(path.join(dir, 'run/front/cache/pages')),
    queries: count(path.join(dir, 'run/front/cache/queries')),
  };
}

/** Pages every shell server has rendered since it started (its /readyz, asked directly). */
async function rendersDone() {
  const counts = await Promise.all(
    running().shellOrigins.map(async (shell) => {
      const ready = /** @type {{ details: { renders: number } }} */ (await (await fetch(`${shell}/readyz`)).json());
      return ready.details.renders;
    }),
  );
  return counts.reduce((sum, count) => sum + count, 0);
}

/**
 * A page request through the front: its status and the front's cache status.
 * @param {string} url
 * @returns {Promise<{ status: number, cache: string }>}
 */
function pageRequest(url) {
  return new Promise((resolve) => {
    const outgoing = http.request(
      url,
      { agent, headers: { 'accept-encoding': 'gzip' }, timeout: 15_000 },
      (response) => {
        response.resume();
        const cache = String(response.headers['x-cache-status'] ?? '-');
        response.on('end', () => resolve({ status: response.statusCode ?? 0, cache }));
        response.on('error', () => resolve({ status: 0, cache }));
      },
    );
    outgoing.on('timeout', () => outgoing.destroy());
    outgoing.on('error', () => resolve({ status: 0, cache: '-' }));
    outgoing.end();
  });
}

/** @param {Record<string, number>} tally @param {string | number} key */
function add(tally, key) {
  tally[key] = (tally[key] ?? 0) + 1;
}

/**
 * 20,000 page requests for four pages, 50 at a time, each with random ad-click parameters: the
 * front keeps each page once (its key leaves them out), so the shells render nothing new.
 */
async function cacheChurn() {
  const churnPages = ['/gfm43', '/gfmpalam', '/gfm43/all-brands', '/'];
  for (const page of churnPages) await pageRequest(`${origin}${page}`);
  const { servers } = running();
  const before = {
    renders: await rendersDone(),
    shellsMb: rssOf(servers['shell-1']) + rssOf(servers['shell-2']),
    frontMb: frontRss(),
    entries: frontCacheEntries(),
  };
  /** @type {Record<string, number>} */
  const statuses = {};
  /** @type {Record<string, number>} */
  const cache = {};
  let next = 0;
  const random = () => Math.random().toString(36).slice(2, 10);
  const started = Date.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < CHURN_REQUESTS) {
        const page = churnPages[next % churnPages.length];
        next += 1;
        const answer = await pageRequest(
          `${origin}${page}?utm_source=${random()}&utm_medium=cpc&utm_campaign=${random()}&fbclid=${random()}`,
        );
        add(statuses, answer.status);
        add(cache, answer.cache);
      }
    }),
  );
  const seconds = (Date.now() - started) / 1000;
  const after = {
    renders: await rendersDone(),
    shellsMb: rssOf(running().servers['shell-1']) + rssOf(running().servers['shell-2']),
    frontMb: frontRss(),
    entries: frontCacheEntries(),
  };
  const row = {
    requests: CHURN_REQUESTS,
    pages: churnPages.length,
    perSecond: Math.round(CHURN_REQUESTS / seconds),
    rendersBeyondFirst: after.renders - before.renders,
    statuses,
    frontCacheStatus: cache,
    frontCacheEntries: { before: before.entries, after: after.entries },
    shellsMb: { before: before.shellsMb, after: after.shellsMb },
    frontMb: { before: before.frontMb, after: after.frontMb },
  };
  console.log('Cache churn:', JSON.stringify(row));
  return row;
}

/**
 * Every shell server stopped (held, as `systemctl stop` would) for 60 s with a warm cache, while
 * 10 clients ask for the pages the front holds: the share it still answers 200.
 */
async function allShellsStopped() {
  const held = routes.filter((route) => route !== '/gfm43/no-such-page');
  for (const page of held) {
    await pageRequest(`${origin}${page}`);
    await pageRequest(`${origin}${page}`);
  }
  await Promise.all(['shell-1', 'shell-2'].map((name) => topology.hold(name)));
  /** @type {Record<string, number>} */
  const statuses = {};
  /** @type {Record<string, number>} */
  const cache = {};
  let requests = 0;
  let answered = 0;
  const until = Date.now() + STOPPED_MS;
  await Promise.all(
    Array.from({ length: PAGE_CLIENTS }, async (_, index) => {
      for (let count = 0; Date.now() < until; count += 1) {
        const answer = await pageRequest(`${origin}${held[(index + count) % held.length]}`);
        requests += 1;
        if (answer.status === 200) answered += 1;
        add(statuses, answer.status);
        add(cache, answer.cache);
      }
    }),
  );
  await Promise.all(['shell-1', 'shell-2'].map((name) => topology.resume(name)));
  const row = {
    seconds: STOPPED_MS / 1000,
    pages: held.length,
    cachedPageRequests: requests,
    cachedPagesAnswered: answered,
    share: Number((answered / requests).toFixed(4)),
    statuses,
    frontCacheStatus: cache,
  };
  console.log('All shells stopped:', JSON.stringify(row));
  return row;
}
