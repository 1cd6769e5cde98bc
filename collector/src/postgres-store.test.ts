/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import pg from 'pg';
import { startPostgres } from './local-cluster.mjs';
import { createServicesServer } from '@gfm/server-kit/app';
import { collectorRoutes } from './collector';
import { PostgresEnquiryStore } from './postgres-store';

/** A real PostgreSQL (Debian's), in a folder of the test's own, on a free port. */
let database: Awaited<ReturnType<typeof startPostgres>>;
const SITE = 'http://localhost:3000';
const valid = {
  name: 'Ravi Kumar',
  phone: '98765 43210',
  mail: 'ravi@example.com',
  message: 'Is there parking for bikes?',
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

beforeAll(async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gfm-pg-'));
  database = await startPostgres({ dataDir: path.join(dir, 'data'), port: await freePort() });
}, 60_000);

afterAll(async () => {
  await database?.stop();
});

beforeEach(async () => {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  await client.query('DROP TABLE IF EXISTS enquiries, schema_migrations');
  await client.end();
});

const enquiry = (id: string) => ({ id, ...valid, receivedAt: '2026-11-24T10:00:00.000Z', origin: SITE });

describe('enquiries in PostgreSQL', () => {
  it('creates its tables once, however many collectors start together', async () => {
    const stores = await Promise.all([1, 2, 3].map(() => PostgresEnquiryStore.open(database.url)));
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const applied = await client.query<{ name: string }>('SELECT name FROM schema_migrations');
    await client.end();
    expect(applied.rows.map((row) => row.name)).toEqual(['001-enquiries.sql']);
    await Promise.all(stores.map((store) => store.close()));
  });

  it('stores an id once, whichever store is asked and however often at once', async () => {
    const [a, b] = await Promise.all([
      PostgresEnquiryStore.open(database.url),
      PostgresEnquiryStore.open(database.url),
    ]);
    const results = await Promise.all([
      ...Array.from({ length: 10 }, () => a.add(enquiry('enquiry-same-1'))),
      ...Array.from({ length: 10 }, () => b.add(enquiry('enquiry-same-1'))),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await a.count()).toBe(1);
    expect(await b.has('enquiry-same-1')).toBe(true);
    expect(await a.list()).toEqual([enquiry('enquiry-same-1')]);
    await Promise.all([a.close(), b.close()]);
  });

  it('lets two collectors on one database store a retry that reaches the other once', async () => {
    const servers: Server[] = [];
    const stores = await Promise.all([
      PostgresEnquiryStore.open(database.url),
      PostgresEnquiryStore.open(database.url),
    ]);
    const origins = await Promise.all(
      stores.map(
        (store) =>
          new Promise<string>((resolve) => {
            const server = createServicesServer(collectorRoutes({ store, allowedOrigins: [SITE], ratePerMinute: 100 }));
            servers.push(server);
            server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`));
          }),
      ),
    );
    const send = (origin: string) =>
      fetch(`${origin}/api/enquiries`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: SITE },
        body: JSON.stringify({ id: 'enquiry-retry-7', ...valid }),
      });
    const first = await send(origins[0] ?? '');
    const retry = await send(origins[1] ?? '');
    expect(first.status).toBe(201);
    expect(retry.status).toBe(200);
    expect(await retry.json()).toMatchObject({ stored: true, duplicate: true });
    expect(await stores[0]?.count()).toBe(1);
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
    await Promise.all(stores.map((store) => store.close()));
  });

  it('purges the enquiries received before the cut-off, in one statement, and keeps the rest', async () => {
    const store = await PostgresEnquiryStore.open(database.url);
    const at = (id: string, receivedAt: string) => ({ ...enquiry(id), receivedAt });
    await store.add(at('enquiry-old-1', '2025-01-01T00:00:00.000Z'));
    await store.add(at('enquiry-old-2', '2025-11-26T09:59:59.999Z'));
    await store.add(at('enquiry-new-1', '2025-11-26T10:00:00.000Z'));
    await store.add(at('enquiry-new-2', '2026-11-25T00:00:00.000Z'));
    expect(await store.purge(new Date('2025-11-26T10:00:00.000Z'))).toBe(2);
    expect((await store.list()).map((stored) => stored.id)).toEqual(['enquiry-new-1', 'enquiry-new-2']);
    expect(await store.purge(new Date('2025-11-26T10:00:00.000Z'))).toBe(0);
    await store.close();
  });

  it('lets the collectors’ role read and add enquiries once the owner has migrated, and nothing more', async () => {
    const owner = await PostgresEnquiryStore.open(database.url);
    await owner.add(enquiry('enquiry-owner-1'));
    const collectorUrl = await database.grantCollector();
    const collector = await PostgresEnquiryStore.open(collectorUrl);
    expect(await collector.add(enquiry('enquiry-collector-1'))).toBe(true);
    expect(await collector.add(enquiry('enquiry-collector-1'))).toBe(false);
    expect(await collector.has('enquiry-owner-1')).toBe(true);
    expect(await collector.count()).toBe(2);
    await expect(collector.purge(new Date('2030-01-01T00:00:00.000Z'))).rejects.toMatchObject({ code: '42501' });
    const client = new pg.Client({ connectionString: collectorUrl });
    await client.connect();
    for (const statement of [
      "UPDATE enquiries SET message = 'changed'",
      'TRUNCATE enquiries',
      'DELETE FROM schema_migrations',
      'CREATE TABLE stolen (id text)',
      'DROP TABLE enquiries',
    ]) {
      await expect(client.query(statement)).rejects.toMatchObject({ code: '42501' });
    }
    await client.end();
    expect(await owner.count()).toBe(2);
    await Promise.all([owner.close(), collector.close()]);
  });

  it('does not start a collector whose role cannot apply a migration the owner has not', async () => {
    const owner = await PostgresEnquiryStore.open(database.url);
    const collectorUrl = await database.grantCollector();
    await owner.close();
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    await client.query("DELETE FROM schema_migrations WHERE name = '001-enquiries.sql'");
    await client.query('DROP TABLE enquiries');
    await client.end();
    await expect(PostgresEnquiryStore.open(collectorUrl)).rejects.toThrow(/permission denied for schema public/);
  });

  it('tells the visitor an enquiry was not stored when the database cannot be reached', async () => {
    const store = await PostgresEnquiryStore.open(database.url);
    const server = createServicesServer(collectorRoutes({ store, allowedOrigins: [SITE], ratePerMinute: 100 }));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    // The last test of the file: the database stops under the running collector.
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await database.stop();
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/enquiries`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: SITE },
      body: JSON.stringify({ id: 'enquiry-lost-1', ...valid }),
    });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ message: 'The enquiry could not be stored. Please try again.' });
    error.mockRestore();
    await new Promise((resolve) => server.close(resolve));
    await store.close();
  });
});
