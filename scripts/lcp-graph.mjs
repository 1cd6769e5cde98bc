// @ts-check
/**
 * What a route's simulated LCP waits behind, on Lighthouse's mobile preset (decision 069).
 *
 *   ip netns exec … tsx scripts/lcp-graph.mjs [--block '*main.js'] /gfm43 [/route ...]
 *
 * One run per route against `npm run serve` (:3000), gathered and audited as
 * `npm run audit` does (CPU calibrated, decision 011). Prints the observed
 * LCP and its element, the requests in Lantern's pessimistic LCP graph with
 * their simulated start and end, and Lantern's LCP estimate again with kinds
 * of request taken out of the same graphs: the scripts (their download and
 * evaluation), the pictures at low priority, and both. Lantern keeps in its
 * LCP graphs every request that ended before the *observed* LCP and every
 * script that started running before it; its optimistic graph leaves out
 * low-priority pictures, its pessimistic one keeps everything, and the
 * estimate is the mean of the two. `--block PATTERN` refuses the requests
 * that match (Lighthouse's `blockedUrlPatterns`), as when a page's script
 * waits for the visitor's first touch: the run is observed without them.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { getComputationDataParams } from 'lighthouse/core/computed/metrics/lantern-metric.js';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium.mjs';
import { calibratedSlowdown } from './lib/lighthouse-run.mjs';

const args = process.argv.slice(2);
const blockIndex = args.indexOf('--block');
const blocked = blockIndex === -1 ? [] : [args[blockIndex + 1]];
const routes = args.filter((arg, index) => arg.startsWith('/') && (blockIndex === -1 || index !== blockIndex + 1));
if (!routes.length) throw new Error('usage: lcp-graph.mjs /route [/route ...]');
const LCP = Lantern.Metrics.LargestContentfulPaint;

/** @param {any} node */
const isScript = (node) => node.type === 'network' && node.request.resourceType === 'Script';
/** @param {any} node */
const isLowPicture = (node) =>
  node.type === 'network' &&
  node.request.resourceType === 'Image' &&
  ['Low', 'VeryLow'].includes(node.request.priority);

/**
 * Lantern's LCP with the nodes `drop` picks, and every node that depends on them, taken out of the graph.
 * @param {any} params
 * @param {((node: any) => boolean) | undefined} drop
 */
function estimate({ simulator, graph, processedNavigation }, drop) {
  /** @type {Set<string>} */
  const dropped = new Set();
  if (drop)
    graph.traverse((/** @type {any} */ node) => {
      if (drop(node))
        node.traverse(
          (/** @type {any} */ dependent) => dropped.add(dependent.id),
          (/** @type {any} */ dependent) => dependent.getDependents(),
        );
    });
  const left = graph.cloneWithRelationships((/** @type {any} */ node) => !dropped.has(node.id));
  const simulate = (/** @type {any} */ metricGraph) =>
    LCP.getEstimateFromSimulation(simulator.simulate(metricGraph, { label: 'lcp-graph' }));
  const optimistic = simulate(LCP.getOptimisticGraph(left, processedNavigation));
  const pessimistic = simulate(LCP.getPessimisticGraph(left, processedNavigation));
  return { optimistic, pessimistic, mean: (optimistic.timeInMs + pessimistic.timeInMs) / 2 };
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? CHROMIUM_PATH,
  chromeFlags: CHROMIUM_ARGS,
});
try {
  for (const route of routes) {
    const url = `http://localhost:3000${route}`;
    /** @type {Record<string, unknown>} */
    const flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      blockedUrlPatterns: blocked,
    };
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gfm-lcp-graph-'));
    try {
      await lighthouse(url, { ...flags, gatherMode: dir });
      const artifactsFile = path.join(dir, 'artifacts.json');
      const saved = JSON.parse(fs.readFileSync(artifactsFile, 'utf8'));
      const cpuSlowdownMultiplier = calibratedSlowdown(saved.BenchmarkIndex);
      saved.settings.throttling.cpuSlowdownMultiplier = cpuSlowdownMultiplier;
      fs.writeFileSync(artifactsFile, JSON.stringify(saved));
      const result = await lighthouse(url, { ...flags, auditMode: dir, throttling: { cpuSlowdownMultiplier } });
      if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
      const { lhr, artifacts } = /** @type {any} */ (result);
      const settings = lhr.configSettings;
      const context = { computedCache: new Map(), settings, options: {} };
      const data = {
        trace: artifacts.Trace,
        devtoolsLog: artifacts.DevtoolsLog,
        gatherContext: artifacts.GatherContext,
        settings,
        URL: artifacts.URL,
        SourceMaps: artifacts.SourceMaps,
        simulator: null,
        HostDPR: artifacts.HostDPR,
      };
      const params = await getComputationDataParams(data, /** @type {any} */ (context));
      const fcp = (await LanternFirstContentfulPaint.request(data, /** @type {any} */ (context))).timing;
      const observed = lhr.audits.metrics.details.items[0].observedLargestContentfulPaint;
      const element = lhr.audits['lcp-breakdown-insight']?.details?.items?.[1]?.snippet ?? '(no element)';
      console.log(
        `\n${route}: LCP ${Math.round(lhr.audits['largest-contentful-paint'].numericValue)} ms simulated, ${Math.round(observed)} ms observed (CPU ×${cpuSlowdownMultiplier})\n  ${element.slice(0, 160)}`,
      );
      const asMeasured = estimate(params, undefined);
      console.table(
        [.../** @type {Map<any, any>} */ (asMeasured.pessimistic.nodeTimings)]
          .filter(([node]) => node.type === 'network')
          .map(([node, timing]) => ({
            request: node.request.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 60),
            priority: node.request.priority,
            KB: Math.round(node.request.transferSize / 102.4) / 10,
            'start (ms)': Math.round(timing.startTime),
            'end (ms)': Math.round(timing.endTime),
          }))
          .sort((a, b) => a['start (ms)'] - b['start (ms)']),
      );
      /** @type {[string, ((node: any) => boolean) | undefined][]} */
      const cases = [
        ['as measured', undefined],
        ['without the scripts', isScript],
        ['without the low-priority pictures', isLowPicture],
        ['without both', (node) => isScript(node) || isLowPicture(node)],
      ];
      console.table(
        cases.map(([label, drop]) => {
          const { optimistic, pessimistic, mean } = estimate(params, drop);
          return {
            graph: label,
            'LCP (ms)': Math.round(Math.max(mean, fcp)),
            'optimistic (ms)': Math.round(optimistic.timeInMs),
            'pessimistic (ms)': Math.round(pessimistic.timeInMs),
          };
        }),
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
} finally {
  chrome.kill();
}
