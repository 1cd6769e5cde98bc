// @ts-check
/**
 * A topology server held stopped (as `systemctl stop` would): once it exits,
 * the topology's supervisor does not start it again until the hold is lifted.
 * A file, so a test in another process than the topology's can hold one (it
 * then sends the signal itself, to the pid in pids.json).
 */
import fs from 'node:fs';
import path from 'node:path';

/** The file the supervisor looks for. @param {string} dir @param {string} name */
export const holdFile = (dir, name) => path.join(dir, 'held', name);

/**
 * Holds a server stopped, until `resumeServer`.
 * @param {string} dir
 * @param {string} name
 */
export function holdServer(dir, name) {
  fs.mkdirSync(path.join(dir, 'held'), { recursive: true });
  fs.writeFileSync(holdFile(dir, name), '');
}

/** @param {string} dir @param {string} name */
export function resumeServer(dir, name) {
  fs.rmSync(holdFile(dir, name), { force: true });
}
