// @ts-check
/**
 * Runs npm scripts at the same time and fails when any fails:
 * `node scripts/run-together.mjs typecheck lint:code lint:format`, then
 * `test:unit build`, then `test:e2e test:topology` (what `npm test` does). On
 * a machine of two cores the type check, ESLint (on two threads) and Prettier
 * fill both cores instead of one waiting for another; the unit tests' waits
 * (a real Prometheus scraping) are the build's time, and the topology's waits
 * (pointer reads, the front's cache, the judge's stages) the e2e suite's.
 * Each script's output is printed whole when it ends, so the logs do not
 * interleave.
 */
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('Usage: node scripts/run-together.mjs <npm script> [...]');
  process.exit(2);
}

/** @param {string} script @returns {Promise<number>} */
function runScript(script) {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    /** @type {Buffer[]} */
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const status = code ?? (signal ? 1 : 0);
      process.stdout.write(
        `\n> ${script}: ${status === 0 ? 'passed' : `failed (${signal ?? code})`} in ${seconds} s\n`,
      );
      process.stdout.write(Buffer.concat(output));
      resolve(status);
    });
  });
}

const statuses = await Promise.all(scripts.map(runScript));
process.exit(statuses.some((status) => status !== 0) ? 1 : 0);
