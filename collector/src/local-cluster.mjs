// @ts-check
/**
 * A PostgreSQL cluster of the project's own, for the tests and the topology:
 * Debian's server binaries, a data folder under the project or /tmp, a port
 * of our choosing and a socket in the data folder, never the system's
 * service. Run as root (a CI machine), the server runs as Debian's
 * `postgres` user, since PostgreSQL refuses to run as root.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The folder of Debian's PostgreSQL server programs (the newest installed). */
export function postgresBinDir() {
  const base = '/usr/lib/postgresql';
  const versions = fs.existsSync(base)
    ? fs.readdirSync(base).filter((name) => fs.existsSync(path.join(base, name, 'bin/initdb')))
    : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) throw new Error('PostgreSQL is not installed: apt-get install postgresql (the CI script does it).');
  return path.join(base, newest, 'bin');
}

const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/**
 * Runs one of PostgreSQL's programs, as `postgres` when we are root.
 * @param {string} program
 * @param {string[]} args
 */
function pg(program, args) {
  const file = path.join(postgresBinDir(), program);
  return asRoot ? run('runuser', ['-u', 'postgres', '--', file, ...args]) : run(file, args);
}

/** The role the enquiry collectors connect as: it may read and add enquiries, nothing more. */
export const COLLECTOR_ROLE = 'gfm_collector';

/**
 * What the collectors' role may do, given by the owner after the migrations:
 * read and add enquiries (a collector checks a retry's id, then inserts),
 * read which migrations were applied (a collector checks there is none to
 * apply as it starts), and use the sequences a table may come to have. It
 * may not delete, update, truncate or create anything: deleting is the
 * purge's, which the owner (the operator) runs. Rerun after a migration
 * that adds a table the collectors use.
 */
export const COLLECTOR_GRANTS = `
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '${COLLECTOR_ROLE}') THEN
    CREATE ROLE ${COLLECTOR_ROLE} LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOINHERIT;
  END IF;
END $$;
REVOKE ALL ON ALL TABLES IN SCHEMA public FROM ${COLLECTOR_ROLE};
GRANT CONNECT ON DATABASE gfm TO ${COLLECTOR_ROLE};
GRANT USAGE ON SCHEMA public TO ${COLLECTOR_ROLE};
GRANT SELECT, INSERT ON enquiries TO ${COLLECTOR_ROLE};
GRANT SELECT ON schema_migrations TO ${COLLECTOR_ROLE};
GRANT USAGE ON ALL SEQUENCES IN SCHEMA public TO ${COLLECTOR_ROLE};
`;

/** The role prometheus-postgres-exporter connects as: it reads the server's statistics, no enquiry. */
export const MONITOR_ROLE = 'gfm_monitor';

/**
 * `pg_monitor` is PostgreSQL's own role for monitoring: it reads the
 * statistics views and settings, and no table's rows (decision 060).
 */
export const MONITOR_GRANTS = `
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '${MONITOR_ROLE}') THEN
    CREATE ROLE ${MONITOR_ROLE} LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE;
  END IF;
END $$;
GRANT pg_monitor TO ${MONITOR_ROLE};
GRANT CONNECT ON DATABASE gfm TO ${MONITOR_ROLE};
`;

/**
 * Starts (creating it first if need be) a cluster in `dataDir` on
 * `host:port`, with a database `gfm` its owner `gfm` reaches without a
 * password from this machine only (trust, bound to the address given).
 * @param {{ dataDir: string, port: number, host?: string }} options
 * `grantCollector()`, once the tables exist, gives the collectors' role its
 * rights and resolves to the address the collectors connect to;
 * `grantMonitor()` does the same for the exporter's role.
 * @returns {Promise<{ url: string, dataDir: string, grantCollector: () => Promise<string>, grantMonitor: () => Promise<string>, stop: () => Promise<void> }>}
 */
export async function startPostgres({ dataDir, port, host = '127.0.0.1' }) {
  fs.mkdirSync(dataDir, { recursive: true });
  if (asRoot) {
    await run('chown', ['postgres:postgres', dataDir]);
    // The folder above must let the postgres user through.
    fs.chmodSync(path.dirname(dataDir), fs.statSync(path.dirname(dataDir)).mode | 0o711);
  }
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
    await pg('initdb', [
      '-D',
      dataDir,
      '-U',
      'gfm',
      '--auth=trust',
      '--encoding=UTF8',
      '--locale=C.UTF-8',
      '--no-sync',
    ]);
  }
  const logFile = path.join(dataDir, 'server.log');
  await pg('pg_ctl', [
    'start',
    '-D',
    dataDir,
    '-w',
    '-t',
    '30',
    '-l',
    logFile,
    '-o',
    `-p ${port} -k ${dataDir} -c listen_addresses=${host} -c fsync=on`,
  ]);
  const url = `postgres://gfm@${host}:${port}/gfm`;
  const psql = (/** @type {string} */ sql, database = 'postgres') =>
    run('psql', ['-h', host, '-p', String(port), '-U', 'gfm', '-d', database, '-tAc', sql]);
  const { stdout } = await psql("SELECT 1 FROM pg_database WHERE datname = 'gfm'");
  if (stdout.trim() !== '1') await psql('CREATE DATABASE gfm');
  return {
    url,
    dataDir,
    grantCollector: async () => {
      await psql(COLLECTOR_GRANTS, 'gfm');
      return `postgres://${COLLECTOR_ROLE}@${host}:${port}/gfm`;
    },
    grantMonitor: async () => {
      await psql(MONITOR_GRANTS, 'gfm');
      return `postgres://${MONITOR_ROLE}@${host}:${port}/gfm`;
    },
    stop: async () => {
      await pg('pg_ctl', ['stop', '-D', dataDir, '-m', 'fast', '-w']).catch(() => undefined);
    },
  };
}
