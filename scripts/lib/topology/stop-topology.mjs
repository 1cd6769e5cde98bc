// @ts-check
/** Stops what a topology run that did not stop cleanly left behind. */
import fs from 'node:fs';
import path from 'node:path';
import { readState, removeState } from './state-file.mjs';

/** Stops what an earlier run that did not stop cleanly left behind, and waits until it has. @param {string} dir */
export async function stopLeftovers(dir) {
  // pids.json names the servers; the databases and nginx instances are found
  // by their pid files too, for a run that failed before it wrote pids.json.
  const { pids = [] } = readState(dir);
  const runs = path.join(dir, 'run');
  const nginx = fs.existsSync(runs) ? fs.readdirSync(runs).map((name) => path.join(runs, name)) : [];
  const postgres = path.join(dir, 'postgres');
  /** @param {number} pid @param {NodeJS.Signals} signal */
  const signal = (pid, signal) => {
    try {
      process.kill(pid, signal);
    } catch {
      // gone already
    }
  };
  for (const pid of pids) signal(pid, 'SIGKILL');
  /** @type {string[]} */
  const pidFiles = [];
  for (const runDir of nginx) pidFiles.push(path.join(runDir, 'nginx.pid'));
  if (postgres) pidFiles.push(path.join(postgres, 'postmaster.pid'));
  for (const pidFile of pidFiles) {
    if (!fs.existsSync(pidFile)) continue;
    const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
    signal(pid, pidFile.endsWith('postmaster.pid') ? 'SIGINT' : 'SIGQUIT');
    for (let waited = 0; waited < 15_000; waited += 100) {
      try {
        process.kill(pid, 0);
      } catch {
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  removeState(dir);
}
