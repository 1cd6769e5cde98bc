// @ts-check
/**
 * npm run serve: the production build on this machine, each app on its own
 * port as it would be deployed: the shell's production server (server
 * rendering, `shell/dist/server/main.js`), each remote's build on a static
 * host of its own (`serve-remote.mjs`), and the local services on :4000,
 * each a process of its own. Run `npm run build` first.
 */
import fs from 'node:fs';
import path from 'node:path';
import { apps, appByName, movedRemoteUrls, portOf, rootDir } from './lib/apps.mjs';
import { runTogether } from './lib/processes.mjs';
import { SERVER_NODE_FLAGS } from '@gfm/shell/server/node-flags';

const withServices = !process.argv.includes('--no-services');

for (const app of apps) {
  const built = path.join(rootDir, app.dir, 'dist', app.remote ? 'server/remoteEntry.js' : 'server/main.js');
  if (!fs.existsSync(built)) {
    console.error(
      `${app.name} has no production build (${path.relative(rootDir, built)} is missing): run \`npm run build\` first.`,
    );
    process.exit(1);
  }
}

const shell = appByName('shell');
const remoteUrls = movedRemoteUrls(process.env);
runTogether([
  {
    name: shell.name,
    command: process.execPath,
    args: [...SERVER_NODE_FLAGS, '--enable-source-maps', path.join(rootDir, 'shell/dist/server/main.js')],
    cwd: rootDir,
    env: { ...remoteUrls, SHELL_PORT: String(portOf(shell)), SHELL_HOST: process.env.SHELL_HOST ?? 'localhost' },
  },
  ...apps
    .filter((app) => app.remote)
    .map((app) => ({
      name: app.name,
      command: process.execPath,
      args: ['--import', 'tsx', path.join(rootDir, 'scripts/serve-remote.mjs'), app.name],
      cwd: rootDir,
      env: remoteUrls,
    })),
  ...(withServices
    ? [
        {
          name: 'services',
          command: process.execPath,
          // Node runs the server itself (tsx only as a loader), so stopping it stops the server.
          args: ['--import', 'tsx', 'src/server.ts'],
          cwd: path.join(rootDir, 'services'),
        },
      ]
    : []),
]);
