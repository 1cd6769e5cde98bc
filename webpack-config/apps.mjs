// @ts-check
/**
 * The apps of the composition and their ports on one machine: one list that
 * the build (each dev server's port) and the start, build and serve commands
 * of scripts/ (through scripts/lib/apps.mjs) agree on. The ports are the
 * run-time configuration's defaults (@gfm/shared/config/environment).
 */
import path from 'node:path';
import { DEFAULT_PORTS } from '@gfm/shared/config/environment';

/** The workspace's root: this package is one of its folders. */
export const rootDir = path.resolve(import.meta.dirname, '..');

/** @typedef {{ name: string, dir: string, port: number, remote?: 'gfm43' | 'gfmpalam' | 'blog' }} App */

/** @type {readonly App[]} */
export const apps = [
  { name: 'shell', dir: 'shell', port: DEFAULT_PORTS.shell },
  { name: 'remote-gfm43', dir: 'remote-gfm43', port: DEFAULT_PORTS.gfm43, remote: 'gfm43' },
  { name: 'remote-gfmpalam', dir: 'remote-gfmpalam', port: DEFAULT_PORTS.gfmpalam, remote: 'gfmpalam' },
  { name: 'remote-blog', dir: 'remote-blog', port: DEFAULT_PORTS.blog, remote: 'blog' },
];

/** The brand's media (npm run media), which every app's build publishes (media-plugin.mjs); a mall's are in its remote's media/uploads (decision 049). */
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
