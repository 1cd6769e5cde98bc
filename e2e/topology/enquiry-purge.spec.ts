import { execFile } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { expect, test } from '../test';
import { rootDir, state } from './topology-state';

const run = promisify(execFile);

/** An enquiry sent through the front, from a client address of its own (the front limits each address's rate). */
function send(origin: string, id: string, from: string) {
  const body = JSON.stringify({
    id,
    name: 'Meera Nair',
    phone: '98765 43210',
    mail: 'meera@example.com',
    message: 'Is the food court open on Diwali?',
  });
  return new Promise<number>((resolve, reject) => {
    const outgoing = http.request(
      new URL('/api/enquiries', origin),
      {
        method: 'POST',
        localAddress: from,
        agent: false,
        headers: {
          Origin: origin,
          'Content-Type': 'application/json',
          'Content-Length': String(Buffer.byteLength(body)),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** `npm run enquiries -- …` as the operator runs it, against the topology's database. */
const enquiriesCommand = (databaseUrl: string, ...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', path.join(rootDir, 'collector/src/cli.ts'), ...args], {
    cwd: rootDir,
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });

async function query<Row extends pg.QueryResultRow>(databaseUrl: string, sql: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<Row>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

test('the operator’s purge deletes the enquiries older than the retention, and the collectors’ role can delete none', async () => {
  const { origin, databaseUrl, collectorDatabaseUrl } = state();
  const prefix = `purge-${Date.now()}`;
  const ids = ['old-1', 'old-2', 'new-1', 'new-2'].map((name) => `${prefix}-${name}`);
  for (const [index, id] of ids.entries()) expect(await send(origin, id, `127.0.20.${index + 1}`), id).toBe(201);

  // The collectors stored them as their own role, not as the owner.
  const users = await query<{ usename: string }>(
    databaseUrl,
    "SELECT DISTINCT usename FROM pg_stat_activity WHERE datname = 'gfm' AND backend_type = 'client backend' AND pid <> pg_backend_pid()",
  );
  expect(users.map((row) => row.usename)).toEqual(['gfm_collector']);

  // Two of them received 400 days ago, as the owner may rewrite history.
  await query(databaseUrl, "UPDATE enquiries SET received_at = now() - interval '400 days' WHERE id = ANY($1)", [
    ids.slice(0, 2),
  ]);

  // The collectors' role may not purge, from the command or in SQL.
  await expect(enquiriesCommand(collectorDatabaseUrl, 'purge', '--older-than', '365d')).rejects.toMatchObject({
    stderr: expect.stringContaining("The purge needs the enquiries' owner in DATABASE_URL"),
  });
  await expect(query(collectorDatabaseUrl, 'DELETE FROM enquiries WHERE id = ANY($1)', [ids])).rejects.toMatchObject({
    code: '42501',
  });
  await expect(query(collectorDatabaseUrl, 'TRUNCATE enquiries')).rejects.toMatchObject({ code: '42501' });

  const started = Date.now();
  const { stdout } = await enquiriesCommand(databaseUrl, 'purge', '--older-than', '365d');
  test.info().annotations.push({ type: 'purge command (ms)', description: String(Date.now() - started) });
  expect(stdout).toMatch(
    /^2 enquiries received before \S+ \(older than 365 days\) deleted from postgresql:\/\/127\.0\.0\.1:8501\/gfm\.$/m,
  );

  const left = await query<{ id: string }>(databaseUrl, 'SELECT id FROM enquiries WHERE id LIKE $1 ORDER BY id', [
    `${prefix}-%`,
  ]);
  expect(left.map((row) => row.id)).toEqual(ids.slice(2));
  // The collectors go on storing after the purge.
  expect(await send(origin, `${prefix}-new-3`, '127.0.20.9')).toBe(201);
});
