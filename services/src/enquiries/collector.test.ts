/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createServicesServer } from '../app';
import { collectorRoutes } from './collector';
import { toCsv } from './csv';
import { JsonlEnquiryStore } from './jsonl-store';

const SITE = 'http://localhost:3000';
const valid = { name: 'Asha Verma', phone: '98765 43210', mail: 'asha@example.com', message: 'Do you have a kids play area?' };

let server: Server;
let origin: string;
let store: JsonlEnquiryStore;
let file: string;

async function start(ratePerMinute = 100, trustedProxies: string[] = [], maxClients = 10_000) {
  file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'gfm-enquiries-')), 'enquiries.jsonl');
  store = new JsonlEnquiryStore(file);
  server = createServicesServer(collectorRoutes({ store, allowedOrigins: [SITE], ratePerMinute, trustedProxies, maxClients, maxBodyBytes: 4096 }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function stop() {
  await new Promise((resolve) => server.close(resolve));
  await store.close();
}

function send(body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${origin}/api/enquiries`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: SITE, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

describe('enquiry collector', () => {
  beforeEach(() => start());
  afterEach(() => stop());

  it('stores an enquiry on disk before answering 201, for the site’s origin', async () => {
    const response = await send({ id: 'enquiry-0001', ...valid });
    expect(response.status).toBe(201);
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE);
    const stored = JsonlEnquiryStore.read(file);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ id: 'enquiry-0001', name: 'Asha Verma', origin: SITE });
  });

  it('stores a retried enquiry (same id) once', async () => {
    await send({ id: 'enquiry-0002', ...valid });
    const again = await send({ id: 'enquiry-0002', ...valid });
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ duplicate: true });
    expect(JsonlEnquiryStore.read(file)).toHaveLength(1);
  });

  it.each([
    ['not JSON', '{"id": ', {}, 400, 'The enquiry is not valid JSON.'],
    ['without an id', { ...valid }, {}, 400, 'The enquiry needs an id of 8 to 64 letters, digits, - or _.'],
    ['not JSON typed', 'id=1', { 'Content-Type': 'application/x-www-form-urlencoded' }, 415, 'Send the enquiry as JSON (Content-Type: application/json).'],
    ['too large', { id: 'enquiry-big', ...valid, message: 'x'.repeat(5000) }, {}, 413, 'The enquiry is too large (at most 4096 bytes).'],
    ['incomplete', { id: 'enquiry-0003', ...valid, phone: '12' }, {}, 422, 'Please enter a phone number of 10 to 13 digits, for example 98765 43210 or +91 98765 43210.'],
  ])('refuses a body %s with a clear message', async (_case, body, headers, status, message) => {
    const response = await send(body, headers as Record<string, string>);
    expect(response.status).toBe(status);
    expect(((await response.json()) as { message: string }).message).toBe(message);
    expect(JsonlEnquiryStore.read(file)).toHaveLength(0);
  });

  it('accepts browsers only from the site’s own origins', async () => {
    const response = await send({ id: 'enquiry-0004', ...valid }, { Origin: 'https://elsewhere.example' });
    expect(response.status).toBe(403);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    const allowed = await fetch(`${origin}/api/enquiries`, { method: 'OPTIONS', headers: { Origin: SITE, 'Access-Control-Request-Method': 'POST' } });
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-headers')).toBe('Content-Type');
    const refused = await fetch(`${origin}/api/enquiries`, { method: 'OPTIONS', headers: { Origin: 'https://elsewhere.example' } });
    expect(refused.status).toBe(403);
  });
});

describe('enquiry collector rate limit', () => {
  beforeEach(() => start(3));
  afterEach(() => stop());

  it('slows down repeated submissions from one client', async () => {
    for (let index = 0; index < 3; index += 1) expect((await send({ id: `enquiry-rate-${index}`, ...valid })).status).toBe(201);
    const limited = await send({ id: 'enquiry-rate-9', ...valid });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(JsonlEnquiryStore.read(file)).toHaveLength(3);
  });

  it('ignores X-Forwarded-For when no proxy is trusted: a client cannot choose the address it is counted under', async () => {
    for (let index = 0; index < 3; index += 1) expect((await send({ id: `enquiry-spoof-${index}`, ...valid }, { 'X-Forwarded-For': `203.0.113.${index}` })).status).toBe(201);
    expect((await send({ id: 'enquiry-spoof-9', ...valid }, { 'X-Forwarded-For': '203.0.113.99' })).status).toBe(429);
  });
});

describe('enquiry collector behind a trusted proxy', () => {
  beforeEach(() => start(2, ['loopback']));
  afterEach(() => stop());

  it('counts each client by the address the proxy names, not the proxy’s own', async () => {
    const from = (client: string, id: string) => send({ id, ...valid }, { 'X-Forwarded-For': client });
    expect((await from('198.51.100.7', 'enquiry-a-0001')).status).toBe(201);
    expect((await from('198.51.100.7', 'enquiry-a-0002')).status).toBe(201);
    expect((await from('198.51.100.7', 'enquiry-a-0003')).status).toBe(429);
    // Another visitor behind the same proxy is not held back by the first.
    expect((await from('198.51.100.8', 'enquiry-b-0001')).status).toBe(201);
    // A client that sends its own X-Forwarded-For through the proxy is counted by the address the proxy saw.
    expect((await from('10.0.0.1, 198.51.100.7', 'enquiry-a-0004')).status).toBe(429);
  });
});

describe('enquiry collector rate limit memory', () => {
  beforeEach(() => start(1, ['loopback'], 2));
  afterEach(() => stop());

  it('remembers at most its number of clients, forgetting the least recent first', async () => {
    const from = (client: string, id: string) => send({ id, ...valid }, { 'X-Forwarded-For': client });
    expect((await from('198.51.100.1', 'enquiry-m-0001')).status).toBe(201);
    expect((await from('198.51.100.1', 'enquiry-m-0002')).status).toBe(429);
    expect((await from('198.51.100.2', 'enquiry-m-0003')).status).toBe(201);
    expect((await from('198.51.100.3', 'enquiry-m-0004')).status).toBe(201);
    // Two newer clients pushed the first out of the limiter's memory.
    expect((await from('198.51.100.1', 'enquiry-m-0005')).status).toBe(201);
  });
});

describe('the embedded enquiry store', () => {
  it('keeps what was acknowledged and ignores half a line left by a crash', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gfm-store-'));
    const target = path.join(dir, 'enquiries.jsonl');
    const first = new JsonlEnquiryStore(target);
    await first.add({ id: 'enquiry-a', ...valid, receivedAt: '2026-11-22T00:00:00.000Z', origin: SITE });
    await first.close();
    fs.appendFileSync(target, '{"id":"enquiry-b","name":"Cut sh');
    const reopened = new JsonlEnquiryStore(target);
    expect(await reopened.has('enquiry-a')).toBe(true);
    await reopened.add({ id: 'enquiry-c', ...valid, receivedAt: '2026-11-22T00:00:01.000Z', origin: SITE });
    await reopened.close();
    expect(JsonlEnquiryStore.read(target).map((enquiry) => enquiry.id)).toEqual(['enquiry-a', 'enquiry-c']);
  });
});

describe('CSV export', () => {
  it('quotes commas, quotes and new lines, and neutralises formulas', () => {
    const csv = toCsv([{ id: 'x1', receivedAt: 't', name: '=HYPERLINK("evil")', phone: '+91 98765 43210', mail: 'a@b.co', message: 'Hello, "mall"\nsecond line', origin: SITE }]);
    const [header, row] = csv.split('\r\n');
    expect(header).toBe('id,receivedAt,name,phone,mail,message,origin');
    expect(row).toBe(`x1,t,"'=HYPERLINK(""evil"")",'+91 98765 43210,a@b.co,"Hello, ""mall""\nsecond line",${SITE}`);
  });
});
