// @ts-check
/**
 * The apps of the composition and their default ports: one list that the
 * start, build and serve commands and the runtime configuration agree on.
 */
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** @typedef {{ name: string, dir: string, port: number, remote?: 'gfm43' | 'gfmpalam' | 'blog', envUrl?: string }} App */

/** @type {readonly App[]} */
export const apps = [
  { name: 'shell', dir: 'shell', port: 3000 },
  { name: 'remote-gfm43', dir: 'remote-gfm43', port: 3001, remote: 'gfm43', envUrl: 'REMOTE_GFM43_URL' },
  { name: 'remote-gfmpalam', dir: 'remote-gfmpalam', port: 3002, remote: 'gfmpalam', envUrl: 'REMOTE_GFMPALAM_URL' },
  { name: 'remote-blog', dir: 'remote-blog', port: 3003, remote: 'blog', envUrl: 'REMOTE_BLOG_URL' },
];

/** The malls, each a remote of its own (the route's first segment: /gfm43/…). */
export const MALLS = /** @type {const} */ (['gfm43', 'gfmpalam']);

export const SERVICES_PORT = 4000;

/** Generated images are served from here under /uploads by every app in development and preview. */
export const uploadsDir = path.join(rootDir, 'shared/media/uploads');

/** @param {string} name */
export function appByName(name) {
  const app = apps.find((candidate) => candidate.name === name);
  if (!app) throw new Error(`Unknown app: ${name}`);
  return app;
}

/** @param {App} app */
export function portOf(app) {
  const fromEnv = process.env[`PORT_${app.name.toUpperCase().replace(/-/g, '_')}`];
  return fromEnv ? Number(fromEnv) : app.port;
}
