// @ts-check
/**
 * npm start: the whole site for development. Shell :3000, remote-gfm43 :3001,
 * remote-gfmpalam :3002, remote-blog :3003 (webpack dev servers, pages drawn
 * in the browser), and the local services (content service, enquiry
 * collector) on :4000. `npm run build && npm run serve` is the site as it is
 * deployed, rendered on the server.
 */
import path from 'node:path';
import { apps, rootDir, webpackCommand } from './lib/apps.mjs';
import { runTogether } from './lib/processes.mjs';

const [command = process.execPath, ...commandArgs] = webpackCommand;

runTogether([
  { name: 'services', command: process.execPath, args: ['--import', 'tsx', 'src/server.ts'], cwd: path.join(rootDir, 'services') },
  ...apps.map((app) => ({
    name: app.name,
    command,
    args: [...commandArgs, 'serve', '--mode', 'development'],
    cwd: path.join(rootDir, app.dir),
  })),
]);
console.log('Starting: open http://localhost:3000 once the four dev servers say "compiled".');
