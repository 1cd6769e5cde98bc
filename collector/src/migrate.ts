import fs from 'node:fs';
import path from 'node:path';
import type pg from 'pg';

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../migrations');

/** Any number: the lock every collector takes to migrate, so two starting at once do not race. */
const MIGRATION_LOCK = 4301;
/** How long a collector waits, and each migration may run, while migrating. */
const LOCK_WAIT_MS = 60_000;

/**
 * Applies the migrations not yet applied (`collector/migrations/*.sql`, in the
 * order of their names), each in its own transaction with its record in
 * `schema_migrations`. A dozen lines, so hand-written: a migration framework
 * (node-pg-migrate, say) would bring its own CLI and conventions for one table.
 * Returns the names it applied. With none to apply it only reads
 * `schema_migrations`, so a collector whose role may not create tables
 * starts once the owner has migrated (`npm run enquiries -- migrate`).
 */
export async function migrate(pool: pg.Pool, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .sort();
  const client = await pool.connect();
  const applied: string[] = [];
  try {
    // Waiting for another collector's migrations is not a slow statement: the pool's 5 s limit would stop a
    // collector that starts beside one migrating on a busy machine. A minute, then it gives up.
    await client.query(`SET statement_timeout = ${LOCK_WAIT_MS}`);
    // The pool's client-side read limit (6 s) too: this query, alone, may wait as long.
    await client.query({
      text: 'SELECT pg_advisory_lock($1)',
      values: [MIGRATION_LOCK],
      query_timeout: LOCK_WAIT_MS,
    } as pg.QueryConfig);
    const { rows } = await client.query<{ known: string | null }>(
      "SELECT to_regclass('schema_migrations')::text AS known",
    );
    const done = new Set(
      rows[0]?.known
        ? (await client.query<{ name: string }>('SELECT name FROM schema_migrations')).rows.map((row) => row.name)
        : [],
    );
    const pending = files.filter((file) => !done.has(file));
    // Nothing to do is all a collector's role (which may create nothing) can be asked for: the owner migrates first.
    if (pending.length === 0) return applied;
    await client.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    for (const name of pending) {
      await client.query('BEGIN');
      try {
        await client.query(fs.readFileSync(path.join(dir, name), 'utf8'));
        await client.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
        await client.query('COMMIT');
        applied.push(name);
      } catch (error) {
        await client.query('ROLLBACK');
        throw new Error(`Migration ${name} failed: ${error instanceof Error ? error.message : String(error)}`, {
          cause: error,
        });
      }
    }
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await client.query('RESET statement_timeout').catch(() => undefined);
    client.release();
  }
  return applied;
}
