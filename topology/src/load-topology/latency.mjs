// @ts-check
/**
 * 1b. The p99 this load drove, beside the one Prometheus reads from the front's histogram (issue 40).
 *
 * The throughput phase's p99 cannot agree: at 50 connections each request waits in its socket until nginx
 * reads it, and nginx's `$request_time` starts only then. That wait is real, but no server can see it.
 * Here requests arrive at a fixed rate the shells keep up with (70 % of what they render a second, each
 * address a directory filtered by what a visitor typed, so no cache has it), for 20 s, each timed on a
 * kept-alive connection: their time is the front's and the shells' (rendering, the render queue), which
 * both sides see. What remains outside nginx's clock is the loopback and this client reading the answer,
 * about 0.5-1 ms; so this client and the front's nginx run in real time (SCHED_RR) while it measures, or
 * the shells' renders on the same two cores would add their own waits to both, as two machines would not.
 */
import { execFileSync } from 'node:child_process';
import { add, sleep } from './context.mjs';
import { renderedPerSecond } from './overload.mjs';
import { frontPids } from './processes.mjs';
import { compare, frontSeen, settledNow } from './prometheus.mjs';
import { timedKeptAlive } from './requests.mjs';

const SECONDS = 20;
const SHARE_OF_CAPACITY = 0.7;
/** A directory filtered by what a visitor typed: each address new, so the front's query cache has none. */
const ADDRESS = '/gfmpalam/all-brands?q=';

/** The nearest-rank p99 of times in ms, to 0.1 ms. @param {number[]} values */
function p99(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const value = sorted[Math.max(0, Math.ceil(sorted.length * 0.99) - 1)];
  return value === undefined ? Number.NaN : Number(value.toFixed(1));
}

/**
 * Runs `measure` with this client and the front's nginx scheduled in real time (SCHED_RR) where the system
 * allows it (root), and restores what they had. On one machine the shells' renders would otherwise delay
 * nginx reading a request and this client reading its answer, times neither side's clock can split from the
 * other's; with the front and the client on machines of their own, as in production, they are not delayed.
 * @template T @param {number[]} pids @param {() => Promise<T>} measure
 */
async function prioritised(pids, measure) {
  /** @type {number[]} */
  const raised = [];
  for (const pid of [process.pid, ...pids]) {
    try {
      execFileSync('chrt', ['--all-tasks', '--rr', '--pid', '10', String(pid)], { stdio: 'ignore' });
      raised.push(pid);
    } catch {
      // Not allowed (not root), no chrt, or gone: measured as scheduled; the report says which.
    }
  }
  try {
    return { result: await measure(), raised: raised.length === pids.length + 1 };
  } finally {
    for (const pid of raised) {
      try {
        execFileSync('chrt', ['--all-tasks', '--other', '--pid', '0', String(pid)], { stdio: 'ignore' });
      } catch {
        // A worker that exited meanwhile.
      }
    }
  }
}

/** @param {import('./context.mjs').LoadContext} load */
export async function latencyPhase(load) {
  const tag = `latency-${Date.now()}`;
  const capacity = await renderedPerSecond(load.origin, (count) => `${ADDRESS}${tag}-capacity-${count}`);
  const rate = Math.max(1, Math.round(capacity * SHARE_OF_CAPACITY));
  const from = await settledNow();
  const { result: done, raised } = await prioritised(frontPids(load), async () => {
    /** @type {Promise<{ status: number, ms: number }>[]} */
    const answers = [];
    const start = performance.now();
    for (let index = 0; index < rate * SECONDS; index += 1) {
      const wait = start + (index * 1000) / rate - performance.now();
      if (wait > 1) await sleep(wait);
      answers.push(timedKeptAlive(load, `${load.origin}${ADDRESS}${tag}-${index}`));
    }
    return Promise.all(answers);
  });
  const seen = await frontSeen(load, from, await settledNow());
  /** @type {Record<string, number>} */
  const statuses = {};
  for (const { status } of done) add(statuses, status);
  // Every answer, whatever its status, as the front's histogram has them.
  const p99Ms = p99(done.filter(({ status }) => status !== 0).map(({ ms }) => ms));
  const row = {
    renderedPerSecond: Number(capacity.toFixed(1)),
    offeredPerSecond: rate,
    seconds: SECONDS,
    statuses,
    realTime: raised,
    p99Ms,
    // Pages only: the shells' pointer reads (a request a second or so) pass the front too, as files it serves.
    prometheus: compare(
      { requests: done.length, seconds: SECONDS, p99Ms },
      { ...seen, requests: seen.requests - (seen.cache['-'] ?? 0) },
    ),
  };
  console.log(`Latency at a fixed rate: ${JSON.stringify(row)}`);
  return row;
}
