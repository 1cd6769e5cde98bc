// @ts-check
/** The topology's PostgreSQL: migrated by its owner, and a role for the collectors. */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { rootDir } from '@gfm/webpack-config/apps';
import { startPostgres } from '@gfm/collector/local-cluster';
import { TOPOLOGY_PORTS } from './ports.mjs';

const exec = promisify(execFile);

/**
 * Starts the database in `<dir>/postgres` and migrates it. Least privilege:
 * the owner migrates (as a release step would), and the collectors connect
 * as a role that can only read and add enquiries; its exporter as one that
 * reads only the server's statistics.
 * @param {{ dir: string, host: string, log: (line: string) => void }} options
 */
export async function startDatabase({ dir, host, log }) {
  const database = await startPostgres({ dataDir: path.join(dir, 'postgres'), port: TOPOLOGY_PORTS.postgres, host });
  await exec(process.execPath, ['--import', 'tsx', path.join(rootDir, 'collector/src/cli.ts'), 'migrate'], {
    cwd: rootDir,
    env: { ...process.env, DATABASE_URL: database.url },
  });
  const collectorDatabaseUrl = await database.grantCollector();
  const monitorDatabaseUrl = await database.grantMonitor();
  log(`PostgreSQL   ${database.url} (owner); collectors as ${collectorDatabaseUrl}`);
  return { database, collectorDatabaseUrl, monitorDatabaseUrl };
}
