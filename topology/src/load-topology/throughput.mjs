// @ts-check
/** 1. Documents a second for /gfm43 through the front at 50 connections, with two shell servers and with one. */
// @ts-expect-error autocannon ships no types
import autocannon from 'autocannon';
import { TOPOLOGY_PORTS } from '../start-topology.mjs';
import { compare, frontSeen, settledNow } from './prometheus.mjs';

/**
 * Documents a second for a path through the front, and what Prometheus saw of them.
 * @param {import('./context.mjs').LoadContext} load @param {string} label
 */
async function measure(load, label) {
  const from = await settledNow();
  const result = await autocannon({
    url: `${load.origin}/gfm43`,
    connections: 50,
    duration: 10,
    headers: { 'accept-encoding': 'gzip' },
  });
  const seen = await frontSeen(load, from, await settledNow());
  const row = {
    label,
    documentsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    frontP99Ms: seen.p99Ms,
    non2xx: result.non2xx,
    errors: result.errors,
    answered: result.requests.total,
    // Requests sent and per second of the run, as this client counted them and as Prometheus did. Sent, not
    // answered: the front logs the requests in flight when autocannon stops (one a connection) as well, which its
    // `requests.total` (completed only) leaves out: the 60-80 that Prometheus counted more in decision 060's run.
    // Not the p99: at 50 connections a request waits in its socket until nginx reads it, which no server sees
    // (latency.mjs compares the p99 where requests do not queue there); the front's is beside this client's.
    prometheus: compare({ requests: result.requests.sent, seconds: result.duration }, seen),
  };
  console.log(
    `${label}: ${row.documentsPerSecond} documents/s, p99 ${row.p99Ms} ms, non-2xx ${row.non2xx}, errors ${row.errors}; beside Prometheus: ${JSON.stringify(row.prometheus)}`,
  );
  return row;
}

/** The front reloaded with one shell server, as an operator drains a server, then with both again. @param {import('./context.mjs').LoadContext} load */
export async function throughputPhase(load) {
  const { topology } = load;
  await measure(load, 'warm-up');
  const withTwo = await measure(load, 'two shell servers');
  await topology.useShells([TOPOLOGY_PORTS.shells[0] ?? 0]);
  const withOne = await measure(load, 'one shell server');
  await topology.useShells(TOPOLOGY_PORTS.shells);
  return { withTwo, withOne };
}
