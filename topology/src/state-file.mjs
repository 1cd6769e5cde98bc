// @ts-check
/**
 * `<dir>/pids.json`: what a running topology is, for `npm run topology -- stop`
 * in another terminal and for tests that kill a server. The supervisor
 * rewrites it as it restarts a server, and removes it once it has stopped.
 */
import fs from 'node:fs';
import path from 'node:path';

/** @param {string} dir */
export const stateFile = (dir) => path.join(dir, 'pids.json');

/**
 * @typedef {{ supervisor?: number, servers?: Record<string, number | undefined>, pids?: number[], nginx?: string[], postgres?: string } & Record<string, unknown>} TopologyState
 */

/**
 * Written whole or not at all: into a file beside it, then renamed over it
 * (rename is atomic on one file system). Written in place, a reader in
 * another process (`npm run topology -- stop`, a test polling for a restarted
 * server) could read it truncated while the supervisor rewrote it: a CI run
 * read "" there and failed with "Unexpected end of JSON input".
 * @param {string} dir @param {TopologyState} state
 */
export function writeState(dir, state) {
  const file = stateFile(dir);
  const next = `${file}.${process.pid}.next`;
  fs.writeFileSync(next, JSON.stringify(state));
  fs.renameSync(next, file);
}

/** The state a run left, or an empty one. @param {string} dir @returns {TopologyState} */
export function readState(dir) {
  const file = stateFile(dir);
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
}

/** @param {string} dir */
export function removeState(dir) {
  fs.rmSync(stateFile(dir), { force: true });
}
