// @ts-check
/**
 * The apps of the composition and their ports on one machine: one list that
 * the start, build and serve commands agree on. The ports are the run-time
 * configuration's defaults (@gfm/shared/config/environment); these
 * scripts run under tsx, which lets them import it.
 */
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { CONFIG_ENV, DEFAULT_PORTS } from '@gfm/shared/config/environment';

export const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** @typedef {{ name: string, dir: string, port: number, remote?: 'gfm43' | 'gfmpalam' | 'blog' }} App */

/** @type {readonly App[]} */
export const apps = [
  { name: 'shell', dir: 'shell', port: DEFAULT_PORTS.shell },
  { name: 'remote-gfm43', dir: 'remote-gfm43', port: DEFAULT_PORTS.gfm43, remote: 'gfm43' },
  { name: 'remote-gfmpalam', dir: 'remote-gfmpalam', port: DEFAULT_PORTS.gfmpalam, remote: 'gfmpalam' },
  { name: 'remote-blog', dir: 'remote-blog', port: DEFAULT_PORTS.blog, remote: 'blog' },
];

export const SERVICES_PORT = DEFAULT_PORTS.services;

/** The brand's media (npm run media), which every app's build publishes (scripts/webpack/media-plugin.mjs); a mall's are in its remote's media/uploads (decision 049). */
export const uploadsDir = path.join(rootDir, 'shared/media/uploads');

/** @param {string} name */
export function appByName(name) {
  const app = apps.find((candidate) => candidate.name === name);
  if (!app) throw new Error(`Unknown app: ${name}`);
  return app;
}

/**
 * The port an app listens on: `PORT_SHELL`, `PORT_REMOTE_GFM43`, … or its default.
 * @param {App} app
 */
export function portOf(app, env = process.env) {
  const fromEnv = env[`PORT_${app.name.toUpperCase().replace(/-/g, '_')}`];
  return fromEnv ? Number(fromEnv) : app.port;
}

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
