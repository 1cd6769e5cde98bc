// @ts-check
/** What the load reads of the running servers: their /readyz, process ids and memory, the front's cache. */
import fs from 'node:fs';
import path from 'node:path';
import { TOPOLOGY_PORTS } from '../start-topology.mjs';

/** Each shell's `/readyz`: memory and the versions it has loaded. @param {import('./context.mjs').LoadContext} load */
export async function shellStates({ topology }) {
  return Promise.all(
    TOPOLOGY_PORTS.shells.map(async (port) => {
      const response = await fetch(`http://${topology.host}:${port}/readyz`, { signal: AbortSignal.timeout(5000) });
      const { details } = await response.json();
      return { port, memory: details.memory, loaded: details.loaded };
    }),
  );
}

/** The shells' process ids, as the supervisor knows them. @param {import('./context.mjs').LoadContext} load */
export const shellPids = ({ dir }) => {
  const { servers } = JSON.parse(fs.readFileSync(path.join(dir, 'pids.json'), 'utf8'));
  return TOPOLOGY_PORTS.shells.map((_, index) => servers[`shell-${index + 1}`]);
};

/**
 * What runs now, as pids.json says. @param {import('./context.mjs').LoadContext} load
 * @returns {{ servers: Record<string, number>, shellOrigins: string[] }}
 */
export function running({ dir }) {
  return JSON.parse(fs.readFileSync(path.join(dir, 'pids.json'), 'utf8'));
}

/** Resident memory of a process, in MB. @param {number | undefined} pid */
export function rssOf(pid) {
  if (!pid) return 0;
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024);
}

/**
 * The front's nginx workers' resident memory, in MB (the cache's keys live in their shared memory).
 * @param {import('./context.mjs').LoadContext} load
 */
export function frontRss(load) {
  return frontPids(load).reduce((sum, pid) => sum + rssOf(pid), 0);
}

/** The front's nginx processes: its master and the master's children (workers, cache manager). @param {import('./context.mjs').LoadContext} load */
export function frontPids({ dir }) {
  const master = Number(fs.readFileSync(path.join(dir, 'run/front/nginx.pid'), 'utf8').trim());
  const children = fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        return Number(fs.readFileSync(`/proc/${name}/stat`, 'utf8').split(') ')[1]?.split(' ')[1]) === master;
      } catch {
        return false;
      }
    });
  return [master, ...children.map(Number)];
}

/** Files (entries) in the front's page cache. @param {import('./context.mjs').LoadContext} load */
export function frontCacheEntries({ dir }) {
  /** @param {string} folder @returns {number} */
  const count = (folder) =>
    fs.existsSync(folder)
      ? fs
          .readdirSync(folder, { withFileTypes: true })
          .reduce((sum, entry) => sum + (entry.isDirectory() ? count(path.join(folder, entry.name)) : 1), 0)
      : 0;
  return {
    pages: count(path.join(dir, 'run/front/cache/pages')),
    queries: count(path.join(dir, 'run/front/cache/queries')),
  };
}

/** Pages every shell server has rendered since it started (its /readyz, asked directly). @param {import('./context.mjs').LoadContext} load */
export async function rendersDone(load) {
  const counts = await Promise.all(
    running(load).shellOrigins.map(async (shell) => {
      const ready = /** @type {{ details: { renders: number } }} */ (await (await fetch(`${shell}/readyz`)).json());
      return ready.details.renders;
    }),
  );
  return counts.reduce((sum, count) => sum + count, 0);
}
