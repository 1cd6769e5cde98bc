// @ts-check
/**
 * `node php-server.mjs <pgid-file> php -S …`: PHP's built-in web server as
 * one process to stop. With PHP_CLI_SERVER_WORKERS the server forks workers
 * that outlive it (SIGTERM or SIGINT to it leaves them serving), so it runs
 * here in a process group of its own, which a SIGTERM, SIGINT or SIGHUP to
 * this process stops whole. Its group id is kept in `<pgid-file>`: a group
 * that a killed run left (SIGKILL cannot be caught) is stopped before the
 * next starts, and `npm run topology -- stop` stops it too.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';

const [pgidFile, command, ...args] = process.argv.slice(2);
if (!pgidFile || !command) {
  console.error('usage: node php-server.mjs <pgid-file> php -S host:port …');
  process.exit(2);
}

/** Signals a whole process group; false when there is none. @param {number} pgid @param {NodeJS.Signals} signal */
export function signalGroup(pgid, signal) {
  try {
    process.kill(-pgid, signal);
    return true;
  } catch {
    return false;
  }
}

if (fs.existsSync(pgidFile)) signalGroup(Number(fs.readFileSync(pgidFile, 'utf8')), 'SIGKILL');

const php = spawn(command, args, { stdio: 'inherit', detached: true });
const pgid = /** @type {number} */ (php.pid);
fs.writeFileSync(pgidFile, String(pgid));

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  signalGroup(pgid, 'SIGTERM');
  setTimeout(() => signalGroup(pgid, 'SIGKILL'), 3000).unref();
};
for (const signal of /** @type {const} */ (['SIGTERM', 'SIGINT', 'SIGHUP'])) process.on(signal, stop);

php.on('exit', (code, signal) => {
  // Its workers go with it.
  signalGroup(pgid, 'SIGKILL');
  fs.rmSync(pgidFile, { force: true });
  process.exit(code ?? (signal ? 1 : 0));
});
