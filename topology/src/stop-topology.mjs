// @ts-check
/**
 * Stops a topology from outside its supervisor (`npm run topology -- stop`),
 * or what a run that did not stop cleanly left behind.
 */
import fs from 'node:fs';
import path from 'node:path';
import { readState, removeState } from './state-file.mjs';

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** @param {number} pid @param {NodeJS.Signals | 0} signal @returns {boolean} whether the process was there */
function signal(pid, signal) {
  try {
    process.kill(pid, signal);
    return true;
  } catch {
    return false;
  }
}

/** Waits until a process has exited; false when it is still there after `timeoutMs`. @param {number} pid @param {number} timeoutMs */
async function exited(pid, timeoutMs) {
  for (let waited = 0; waited < timeoutMs; waited += 100) {
    if (!signal(pid, 0)) return true;
    await sleep(100);
  }
  return !signal(pid, 0);
}

/**
 * Whether `pid` is a topology's supervisor still (a pid is reused once its
 * process is gone): its command line names a topology script.
 * @param {number} pid
 */
function isSupervisor(pid) {
  if (pid === process.pid || !signal(pid, 0)) return false;
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('topology');
  } catch {
    // No /proc: trust the state file.
    return true;
  }
}

/**
 * Stops the topology's supervisor first, so that it starts nothing again:
 * SIGTERM, on which it stops the front, its servers (each finishing what it
 * answers), the static hosts and the database, then exits. Waits for it.
 * @param {number} pid
 * @param {(line: string) => void} log
 */
async function stopSupervisor(pid, log) {
  log(`Stopping the topology's supervisor (pid ${pid}) and what it runs…`);
  signal(pid, 'SIGTERM');
  if (await exited(pid, 60_000)) return;
  log(`The supervisor (pid ${pid}) did not stop within 60 s: killing it and what it ran`);
  signal(pid, 'SIGKILL');
  await exited(pid, 5000);
}

/**
 * The nginx instances and the database a run started, found by their pid
 * files (a run that failed before it wrote pids.json left those too), and
 * the signal that stops each.
 * @param {string} dir
 * @returns {{ pid: number, stop: NodeJS.Signals }[]}
 */
function daemons(dir) {
  const runs = path.join(dir, 'run');
  const nginx = fs.existsSync(runs) ? fs.readdirSync(runs).map((name) => path.join(runs, name, 'nginx.pid')) : [];
  const postgres = path.join(dir, 'postgres', 'postmaster.pid');
  return [...nginx, postgres]
    .filter((file) => fs.existsSync(file))
    .map((file) => ({
      pid: Number(fs.readFileSync(file, 'utf8').split('\n')[0]),
      stop: file === postgres ? 'SIGINT' : 'SIGQUIT',
    }));
}

/**
 * Stops a running topology, supervisor first, then whatever is left: the
 * servers a supervisor that died left running, and the nginx instances and
 * the database. Resolves once each is gone (an nginx removes its pid file a
 * moment before it exits: its pid is taken before anything is stopped).
 * @param {string} dir
 * @param {(line: string) => void} [log]
 */
export async function stopLeftovers(dir, log = () => undefined) {
  const started = daemons(dir);
  const { supervisor } = readState(dir);
  if (supervisor !== undefined && isSupervisor(supervisor)) await stopSupervisor(supervisor, log);
  // Read again: a supervisor that stopped cleanly removed the file, with nothing left to stop.
  const { pids = [] } = readState(dir);
  for (const pid of pids) if (signal(pid, 'SIGKILL')) await exited(pid, 5000);
  const left = new Map([...started, ...daemons(dir)].map((daemon) => [daemon.pid, daemon.stop]));
  for (const [pid, stop] of left) if (signal(pid, stop)) await exited(pid, 15_000);
  removeState(dir);
}
