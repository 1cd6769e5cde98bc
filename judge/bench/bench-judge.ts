/**
 * `npm run bench:judge`: the judge's own decision code on seeded, simulated
 * traffic (decision 055). Writes reports/bench-judge.json.
 *
 *   npm run bench:judge                 # the full run counts
 *   npm run bench:judge -- --scale 0.1  # a tenth of the runs, for tuning
 *   npm run bench:judge -- --only errors-5x
 *
 * Only the full run (no --scale, no --only) writes the report. Scenarios run
 * in worker threads, one per core, each from its own seed: the figures are
 * the same whatever the number of cores.
 */
import { writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { judge, resolveConfig } from '../src/decide';
import { type JudgeResult, type StageWindow } from '../src/types';
import { Random } from './random';
import { type Scenario, type ScenarioSummary, scenarios } from './scenarios';
import { BASELINE, emptyCounts, isOpen, pageViewsPerHour, simulate } from './traffic';

/** The signed plan the bench releases with: a first stage of 10 %. */
const PLAN = [10, 25, 50, 100] as const;
/** The judge looks every 5 minutes. */
const LOOK_MINUTES = 5;
const SEED = 20261127;
const MINUTE = 60_000;

interface RunOutcome {
  rollbackMinutes: number | null;
  openingHoursTo100: number | null;
  rollbackStage: number | null;
  rollbackMeasures: string[];
  lastHold: string | null;
}

function newWindow(percent: number, startedAt: number): StageWindow {
  return { percent, startedAt, canary: emptyCounts(BASELINE), baseline: emptyCounts(BASELINE) };
}

function runOnce(scenario: Scenario, random: Random): RunOutcome {
  // A team releases on a working day between 10:00 and 18:00.
  const startMinute = (10 * 60 + Math.floor(random.next() * 8 * 12) * LOOK_MINUTES) | 0;
  let minute = startMinute;
  let stage = 0;
  const windows: StageWindow[] = [newWindow(PLAN[0], minute * MINUTE)];
  let openMinutes = 0;
  let result: JudgeResult | undefined;
  for (let look = 0; look < (scenario.hours * 60) / LOOK_MINUTES; look += 1) {
    const hour = Math.floor(minute / 60) % 24;
    const total = random.poisson((pageViewsPerHour(scenario.pageViewsPerHour, hour) * LOOK_MINUTES) / 60);
    const window = windows[windows.length - 1] as StageWindow;
    const canaryViews = random.binomial(total, window.percent / 100);
    simulate(random, window.canary, scenario.canary, canaryViews);
    simulate(random, window.baseline, BASELINE, total - canaryViews);
    minute += LOOK_MINUTES;
    if (isOpen(hour)) openMinutes += LOOK_MINUTES;

    result = judge({ plan: PLAN, stage, now: minute * MINUTE, windows });
    if (result.decision === 'rollback') {
      return {
        rollbackMinutes: minute - startMinute,
        openingHoursTo100: null,
        rollbackStage: PLAN[stage] ?? null,
        rollbackMeasures: result.measures.filter((m) => m.verdict === 'worse').map((m) => m.id),
        lastHold: null,
      };
    }
    if (result.decision === 'promote' && scenario.promote) {
      stage += 1;
      if (stage === PLAN.length - 1) {
        return {
          rollbackMinutes: null,
          openingHoursTo100: openMinutes / 60,
          rollbackStage: null,
          rollbackMeasures: [],
          lastHold: null,
        };
      }
      windows.push(newWindow(PLAN[stage] as number, minute * MINUTE));
    }
  }
  return {
    rollbackMinutes: null,
    openingHoursTo100: null,
    rollbackStage: null,
    rollbackMeasures: [],
    lastHold: result?.decision === 'hold' ? result.reason : null,
  };
}

/** A percentile over every run, a run that never got there counting as never (null when more than 1 − q never did). */
function percentile(values: (number | null)[], q: number): number | null {
  const sorted = values.map((value) => value ?? Infinity).sort((a, b) => a - b);
  const value = sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Infinity;
  return Number.isFinite(value) ? Math.round(value * 10) / 10 : null;
}

function summarise(outcomes: RunOutcome[]): ScenarioSummary {
  const count = (values: (string | number | null)[]) => {
    const counts: Record<string, number> = {};
    for (const value of values) if (value !== null) counts[String(value)] = (counts[String(value)] ?? 0) + 1;
    return counts;
  };
  const rolledBack = outcomes.filter((outcome) => outcome.rollbackMinutes !== null).length;
  const promotedTo100 = outcomes.filter((outcome) => outcome.openingHoursTo100 !== null).length;
  const holds = outcomes.map((outcome) => outcome.lastHold).filter((reason): reason is string => reason !== null);
  return {
    runs: outcomes.length,
    rolledBack,
    promotedTo100,
    held: outcomes.length - rolledBack - promotedTo100,
    rollbackRate: rolledBack / outcomes.length,
    rollbackMinutes: {
      p50: percentile(
        outcomes.map((outcome) => outcome.rollbackMinutes),
        0.5,
      ),
      p90: percentile(
        outcomes.map((outcome) => outcome.rollbackMinutes),
        0.9,
      ),
    },
    openingHoursTo100: {
      p50: percentile(
        outcomes.map((outcome) => outcome.openingHoursTo100),
        0.5,
      ),
      p90: percentile(
        outcomes.map((outcome) => outcome.openingHoursTo100),
        0.9,
      ),
    },
    rollbackStage: count(outcomes.map((outcome) => outcome.rollbackStage)),
    rollbackMeasures: count(outcomes.flatMap((outcome) => outcome.rollbackMeasures)),
    heldForTooFewPageViews: holds.filter((reason) => reason.includes('too few page views')).length,
    sampleHoldReason: holds[0] ?? null,
  };
}

/** One scenario's runs and summary, from its own seed. */
function runScenario(scenario: Scenario, seed: number) {
  const random = new Random(seed);
  const scenarioStarted = performance.now();
  const outcomes = Array.from({ length: scenario.runs }, () => runOnce(scenario, random));
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
  seed: number;
  scale: number;
}

/** The scenarios to run, each with the seed it always has (its place in the full list). */
function jobsOf(scale: number, only: string | undefined): Job[] {
  return (
    scenarios(scale)
      .map((scenario, index) => ({ scenario, job: { index, seed: SEED + index + 1, scale } }))
      .filter(({ scenario }) => !only || scenario.id === only)
      // The longest first (most runs × hours), so the cores finish together.
      .sort((a, b) => b.scenario.runs * b.scenario.hours - a.scenario.runs * a.scenario.hours)
      .map(({ job }) => job)
  );
}

const scenarioOf = (job: Job) => scenarios(job.scale)[job.index] as Scenario;

/** Runs the jobs on `threads` worker threads (in this thread when one), in any order; results by index. */
async function runAll(jobs: Job[], threads: number): Promise<Map<number, ScenarioResult>> {
  const results = new Map<number, ScenarioResult>();
  if (threads <= 1) {
    for (const job of jobs) results.set(job.index, runScenario(scenarioOf(job), job.seed));
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
            worker.once('message', resolve);
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
      `${result.id}: ${result.runs} runs, ${result.rolledBack} rolled back (p50 ${result.rollbackMinutes.p50} min, p90 ${result.rollbackMinutes.p90} min), ${result.promotedTo100} at 100 % (p90 ${result.openingHoursTo100.p90} opening h); ${result.targets.map((t) => `${t.met ? 'MET' : 'NOT MET'} ${t.target}: ${t.value}`).join('; ')}`,
    );
  }
  const seconds = Math.round(performance.now() - started) / 1000;
  const cpu = process.cpuUsage();
  const cpuSeconds = Math.round((cpu.user + cpu.system) / 1000) / 1000;
  const report = {
    command: 'npm run bench:judge',
    decision: 'docs/decisions/055-a-sequential-judge-for-canaries.md',
    /** Wall-clock time; on the shared 2-core machine it depends on the other load, so the CPU time is given too. */
    seconds,
    cpuSeconds,
    threads,
    loadAverage: Math.round((loadavg()[0] ?? 0) * 10) / 10,
    seed: SEED,
    plan: PLAN,
    lookMinutes: LOOK_MINUTES,
    traffic:
      'page views an hour averaged over the opening hours 10:00-22:00, shaped by hour (night 2-25 % of it); the release starts between 10:00 and 18:00; counts per 5-minute look drawn as Poisson and binomial',
    config: resolveConfig(undefined),
    scenarios: results,
  };
  const full = !only && scale === 1;
  if (full)
    writeFileSync(new URL('../../reports/bench-judge.json', import.meta.url), `${JSON.stringify(report, null, 2)}\n`);
  console.info(
    `bench:judge: ${seconds} s (${cpuSeconds} s of CPU, ${threads} threads)${full ? '; wrote reports/bench-judge.json' : ' (a partial run: no report written)'}`,
  );
}

if (isMainThread) void main();
else if ((workerData as { worker?: boolean } | null)?.worker) {
  parentPort?.on('message', (job: Job) => parentPort?.postMessage(runScenario(scenarioOf(job), job.seed)));
}
