// @ts-check
/**
 * Runs npm scripts at the same time and fails when any fails:
 * `node scripts/run-together.mjs typecheck lint:code lint:format`, then
 * `test:unit build`, then `test:topology nice:test:e2e` (what `npm test` does).
 * A script named with `nice:` runs at a lower CPU priority (`nice -n 10`):
 * the e2e suite takes what CPU the topology's suite leaves, so the
 * topology's timed parts (pointer reads, the judge's stages) get the CPU
 * first (the topology's suite ran 471 s beside it, 383 s niced), and the e2e
 * suite, which waits for what it checks, takes the rest. On
 * a machine of two cores the type check, ESLint (on two threads) and Prettier
 * fill both cores instead of one waiting for another; the unit tests' waits
 * (a real Prometheus scraping) are the build's time, and the topology's waits
 * (pointer reads, the front's cache, the judge's stages) the e2e suite's.
 * Each script's output is printed whole when it ends, so the logs do not
 * interleave; a failed script's output is kept until every script has ended
 * and printed last, so the end of a CI log shows what failed (CI shows its
 * tail).
 */
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('Usage: node scripts/run-together.mjs <npm script> [...]');
  process.exit(2);
}

const NICE = 'nice:';

/** @type {{ heading: string, output: Buffer }[]} */
const failures = [];

/** @param {string} script @returns {Promise<number>} */
function runScript(script) {
  return new Promise((resolve) => {
    const started = performance.now();
    const npm = ['npm', 'run', '--silent', script.replace(NICE, '')];
    const argv = script.startsWith(NICE) ? ['-n', '10', ...npm] : npm.slice(1);
    const child = spawn(script.startsWith(NICE) ? 'nice' : 'npm', argv, { stdio: ['ignore', 'pipe', 'pipe'] });
    /** @type {Buffer[]} */
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const status = code ?? (signal ? 1 : 0);
      const heading = `\n> ${script}: ${status === 0 ? 'passed' : `failed (${signal ?? code})`} in ${seconds} s\n`;
      if (status === 0) process.stdout.write(heading + Buffer.concat(output).toString());
      else failures.push({ heading, output: Buffer.concat(output) });
      resolve(status);
    });
  });
}

const statuses = await Promise.all(scripts.map(runScript));
for (const { heading, output } of failures) process.stdout.write(heading + output.toString());
if (failures.length > 0) {
  process.stdout.write(`\n> failed: ${failures.map(({ heading }) => heading.trim().slice(2)).join('; ')}\n`);
}
process.exit(statuses.some((status) => status !== 0) ? 1 : 0);
