// @ts-check
/**
 * Runs npm scripts at the same time and fails when any fails:
 * `node scripts/run-together.mjs typecheck lint:code lint:format`, then
 * `test:unit build`, then the browser suites (what `npm test` does).
 * A script named with `nice:` runs at a lower CPU priority (`nice -n 10`).
 * On a machine of two cores the type check, ESLint (on two threads) and
 * Prettier fill both cores instead of one waiting for another; the unit
 * tests' waits (a real Prometheus scraping) are the build's time.
 *
 * Each script's lines are printed as they come, each whole and prefixed with
 * the script's name, so a suite's progress shows while it runs (a newcomer
 * can tell a hang from progress). When a script fails, its last lines are
 * printed again, unprefixed, once every script has ended, followed by the
 * list of what failed: the end of a CI log shows what failed (CI shows its
 * tail).
 */
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('Usage: node scripts/run-together.mjs <npm script> [...]');
  process.exit(2);
}

const NICE = 'nice:';
/** How much of a failed script's output is printed again at the end: a failure's report, not a whole suite's log. */
const FAILURE_TAIL_LINES = 400;
const width = Math.max(...scripts.map((script) => script.replace(NICE, '').length));

/** @type {{ heading: string, lines: string[] }[]} */
const failures = [];

/**
 * Calls `onLine` with each whole line of `stream` as it arrives (a line cut between two chunks is
 * held until its end comes), and with what is left when the stream ends.
 * @param {import('node:stream').Readable} stream
 * @param {(line: string) => void} onLine
 */
function eachLine(stream, onLine) {
  let partial = '';
  stream.setEncoding('utf8');
  stream.on('data', (/** @type {string} */ chunk) => {
    const lines = (partial + chunk).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) onLine(line);
  });
  stream.on('end', () => {
    if (partial !== '') onLine(partial);
    partial = '';
  });
}

/** @param {string} script @returns {Promise<number>} */
function runScript(script) {
  return new Promise((resolve) => {
    const started = performance.now();
    const name = script.replace(NICE, '');
    const prefix = `${name.padEnd(width)} | `;
    const npm = ['npm', 'run', '--silent', name];
    const argv = script.startsWith(NICE) ? ['-n', '10', ...npm] : npm.slice(1);
    const child = spawn(script.startsWith(NICE) ? 'nice' : 'npm', argv, { stdio: ['ignore', 'pipe', 'pipe'] });
    /** @type {string[]} */
    const lines = [];
    /** @param {string} line */
    const print = (line) => {
      // A line redrawn in place (a progress bar's carriage return) shows as its last state.
      const shown = line.slice(line.lastIndexOf('\r', line.length - 2) + 1).replace(/\r$/, '');
      lines.push(shown);
      if (lines.length > FAILURE_TAIL_LINES) lines.shift();
      // One write per whole line: lines of scripts running together never mix within a line.
      process.stdout.write(`${prefix}${shown}\n`);
    };
    eachLine(child.stdout, print);
    eachLine(child.stderr, print);
    child.on('close', (code, signal) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const status = code ?? (signal ? 1 : 0);
      const heading = `> ${name}: ${status === 0 ? 'passed' : `failed (${signal ?? code})`} in ${seconds} s`;
      process.stdout.write(`${prefix}${heading}\n`);
      if (status !== 0) failures.push({ heading, lines });
      resolve(status);
    });
  });
}

const statuses = await Promise.all(scripts.map(runScript));
for (const { heading, lines } of failures) {
  process.stdout.write(`\n${heading}; its last ${lines.length} lines:\n${lines.join('\n')}\n`);
}
if (failures.length > 0) {
  process.stdout.write(`\n> failed: ${failures.map(({ heading }) => heading.slice(2)).join('; ')}\n`);
}
process.exit(statuses.some((status) => status !== 0) ? 1 : 0);
