// @ts-check
/**
 * npm start: the whole site for development. Shell :3000, remote-gfm43 :3001,
 * remote-gfmpalam :3002, remote-blog :3003 (webpack dev servers), and the
 * local services (content service, enquiry collector) on :4000.
 */
import path from 'node:path';
import { apps, rootDir } from './lib/apps.mjs';
import { runTogether } from './lib/processes.mjs';

const webpackCli = path.join(rootDir, 'node_modules/webpack-cli/bin/cli.js');

runTogether([
  { name: 'services', command: process.execPath, args: ['--import', 'tsx', 'src/server.ts'], cwd: path.join(rootDir, 'services') },
  ...apps.map((app) => ({
    name: app.name,
    command: process.execPath,
    args: [webpackCli, 'serve', '--mode', 'development'],
    cwd: path.join(rootDir, app.dir),
  })),
]);
console.log('Starting: open http://localhost:3000 once the four dev servers say "compiled".');
