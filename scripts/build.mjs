// @ts-check
/**
 * npm run build: production bundles of every app, one after the other, with
 * the time each took. Each app builds for the browser and for the server
 * (`dist/server/`): the shell's production server, and each remote's modules
 * as the shell's server renders them. `npm run build -- shell` builds the
 * apps named (what `npm run build -w shell` runs).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { appByName, apps, rootDir, webpackCommand } from './lib/apps.mjs';

const [command = process.execPath, ...commandArgs] = webpackCommand;
const only = process.argv.slice(2);
// A misspelt name would otherwise build nothing and succeed.
only.forEach(appByName);
const timings = [];
for (const app of apps) {
  if (only.length > 0 && !only.includes(app.name)) continue;
  const started = performance.now();
  const result = spawnSync(command, [...commandArgs, '--mode', 'production'], {
    cwd: path.join(rootDir, app.dir),
    stdio: 'inherit',
  });
  const seconds = (performance.now() - started) / 1000;
  timings.push({ app: app.name, seconds: seconds.toFixed(1) });
  if (result.status !== 0) {
    console.error(`Build of ${app.name} failed.`);
    process.exit(result.status ?? 1);
  }
}
console.table(timings);
