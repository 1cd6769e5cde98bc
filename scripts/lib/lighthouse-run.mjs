// @ts-check
/**
 * One Lighthouse run, in a process of its own (scripts/audit.mjs forks it per
 * run): Lighthouse keeps module-level caches, and ~100 runs in one process
 * once ran the audit out of its 4 GB heap. Prints the slimmed result as JSON.
 *
 *   node scripts/lib/lighthouse-run.mjs <url> <mobile|desktop> <chrome port> [cpu slowdown]
 *
 * Mobile CPU calibration (decision 011): the run is gathered first
 * (unthrottled, as simulated throttling always is), then audited with a
 * slowdown of the host's benchmark index *of that run* / 440 (at most 4, at
 * least 1), unless a fixed slowdown is given.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

/** The benchmark index of the phone the stock mobile preset emulates: a 1500-2000 desktop slowed 4x. */
export const TARGET_BENCHMARK_INDEX = 440;
const MAX_CPU_SLOWDOWN = 4;

/** @param {number} hostIndex */
export function calibratedSlowdown(hostIndex) {
  return Math.min(MAX_CPU_SLOWDOWN, Math.max(1, Number((hostIndex / TARGET_BENCHMARK_INDEX).toFixed(2))));
}

/**
 * What the audit keeps of a result: the categories, and per audit its score
 * and value (no details, no trace). Enough for the table and for
 * Lighthouse's computeMedianRun.
 * @param {any} lhr
 */
export function slimResult(lhr) {
  /** @type {Record<string, { id: string, score: number | null, numericValue?: number }>} */
  const audits = {};
  for (const [id, audit] of Object.entries(lhr.audits ?? {})) {
    audits[id] = { id, score: /** @type {any} */ (audit).score, numericValue: /** @type {any} */ (audit).numericValue };
  }
  /** @type {Record<string, { score: number | null, auditRefs: { id: string, weight: number }[] }>} */
  const categories = {};
  for (const [id, category] of Object.entries(lhr.categories ?? {})) {
    const { score, auditRefs } = /** @type {any} */ (category);
    categories[id] = {
      score,
      auditRefs: auditRefs.map((/** @type {any} */ ref) => ({ id: ref.id, weight: ref.weight })),
    };
  }
  return { runtimeError: lhr.runtimeError, audits, categories };
}

/**
 * @param {string} url
 * @param {string} preset
 * @param {number} port
 * @param {number | undefined} fixedSlowdown
 */
async function run(url, preset, port, fixedSlowdown) {
  const config = preset === 'desktop' ? desktopConfig : undefined;
  /** @type {Record<string, unknown>} */
  const flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gfm-audit-'));
  try {
    await lighthouse(url, { ...flags, gatherMode: dir }, config);
    const artifactsFile = path.join(dir, 'artifacts.json');
    const artifacts = JSON.parse(fs.readFileSync(artifactsFile, 'utf8'));
    /** @type {number} */
    const hostIndex = artifacts.BenchmarkIndex;
    let cpuSlowdown = 1;
    if (preset === 'mobile') {
      cpuSlowdown = fixedSlowdown ?? calibratedSlowdown(hostIndex);
      // Simulated throttling gathers unthrottled; the slowdown only enters the audit's simulation.
      artifacts.settings.throttling.cpuSlowdownMultiplier = cpuSlowdown;
      fs.writeFileSync(artifactsFile, JSON.stringify(artifacts));
      flags.throttling = { cpuSlowdownMultiplier: cpuSlowdown };
    }
    const result = await lighthouse(url, { ...flags, auditMode: dir }, config);
    if (!result?.lhr) throw new Error(`Lighthouse gave no result for ${url}`);
    return { lhr: slimResult(result.lhr), cpuSlowdown, hostIndex };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [url, preset = 'mobile', port, slowdown] = process.argv.slice(2);
  if (!url || !port) throw new Error('usage: lighthouse-run.mjs <url> <mobile|desktop> <chrome port> [cpu slowdown]');
  const result = await run(url, preset, Number(port), slowdown ? Number(slowdown) : undefined);
  process.stdout.write(JSON.stringify(result));
}
