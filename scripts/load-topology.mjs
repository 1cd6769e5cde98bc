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
 * 3. Overload (decision 046): the documents a second the shells render on
 *    addresses no server has kept (search pages), then ten times that for
 *    10 s, arriving at a fixed rate: the share answered 200 and 503 (and of
 *    those the front's own), the p99 of the 200s as this client saw them
 *    (it shares the machine), the shells' memory before and after, and
 *    whether any server exited.
 * 4. 50 releases of Sector 43 in a row, each shell rendering a page with
 *    each: the shells' memory and loaded versions after every 10.
 * 5. The front's page cache (docs/decisions/047): 20,000 page requests with
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
import { startTopology, stopLeftovers, TOPOLOGY_PORTS } from './lib/topology/start-topology.mjs';

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

/** Each shell's `/readyz`: memory and the versions it has loaded. */
async function shellStates() {
  return Promise.all(
    TOPOLOGY_PORTS.shells.map(async (port) => {
      const response = await fetch(`http://${topology.host}:${port}/readyz`, { signal: AbortSignal.timeout(5000) });
      const { details } = await response.json();
      return { port, memory: details.memory, loaded: details.loaded };
    }),
  );
}

/** The shells' process ids, as the supervisor knows them. */
const shellPids = () => {
  const { servers } = JSON.parse(fs.readFileSync(path.join(dir, 'pids.json'), 'utf8'));
  return TOPOLOGY_PORTS.shells.map((_, index) => servers[`shell-${index + 1}`]);
};

/**
 * One GET, timed; `shell` says whether a shell answered it (its X-Request-Id), not the front alone.
 * @param {string} url @param {string} [from]
 * @returns {Promise<{ status: number, ms: number, shell: boolean }>}
 */
function timedGet(url, from) {
  const started = performance.now();
  return new Promise((resolve) => {
    const outgoing = http.request(url, { agent: false, localAddress: from, timeout: 30_000 }, (response) => {
      const shell = response.headers['x-request-id'] !== undefined;
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, ms: performance.now() - started, shell }));
      response.on('error', () => resolve({ status: 0, ms: performance.now() - started, shell }));
    });
    outgoing.on('timeout', () => outgoing.destroy());
    outgoing.on('error', () => resolve({ status: 0, ms: performance.now() - started, shell: false }));
    outgoing.end();
  });
}

/** @param {number[]} values @param {number} share */
const percentile = (values, share) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0
    ? null
    : Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0);
};

/** 3. Overload: ten times the documents a second the shells can render, on addresses no server has kept. */
async function overloadPhase() {
  const tag = `overload-${Date.now()}`;
  // What the shells render: 8 clients at a time (2 shells × 4 renders), each address new, for 5 s.
  let rendered = 0;
  let count = 0;
  const until = Date.now() + 5000;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (Date.now() < until) {
        const { status } = await timedGet(`${origin}/search?q=${tag}-capacity-${(count += 1)}`);
        if (status === 200) rendered += 1;
      }
    }),
  );
  const capacity = rendered / 5;
  const rate = Math.max(1, Math.round(capacity * 10));
  const pidsBefore = shellPids();
  const memoryBefore = await shellStates();
  /** @type {Promise<{ status: number, ms: number, shell: boolean }>[]} */
  const answers = [];
  const seconds = 10;
  const start = performance.now();
  for (let index = 0; index < rate * seconds; index += 1) {
    const due = start + (index * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    answers.push(timedGet(`${origin}/search?q=${tag}-${index}`, `127.0.7.${1 + (index % 200)}`));
  }
  const done = await Promise.all(answers);
  await sleep(1000);
  const memoryAfter = await shellStates();
  /** @type {Record<string, number>} */
  const statuses = {};
  for (const { status } of done) statuses[status] = (statuses[status] ?? 0) + 1;
  const row = {
    renderedPerSecond: Number(capacity.toFixed(1)),
    offeredPerSecond: rate,
    seconds,
    requests: done.length,
    statuses,
    share200: Number(((statuses[200] ?? 0) / done.length).toFixed(3)),
    share503: Number(((statuses[503] ?? 0) / done.length).toFixed(3)),
    // The front's own 503s: every shell at its `max_conns` (deploy/nginx/front.conf.template).
    share503FromFront: Number(
      (done.filter(({ status, shell }) => status === 503 && !shell).length / done.length).toFixed(3),
    ),
    p99Of200Ms: percentile(
      done.filter(({ status }) => status === 200).map(({ ms }) => ms),
      0.99,
    ),
    p99Of503Ms: percentile(
      done.filter(({ status }) => status === 503).map(({ ms }) => ms),
      0.99,
    ),
    memoryBefore: memoryBefore.map(({ port, memory }) => ({ port, ...memory })),
    memoryAfter: memoryAfter.map(({ port, memory }) => ({ port, ...memory })),
    serverExited: shellPids().some((pid, index) => pid !== pidsBefore[index]),
  };
  console.log('Overload:', JSON.stringify(row));
  return row;
}

/** 4. 50 releases of one remote in a row, each rendered by each shell: memory after every 10. */
async function releasesPhase(releases = 50) {
  const pidsBefore = shellPids();
  const rows = [{ releases: 0, shells: await shellStates() }];
  for (let count = 1; count <= releases; count += 1) {
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
    // Each shell renders a page with it (the pointer is read every 5 s).
    for (const port of TOPOLOGY_PORTS.shells) {
      for (let attempt = 0; attempt < 100; attempt += 1) {
        const response = await fetch(`http://${topology.host}:${port}/gfm43/all-brands?q=r${count}-${attempt}`);
        if ((await response.text()).includes(`/${current}/remoteEntry.js`)) break;
        await sleep(250);
      }
    }
    if (count % 10 === 0) {
      rows.push({ releases: count, shells: await shellStates() });
      console.log(`After ${count} releases:`, JSON.stringify(rows.at(-1)));
    }
  }
  const exited = shellPids().some((pid, index) => pid !== pidsBefore[index]);
  return {
    rows: rows.map(({ releases: done, shells }) => ({
      releases: done,
      shells: shells.map(({ port, memory, loaded }) => ({ port, ...memory, gfm43Loaded: loaded.gfm43?.length ?? 0 })),
    })),
    serverExited: exited,
  };
}

const overload = await overloadPhase();
const manyReleases = await releasesPhase();
// 5. The front's page cache.
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
  overload,
  manyReleases,
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
const overloadFailed =
  overload.serverExited ||
  Object.keys(overload.statuses).some((status) => status !== '200' && status !== '503') ||
  manyReleases.serverExited;
const cacheCarries = stopped.cachedPagesAnswered === stopped.cachedPageRequests && churn.rendersBeyondFirst === 0;
process.exit(TOTAL - ids === 0 && rows === ids && failedPages.length === 0 && !overloadFailed && cacheCarries ? 0 : 1);

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
