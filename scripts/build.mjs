// @ts-check
/** npm run build: production bundles of every app, one after the other, with the time each took. */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { apps, rootDir } from './lib/apps.mjs';

const webpackCli = path.join(rootDir, 'node_modules/webpack-cli/bin/cli.js');
const only = process.argv.slice(2);
const timings = [];
for (const app of apps) {
  if (only.length > 0 && !only.includes(app.name)) continue;
  const started = performance.now();
  const result = spawnSync(process.execPath, [webpackCli, '--mode', 'production'], {
    cwd: path.join(rootDir, app.dir),
    stdio: 'inherit',
  });
  if (result.status === 0 && fs.existsSync(path.join(rootDir, app.dir, 'src/first-screen.ts'))) {
    // The remote's pages' first pictures, for the shell's preloads (decision 012).
    const written = spawnSync(process.execPath, ['--import', 'tsx', path.join(rootDir, 'scripts/write-first-screen.ts'), path.join(rootDir, app.dir)], { cwd: rootDir, stdio: 'inherit' });
    if (written.status !== 0) {
      console.error(`Writing the first-screen pictures of ${app.name} failed.`);
      process.exit(written.status ?? 1);
    }
  }
  if (result.status === 0 && fs.existsSync(path.join(rootDir, app.dir, 'src/first-screen-render.tsx'))) {
    // The remote's pages as HTML, for the shell's first screen (decision 016).
    const written = spawnSync(process.execPath, [path.join(rootDir, 'scripts/write-first-screen-html.mjs'), path.join(rootDir, app.dir)], { cwd: rootDir, stdio: 'inherit' });
    if (written.status !== 0) {
      console.error(`Writing the first-screen HTML of ${app.name} failed.`);
      process.exit(written.status ?? 1);
    }
  }
  const seconds = (performance.now() - started) / 1000;
  timings.push({ app: app.name, seconds: seconds.toFixed(1) });
  if (result.status !== 0) {
    console.error(`Build of ${app.name} failed.`);
    process.exit(result.status ?? 1);
  }
}
console.table(timings);
