// @ts-check
/**
 * The apps of the composition and their ports on one machine (the list is
 * @gfm/webpack-config's), and what the start, build and serve commands add to it.
 * These scripts run under tsx, which lets them import TypeScript modules.
 */
import path from 'node:path';
import { CONFIG_ENV, DEFAULT_PORTS } from '@gfm/shared/config/environment';
import { apps, portOf, rootDir } from '@gfm/webpack-config/apps';

// The list itself belongs to the webpack configuration, which gives each app's dev server its port.
export { appByName, apps, portOf, rootDir } from '@gfm/webpack-config/apps';

export const SERVICES_PORT = DEFAULT_PORTS.services;

/**
 * The remotes' addresses for the run-time configuration where a remote's port
 * was moved (`PORT_REMOTE_GFM43=3011`) and its address (`REMOTE_GFM43_URL`)
 * was not given: the default address names the default port, and the pages
 * would take the moved remote's files (its pictures) from another server.
 * @param {NodeJS.ProcessEnv} env
 * @returns {Record<string, string>}
 */
export function movedRemoteUrls(env) {
  const host = env[CONFIG_ENV.host] || 'localhost';
  /** @type {Record<string, string>} */
  const urls = {};
  for (const app of apps) {
    if (!app.remote || portOf(app, env) === app.port || env[CONFIG_ENV.remotes[app.remote]]) continue;
    urls[CONFIG_ENV.remotes[app.remote]] = `http://${host}:${portOf(app, env)}/remoteEntry.js`;
  }
  return urls;
}

/** The webpack command line, run under tsx so the configurations can import the TypeScript configuration module. */
export const webpackCommand = [
  process.execPath,
  '--import',
  'tsx',
  path.join(rootDir, 'node_modules/webpack-cli/bin/cli.js'),
];
