// @ts-check
/**
 * The apps of the composition and their ports on one machine: one list that
 * the build (each dev server's port) and the start, build and serve commands
 * of scripts/ (through scripts/lib/apps.mjs) and the tooling packages agree on. The ports are the
 * run-time configuration's defaults (@gfm/shared/config/environment).
 */
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_PORTS } from '@gfm/shared/config/environment';

/** The nearest folder at or above `dir` whose package.json lists workspaces: a checkout's root. @param {string} dir */
function workspaceRootOf(dir) {
  for (let folder = dir; ; folder = path.dirname(folder)) {
    const manifest = path.join(folder, 'package.json');
    if (fs.existsSync(manifest) && 'workspaces' in JSON.parse(fs.readFileSync(manifest, 'utf8'))) return folder;
    if (path.dirname(folder) === folder) return undefined;
  }
}

/**
 * The checkout a command works on: the one it runs in (npm runs a script in
 * the root or in the workspace's folder), else the one this package is a
 * folder of. Not simply this package's parent: a mall team's working copy
 * that links another checkout's node_modules (e2e/topology/mall-team.spec.ts
 * makes one) would then build the other checkout, since Node resolves this
 * package through the link to the other checkout's files.
 */
export const rootDir = workspaceRootOf(process.cwd()) ?? path.resolve(import.meta.dirname, '..');

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
