// @ts-check
/**
 * npm run topology             the production topology on this machine (docs/decisions/030),
 *                              until Ctrl-C: Debian's nginx in front of two shell servers and
 *                              the remotes' versioned releases, two collectors on PostgreSQL,
 *                              the content service. Installs nginx and PostgreSQL when missing.
 * npm run topology -- --fresh  the same, from nothing (no releases, an empty database)
 * npm run topology -- stop     stops a running topology from another terminal (its supervisor
 *                              first, so nothing starts again), or what a run left behind
 *
 * Its state is in TOPOLOGY_DIR (default .topology/). Try a release on it:
 * npm run release -- remote-gfm43 --dir .topology/releases
 */
import fs from 'node:fs';
import path from 'node:path';
import { rootDir } from '@gfm/webpack-config/apps';
import { startTopology, stopLeftovers } from './start-topology.mjs';

const dir = path.resolve(process.env.TOPOLOGY_DIR ?? path.join(rootDir, '.topology'));
if (process.argv[2] === 'stop') {
  await stopLeftovers(dir, (line) => console.log(line));
} else {
  if (process.argv.includes('--fresh')) {
    await stopLeftovers(dir);
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const topology = await startTopology({ dir });
  console.log(`\nOpen ${topology.origin}/ — Ctrl-C stops it all.`);
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    void topology.stop().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
