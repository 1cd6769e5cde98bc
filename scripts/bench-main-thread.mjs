// @ts-check
/**
 * npm run bench:main-thread — what the renderer's main thread does while a page loads on the emulated
 * mid-range phone (e2e/support/slow-phone.mjs), from a Chromium trace: cold load, then `--seconds` (5) of
 * the page left alone. Per route, the thread's busy time by what Chromium names the work (the outermost
 * event inside each task; "(in no event)" is a task's time outside every event the trace records: the
 * scheduler's and IPC's own), the tasks over 50 ms with what each spent its time on, and the tasks with no
 * event inside them at all: what Lighthouse calls the page's "unattributed" main-thread work.
 *
 *   npm run bench:main-thread -- [--runs 3] [--seconds 5] [--posted-from] [/route ...]
 *
 * `--posted-from` also records Chromium's `toplevel`, `mojom` and `ipc` categories, which name the place in
 * Chromium's source each task was posted from, and sums the tasks with no event inside by that place.
 *
 * A timing is reported, never asserted; other work on the machine stretches every task.
 */
import os from 'node:os';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../e2e/support/chromium.mjs';
import { ensureServing } from './lib/ensure-serving.mjs';
import { emulateSlowPhone, slowPhoneContext } from '../e2e/support/slow-phone.mjs';

const args = process.argv.slice(2);
/** @param {string} name @param {string} fallback */
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index === -1 ? fallback : (args[index + 1] ?? fallback);
};
const runs = Number(option('--runs', '3'));
const seconds = Number(option('--seconds', '5'));
const chosen = args.filter((arg) => arg.startsWith('/'));
const routes = chosen.length ? chosen : ['/'];
const postedFrom = args.includes('--posted-from');
/** What DevTools' performance panel records: an event of these is work a page's tools can name. */
const DEVTOOLS = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'loading'];
const CATEGORIES = postedFrom ? [...DEVTOOLS, 'toplevel', 'mojom', 'ipc'] : DEVTOOLS;
/** The event that says where a task was posted from (`toplevel`), with its `src_file` and `src_func`. */
const POSTED_TASK = 'ThreadControllerImpl::RunTask';
const LONG_TASK_US = 50_000;

/**
 * @typedef {{ name: string, cat: string, ph: string, pid: number, tid: number, ts: number, dur?: number, args?: any }} TraceEvent
 */

/** The renderer main thread that was busiest: the page's (a navigation may start in another renderer). */
function pageThread(/** @type {TraceEvent[]} */ events) {
  const busy = new Map();
  for (const event of events)
    if (event.name === 'RunTask' && event.ph === 'X') {
      const key = `${event.pid}:${event.tid}`;
      busy.set(key, (busy.get(key) ?? 0) + (event.dur ?? 0));
    }
  const threads = events.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  return threads.sort((a, b) => (busy.get(`${b.pid}:${b.tid}`) ?? 0) - (busy.get(`${a.pid}:${a.tid}`) ?? 0))[0];
}

/** The thread's tasks, each with the outermost events inside it (sorted by start, so one pass finds them). */
function tasksOf(/** @type {TraceEvent[]} */ events, /** @type {TraceEvent} */ thread) {
  const mine = events
    .filter((event) => event.pid === thread.pid && event.tid === thread.tid && event.ph === 'X')
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  /** @type {{ task: TraceEvent, outer: TraceEvent[], posted?: string }[]} */
  const tasks = [];
  for (const event of mine) {
    if (event.name === 'RunTask') {
      tasks.push({ task: event, outer: [] });
      continue;
    }
    const current = tasks.at(-1);
    if (!current || event.ts > current.task.ts + (current.task.dur ?? 0)) continue;
    if (event.name === POSTED_TASK && event.args?.src_func)
      current.posted ??= `${event.args.src_file}:${event.args.src_func}`;
    if (!event.cat.split(',').some((category) => DEVTOOLS.includes(category))) continue;
    const last = current.outer.at(-1);
    if (!last || event.ts >= last.ts + (last.dur ?? 0)) current.outer.push(event);
  }
  return tasks;
}

