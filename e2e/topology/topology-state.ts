import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { POINTER_FILE } from '@gfm/release/pointer';
import { TOPOLOGY_DIR } from '../../playwright.topology.config';

/** The repository's root, where the topology's scripts run from. */
export const rootDir = path.resolve(__dirname, '../..');

/**
 * What the running topology is, as its supervisor writes it to `pids.json`
 * (topology/src/state-file.mjs): its addresses, and the processes a
 * test may stop or hold.
 */
export interface TopologyState {
  origin: string;
  tlsOrigin: string;
  shellOrigins: string[];
  /** The owner's: migrations, the purge. */
  databaseUrl: string;
  /** The collectors' role's. */
  collectorDatabaseUrl: string;
  releasesDir: string;
  keysDir: string;
  prometheusUrl: string;
  operatorsUrl: string;
  supervisor: number;
  servers: Record<string, number>;
  nginx: string[];
  postgres: string;
}

/** The topology as it is now: read again at each call, since the supervisor rewrites it as it restarts a server. */
export const state = (): TopologyState =>
  JSON.parse(fs.readFileSync(path.join(TOPOLOGY_DIR, 'pids.json'), 'utf8')) as TopologyState;

/** What `npm run release` prints: the remote's current version, and its canary's while one is out. */
export interface Released {
  current: string;
  canary?: { version: string };
}

/**
 * The arguments for Node to run `npm run release -- <command> <app>` with the
 * team's keys in the topology, on its releases (or on another folder of
 * releases, `dir`, as a staging host).
 */
export function releaseArgs(command: string, app: string, args: string[] = [], dir = state().releasesDir): string[] {
  const script = path.join(rootDir, 'release/bin/gfm-release.mjs');
  return ['--import', 'tsx', script, command, app, '--dir', dir, '--keys', state().keysDir, ...args];
}

/** Runs a release command as a team does, and returns what it printed (a plan's release prints more). */
export function release<Answer = Released>(command: string, app: string, args: string[] = [], dir?: string): Answer {
  const output = execFileSync(process.execPath, releaseArgs(command, app, args, dir), {
    cwd: rootDir,
    encoding: 'utf8',
  });
  return JSON.parse(output) as Answer;
}

/** A remote's pointer as its host has it now: the current version, the canary, and its sequence. */
export const pointerOnHost = (app: string) =>
  JSON.parse(fs.readFileSync(path.join(state().releasesDir, app, POINTER_FILE), 'utf8')) as {
    current: string;
    canary?: { version: string };
    sequence: number;
  };
