// @ts-check
/**
 * npm run load:topology — the production topology (npm run topology) under
 * load, while parts of it fail and a remote is released:
 *
 * 1. documents a second for /gfm43 through the front at 50 connections
 *    (autocannon, gzip), with two shell servers and with one (the front
 *    reloaded with one, as an operator drains a server); then pages the shells render arriving at a fixed
 *    rate, whose p99 this client and Prometheus both measure (latency.mjs);
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
 * reports/load-topology.json. Each phase is a module of load-topology/.
 */
import fs from 'node:fs';
import path from 'node:path';
import { rootDir } from '@gfm/webpack-config/apps';
import { startTopology, stopLeftovers } from './start-topology.mjs';
import { cacheChurn } from './load-topology/cache-churn.mjs';
import { loadContext } from './load-topology/context.mjs';
import { enquiriesPhase } from './load-topology/enquiries.mjs';
import { latencyPhase } from './load-topology/latency.mjs';
import { overloadPhase } from './load-topology/overload.mjs';
import { releasesPhase } from './load-topology/releases.mjs';
import { passed, writeReport } from './load-topology/report.mjs';
import { allShellsStopped } from './load-topology/shells-stopped.mjs';
import { throughputPhase } from './load-topology/throughput.mjs';

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
console.log(`Topology up at ${topology.origin}`);
const load = loadContext(topology, dir);

const throughput = await throughputPhase(load);
const latency = await latencyPhase(load);
const enquiries = await enquiriesPhase(load);
const overload = await overloadPhase(load);
const manyReleases = await releasesPhase(load);
const churn = await cacheChurn(load);
const stopped = await allShellsStopped(load);

const results = { throughput, latency, enquiries, overload, manyReleases, churn, stopped };
writeReport(results);
await topology.stop();
load.agent.destroy();
process.exit(passed(results) ? 0 : 1);