/** One cold load traced; the main thread's time by kind of work, its long tasks and its empty tasks. */
async function traceOnce(/** @type {import('playwright-core').Browser} */ browser, /** @type {string} */ url) {
  const context = await browser.newContext(slowPhoneContext);
  const page = await context.newPage();
  await emulateSlowPhone(await context.newCDPSession(page));
  await browser.startTracing(page, { categories: CATEGORIES });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(seconds * 1000);
  const buffer = await browser.stopTracing();
  await context.close();
  const { traceEvents } = /** @type {{ traceEvents: TraceEvent[] }} */ (JSON.parse(buffer.toString('utf8')));
  const thread = pageThread(traceEvents);
  /** @type {Record<string, number>} */
  const byKind = {};
  const long = [];
  let empty = { tasks: 0, us: 0 };
  /** @type {Record<string, number>} The tasks with no event inside, by where they were posted from (µs). */
  const emptyFrom = {};
  for (const { task, outer, posted } of thread ? tasksOf(traceEvents, thread) : []) {
    const inside = outer.reduce((sum, event) => sum + (event.dur ?? 0), 0);
    const own = Math.max(0, (task.dur ?? 0) - inside);
    byKind['(in no event)'] = (byKind['(in no event)'] ?? 0) + own;
    for (const event of outer) byKind[event.name] = (byKind[event.name] ?? 0) + (event.dur ?? 0);
    if (outer.length === 0) {
      empty = { tasks: empty.tasks + 1, us: empty.us + (task.dur ?? 0) };
      const from = posted ?? '(not recorded)';
      emptyFrom[from] = (emptyFrom[from] ?? 0) + (task.dur ?? 0);
    }
    if ((task.dur ?? 0) > LONG_TASK_US) {
      const parts = [...outer.map((event) => [event.name, event.dur ?? 0]), ['(in no event)', own]]
        .sort((a, b) => Number(b[1]) - Number(a[1]))
        .slice(0, 3)
        .map(([name, us]) => `${name} ${Math.round(Number(us) / 1000)}`);
      long.push(`${Math.round((task.dur ?? 0) / 1000)} ms (${parts.join(', ')})`);
    }
  }
  return { byKind, long, empty, emptyFrom };
}

const stopServing = await ensureServing({ services: true });
const browser = await chromium.launch(chromiumLaunchOptions);
const loadBefore = os.loadavg();
try {
  for (const route of routes) {
    /** @type {Record<string, number[]>} */
    const kinds = {};
    for (let run = 0; run < runs; run += 1) {
      const { byKind, long, empty, emptyFrom } = await traceOnce(browser, `http://localhost:3000${route}`);
      for (const [kind, us] of Object.entries(byKind)) (kinds[kind] ??= []).push(us / 1000);
      console.log(
        `${route} run ${run + 1}: ${Math.round(Object.values(byKind).reduce((sum, us) => sum + us, 0) / 1000)} ms busy; ` +
          `${empty.tasks} tasks with no event inside (${Math.round(empty.us / 1000)} ms); tasks over 50 ms: ${long.join('; ') || 'none'}`,
      );
      if (postedFrom)
        for (const [from, us] of Object.entries(emptyFrom)
          .sort((a, b) => b[1] - a[1])
          .slice(0, 8))
          console.log(`  no event inside, posted from ${from}: ${Math.round(us / 1000)} ms`);
    }
    const median = (/** @type {number[]} */ values) =>
      [...values, ...Array(runs - values.length).fill(0)].sort((a, b) => a - b)[Math.floor(runs / 2)] ?? 0;
    const rows = Object.entries(kinds)
      .map(([kind, values]) => ({ kind, 'median ms': Math.round(median(values)) }))
      .sort((a, b) => b['median ms'] - a['median ms'])
      .slice(0, 12);
    console.log(`${route}: the main thread's time by kind of work, median of ${runs} runs`);
    console.table(rows);
  }
} finally {
  await browser.close();
  stopServing();
}
console.log(
  `Load average (1, 5, 15 min) before: ${loadBefore.map((load) => load.toFixed(1)).join(', ')}; after: ${os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(', ')} (${os.availableParallelism()} cores).`,
);
