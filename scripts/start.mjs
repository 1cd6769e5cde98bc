// @ts-check
/**
 * npm start: the whole site for development. Shell :3000, remote-gfm43 :3001,
 * remote-gfmpalam :3002, remote-blog :3003 (webpack dev servers, pages drawn
 * in the browser), and the local services (content service, enquiry
 * collector) on :4000. `npm run build && npm run serve` is the site as it is
 * deployed, rendered on the server.
 *
 * `npm start -- remote-gfm43` (what `npm start -w remote-gfm43` runs) starts
 * the named apps' dev servers alone, without the services.
 */
import path from 'node:path';
import { appByName, apps, movedRemoteUrls, portOf, rootDir, webpackCommand } from './lib/apps.mjs';
import { runTogether } from './lib/processes.mjs';

const [command = process.execPath, ...commandArgs] = webpackCommand;
const only = process.argv.slice(2).map(appByName);
const chosen = only.length > 0 ? only : apps;
const env = movedRemoteUrls(process.env);

runTogether([
  ...(only.length > 0
    ? []
    : [
        {
          name: 'services',
          command: process.execPath,
          args: ['--import', 'tsx', 'src/server.ts'],
          cwd: path.join(rootDir, 'stand-ins'),
        },
      ]),
  ...chosen.map((app) => ({
    name: app.name,
    command,
    args: [...commandArgs, 'serve', '--mode', 'development'],
    cwd: path.join(rootDir, app.dir),
    env,
  })),
]);
const first = chosen[0] ?? appByName('shell');
console.log(
  `Starting: open http://localhost:${portOf(first)} once the ${chosen.length === 1 ? 'dev server says' : `${chosen.length} dev servers say`} "compiled".`,
);
