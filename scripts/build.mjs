// @ts-check
/**
 * npm run build: production bundles of every app, with the time each took.
 * Each app builds for the browser and for the server (`dist/server/`): the
 * shell's production server, and each remote's modules as the shell's server
 * renders them. `npm run build -- shell` builds the apps named (what
 * `npm run build -w shell` runs).
 *
 * Two apps build at a time (`BUILD_JOBS`, default: the machine's cores, at
 * most 2): webpack spends most of a build on one core, so on a machine of two
 * cores two builds together take about the time of one and a half. Each app's
 * output is printed whole when it ends.
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { appByName, apps, rootDir, webpackCommand } from './lib/apps.mjs';

const [command = process.execPath, ...commandArgs] = webpackCommand;
const only = process.argv.slice(2);
// A misspelt name would otherwise build nothing and succeed.
only.forEach(appByName);
const queue = apps.filter((app) => only.length === 0 || only.includes(app.name));
const jobs = Math.max(1, Number(process.env.BUILD_JOBS) || Math.min(2, os.availableParallelism()));

/**
 * @param {import('@gfm/webpack-config/apps').App} app
 * @returns {Promise<{ app: string, seconds: string, status: number }>}
 */
function build(app) {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(command, [...commandArgs, '--mode', 'production'], {
      cwd: path.join(rootDir, app.dir),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    /** @type {Buffer[]} */
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      process.stdout.write(Buffer.concat(output));
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      resolve({ app: app.name, seconds, status: code ?? (signal ? 1 : 0) });
    });
  });
}

/** @type {{ app: string, seconds: string, status: number }[]} */
const timings = [];
const started = performance.now();
await Promise.all(
  Array.from({ length: Math.min(jobs, queue.length) }, async () => {
    for (let app = queue.shift(); app; app = queue.shift()) timings.push(await build(app));
  }),
);
console.table(timings.map(({ app, seconds }) => ({ app, seconds })));
console.log(
  `${timings.length} apps built in ${((performance.now() - started) / 1000).toFixed(1)} s, ${jobs} at a time.`,
);
const failed = timings.filter((timing) => timing.status !== 0);
for (const { app } of failed) console.error(`Build of ${app} failed.`);
process.exit(failed.length > 0 ? 1 : 0);
