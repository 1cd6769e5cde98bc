// @ts-check
/**
 * 2. 2,000 enquiries through the front, 50 at a time, from 200 client addresses, while 10 clients
 * keep asking for pages. After 700 enquiries one collector and one shell server are killed; after
 * 1,100 Sector 43 is released, after 1,500 it is rolled back. Then PostgreSQL is counted.
 */
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { CONCURRENCY, PAGE_CLIENTS, routes, sleep, TOTAL } from './context.mjs';
import { releaseGfm43 } from './release-remote.mjs';
import { request } from './requests.mjs';

const CLIENT_ADDRESSES = 200;
const KILL_AT = 700;
const RELEASE_AT = 1100;
const ROLLBACK_AT = 1500;
const MAX_ATTEMPTS = 40;

/**
 * The enquiries of this run in PostgreSQL (rows and distinct ids), and the retries the front made.
 * @param {import('./context.mjs').LoadContext} load @param {string} run
 */
async function countStored({ topology, dir }, run) {
  const client = new pg.Client({ connectionString: topology.databaseUrl });
  await client.connect();
  const counted = await client.query(
    'SELECT count(*)::int AS rows, count(DISTINCT id)::int AS ids FROM enquiries WHERE id LIKE $1',
    [`${run}-%`],
  );
  await client.end();
  /** @type {{ rows: number, ids: number }} */
  const { rows, ids } = counted.rows[0];

  // The retries the front made for the clients: answers whose upstream status lists more than one server.
  const accessLog = fs.readFileSync(path.join(dir, 'run/front/access.log'), 'utf8');
  const frontRetries = accessLog.split('\n').filter((line) => /upstream_status=\d+, \d+/.test(line)).length;
  return { rows, ids, frontRetries };
}

/** @param {import('./context.mjs').LoadContext} load */
export async function enquiriesPhase(load) {
  const { topology, origin } = load;
  const run = `load-${Date.now()}`;
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

  async function pageClient(/** @type {number} */ index) {
    for (let count = 0; !done; count += 1) {
      const status = await request(load, `${origin}${routes[(index + count) % routes.length]}`);
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
      const status = await request(load, `${origin}/api/enquiries`, { method: 'POST', body, from });
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
        const current = releaseGfm43(load, 'release');
        events.push(`after ${index} enquiries: released remote-gfm43 ${current}`);
      }
      if (index === ROLLBACK_AT) {
        const current = releaseGfm43(load, 'rollback');
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

  const { rows, ids, frontRetries } = await countStored(load, run);
  return { acknowledged, resent, enquiryAnswers, pageStatuses, events, seconds, rows, ids, frontRetries };
}
