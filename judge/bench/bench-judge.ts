/**
 * `npm run bench:judge`: the judge's own decision code on seeded, simulated
 * visitors (decisions 055 and 076: traffic.ts, simulate-run.ts). Writes
 * reports/bench-judge.json, whose figures decision 076 cites.
 *
 *   npm run bench:judge                 # the full run counts
 *   npm run bench:judge -- --scale 0.1  # a tenth of the runs, for tuning
 *   npm run bench:judge -- --only errors-5x,errors-2x
 *   npm run bench:judge -- --config '{"margins":{"errors":{"allowance":0.004}}}'
 *
 * Only the full run (no --scale, --only or --config) writes the report. Scenarios run
 * in worker threads, one per core, each from its own seed: the figures are
 * the same whatever the number of cores.
 */
import { writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { resolveConfig } from '../src/decide';
import { type JudgeInput } from '../src/types';
import { bestPossible } from './best-possible';
import { Random } from './random';
import { type Scenario, type ScenarioSummary, scenarios } from './scenarios';
import { LOOK_MINUTES, PLAN, prepare, type RunOutcome, runOnce } from './simulate-run';
import { BASELINE, DEVICES, PAGE_VIEWS_PER_VISITOR, WARM_UP, pageViewShares, visitorOdds } from './traffic';

const SEED = 20261127;
/** Page views an hour the best possible test is worked out at: the bench's, and what the targets would need. */
const BOUND_TRAFFIC = [3000, 6000, 9000, 12_000];
/** `--config '<JSON>'`: overrides of the judge's settings, for tuning (no report is written). */
const configArgument = process.argv.indexOf('--config');
const tuning =
  configArgument > 0 ? (JSON.parse(process.argv[configArgument + 1] ?? '{}') as JudgeInput['config']) : undefined;

/** A percentile of the values (null when there are none). */
function percentile(values: number[], q: number): number | null {
  const sorted = [...values].sort((a, b) => a - b);
  const value = sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  return value === undefined ? null : Math.round(value * 10) / 10;
}

function summarise(outcomes: RunOutcome[]): ScenarioSummary {
  const count = (values: (string | number | null)[]) => {
    const counts: Record<string, number> = {};
    for (const value of values) if (value !== null) counts[String(value)] = (counts[String(value)] ?? 0) + 1;
    return counts;
  };
  const of = (field: 'rollbackMinutes' | 'hoursTo100' | 'openingHoursTo100') =>
    outcomes.map((outcome) => outcome[field]).filter((value): value is number => value !== null);
  const times = (field: 'rollbackMinutes' | 'hoursTo100' | 'openingHoursTo100') => ({
    p50: percentile(of(field), 0.5),
    p90: percentile(of(field), 0.9),
  });
  const runs = outcomes.length;
  const rolledBack = of('rollbackMinutes').length;
  const promotedTo100 = of('hoursTo100').length;
  const held = runs - rolledBack - promotedTo100;
  const holds = outcomes.map((outcome) => outcome.lastHold).filter((reason): reason is string => reason !== null);
  return {
    runs,
    rolledBack,
    promotedTo100,
    held,
    shares: { rolledBack: rolledBack / runs, promotedTo100: promotedTo100 / runs, held: held / runs },
    rollbackMinutes: times('rollbackMinutes'),
    hoursTo100: times('hoursTo100'),
    openingHoursTo100: times('openingHoursTo100'),
    to100Within8Hours: of('hoursTo100').filter((hours) => hours <= 8).length / runs,
    rolledBackWithin15Minutes: of('rollbackMinutes').filter((minutes) => minutes <= 15).length / runs,
    rollbackStage: count(outcomes.map((outcome) => outcome.rollbackStage)),
    rollbackMeasures: count(outcomes.flatMap((outcome) => outcome.rollbackMeasures)),
    heldForTooFewVisitors: holds.filter((reason) => reason.includes('too few visitors')).length,
    sampleHoldReason: holds[0] ?? null,
  };
}

/** One scenario's runs and summary, from its own seed. */
function runScenario(scenario: Scenario, seed: number, tuning: JudgeInput['config']) {
  const random = new Random(seed);
  const scenarioStarted = performance.now();
  const prepared = prepare(scenario);
  const config = scenario.config || tuning ? { ...tuning, ...scenario.config } : undefined;
  const outcomes = Array.from({ length: scenario.runs }, () =>
    runOnce(scenario, prepared, random, config, resolveConfig(config).warmUpMinutes),
  );
  const summary = summarise(outcomes);
  const targets = scenario.targets.map((target) => ({ target: target.text, ...target.check(summary) }));
  return {
    id: scenario.id,
    text: scenario.text,
    pageViewsPerHour: scenario.pageViewsPerHour,
    hours: scenario.hours,
    seconds: Math.round(performance.now() - scenarioStarted) / 1000,
    ...summary,
    targets,
  };
}

type ScenarioResult = ReturnType<typeof runScenario>;

interface Job {
  index: number;
  /** The judge's settings: its defaults, or `--config`'s overrides. */
  tuning: JudgeInput['config'];
  seed: number;
  scale: number;
}

/** The scenarios to run, each with the seed it always has (its place in the full list). */
function jobsOf(scale: number, only: string | undefined): Job[] {
  return (
    scenarios(scale)
      .map((scenario, index) => ({ scenario, job: { index, seed: SEED + index + 1, scale, tuning } }))
      .filter(({ scenario }) => !only || only.split(',').includes(scenario.id))
      // The longest first (most runs × hours), so the cores finish together.
      .sort((a, b) => b.scenario.runs * b.scenario.hours - a.scenario.runs * a.scenario.hours)
      .map(({ job }) => job)
  );
}

/** Shares to four decimals, for the report. */
function rounded<T>(value: T): T {
  return JSON.parse(
    JSON.stringify(value, (_key, v: unknown) => (typeof v === 'number' ? Math.round(v * 10_000) / 10_000 : v)),
  ) as T;
}

const scenarioOf = (job: Job) => scenarios(job.scale)[job.index] as Scenario;

/** Runs the jobs on `threads` worker threads (in this thread when one), in any order; results by index. */
async function runAll(jobs: Job[], threads: number): Promise<Map<number, ScenarioResult>> {
  const results = new Map<number, ScenarioResult>();
  if (threads <= 1) {
    for (const job of jobs) results.set(job.index, runScenario(scenarioOf(job), job.seed, job.tuning));
    return results;
  }
  const queue = [...jobs];
  await Promise.all(
    Array.from({ length: threads }, async () => {
      const worker = new Worker(new URL(import.meta.url), { workerData: { worker: true } });
      try {
        for (let job = queue.shift(); job; job = queue.shift()) {
          const current = job;
          const result = await new Promise<ScenarioResult>((resolve, reject) => {
            worker.once('message', (message: ScenarioResult) => {
              worker.off('error', reject);
              resolve(message);
            });
            worker.once('error', reject);
            worker.postMessage(current);
          });
          results.set(current.index, result);
        }
      } finally {
        await worker.terminate();
      }
    }),
  );
  return results;
}

async function main(): Promise<void> {
  const scaleArgument = process.argv.indexOf('--scale');
  const scale = scaleArgument > 0 ? Number(process.argv[scaleArgument + 1]) : 1;
  const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
  const started = performance.now();
  const jobs = jobsOf(scale, only);
  const threads = Math.min(jobs.length, availableParallelism());
  const byIndex = await runAll(jobs, threads);
  const results = [...byIndex.entries()].sort(([a], [b]) => a - b).map(([, result]) => result);
  for (const result of results) {
    console.info(
      `${result.id}: ${result.runs} runs, ${result.rolledBack} rolled back (p50 ${result.rollbackMinutes.p50} min, p90 ${result.rollbackMinutes.p90} min), ${result.promotedTo100} at 100 % (p50 ${result.hoursTo100.p50} h, p90 ${result.hoursTo100.p90} h), ${result.held} holding; ${result.targets.map((t) => `${t.met ? 'MET' : 'NOT MET'} ${t.target}: ${t.value}`).join('; ')}`,
    );
  }
  // What the best any judge could do, at the bench's traffic and more (best-possible.ts): 20,000 runs each.
  const bounds = BOUND_TRAFFIC.map((pageViews) => rounded(bestPossible(pageViews, 20_000, SEED + pageViews)));
  for (const bound of bounds) {
    console.info(
      `best possible at ${bound.pageViewsPerHour} page views an hour: identical at 100 % within 8 h ${bound.identicalPromoted}, 1.5 × ${bound.errors15xPromoted}; a broken remote rolled back within 15 min ${bound.brokenRollbackPossibleWithin15Minutes}`,
    );
  }
  const seconds = Math.round(performance.now() - started) / 1000;
  const cpu = process.cpuUsage();
  const cpuSeconds = Math.round((cpu.user + cpu.system) / 1000) / 1000;
  const report = {
    command: 'npm run bench:judge',
    decisions: [
      'docs/decisions/055-a-sequential-judge-for-canaries.md',
      'docs/decisions/076-the-judge-counts-visitors-after-the-warm-up.md',
      'docs/decisions/084-the-judge-holds-1-5x-back-at-the-traffic-it-has.md',
    ],
    /** Wall-clock time; on the shared 2-core machine it depends on the other load, so the CPU time is given too. */
    seconds,
    cpuSeconds,
    threads,
    loadAverage: Math.round((loadavg()[0] ?? 0) * 10) / 10,
    seed: SEED,
    plan: PLAN,
    lookMinutes: LOOK_MINUTES,
    traffic: {
      text: 'page views an hour averaged over the opening hours 10:00-22:00, shaped by hour (night 2-25 % of it), made by visitors whose visits are heavy-tailed (P(L >= k) = k^-1.5) on devices that differ; bots add a quarter as many page views with no beacon; the release starts between 10:00 and 18:00; new visitors and their counts per 5-minute look drawn as Poisson and binomial',
      pageViewsPerVisitor: Math.round(PAGE_VIEWS_PER_VISITOR * 100) / 100,
      devices: DEVICES,
      perPageView: rounded(pageViewShares(BASELINE)),
      perVisitor: rounded(visitorOdds(BASELINE)),
      warmUp: WARM_UP,
    },
    config: resolveConfig(tuning),
    scenarios: results,
    bestPossible: {
      text: "the most any test could do against the concurrent baseline (best-possible.ts): half the visitors on the canary from the release, one look at the 8th hour, errors alone, no forgers, known variances; a broken remote needs more visitors with an error than forgingNetworks within its first stage's 15 minutes",
      byTraffic: Object.fromEntries(bounds.map((bound) => [String(bound.pageViewsPerHour), bound])),
    },
  };
  const full = !only && scale === 1 && !tuning;
  if (full)
    writeFileSync(new URL('../../reports/bench-judge.json', import.meta.url), `${JSON.stringify(report, null, 2)}\n`);
  console.info(
    `bench:judge: ${seconds} s (${cpuSeconds} s of CPU, ${threads} threads)${full ? '; wrote reports/bench-judge.json' : ' (a partial run: no report written)'}`,
  );
}

if (isMainThread) void main();
else if ((workerData as { worker?: boolean } | null)?.worker) {
  parentPort?.on('message', (job: Job) => parentPort?.postMessage(runScenario(scenarioOf(job), job.seed, job.tuning)));
}
