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
import { EnquiryStore } from './store';

const SITE = 'http://localhost:3000';
const valid = { name: 'Asha Verma', phone: '98765 43210', mail: 'asha@example.com', message: 'Do you have a kids play area?' };

let server: Server;
let origin: string;
let store: EnquiryStore;
let file: string;

async function start(ratePerMinute = 100) {
  file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'gfm-enquiries-')), 'enquiries.jsonl');
  store = new EnquiryStore(file);
  server = createServicesServer(collectorRoutes({ store, allowedOrigins: [SITE], ratePerMinute, maxBodyBytes: 4096 }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function stop() {
  await new Promise((resolve) => server.close(resolve));
  store.close();
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
    const stored = EnquiryStore.read(file);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ id: 'enquiry-0001', name: 'Asha Verma', origin: SITE });
  });

  it('stores a retried enquiry (same id) once', async () => {
    await send({ id: 'enquiry-0002', ...valid });
    const again = await send({ id: 'enquiry-0002', ...valid });
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ duplicate: true });
    expect(EnquiryStore.read(file)).toHaveLength(1);
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
    expect(EnquiryStore.read(file)).toHaveLength(0);
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
    expect(EnquiryStore.read(file)).toHaveLength(3);
  });
});

describe('EnquiryStore', () => {
  it('keeps what was acknowledged and ignores half a line left by a crash', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gfm-store-'));
    const target = path.join(dir, 'enquiries.jsonl');
    const first = new EnquiryStore(target);
    first.add({ id: 'enquiry-a', ...valid, receivedAt: '2026-11-22T00:00:00.000Z', origin: SITE });
    first.close();
    fs.appendFileSync(target, '{"id":"enquiry-b","name":"Cut sh');
    const reopened = new EnquiryStore(target);
    expect(reopened.has('enquiry-a')).toBe(true);
    reopened.add({ id: 'enquiry-c', ...valid, receivedAt: '2026-11-22T00:00:01.000Z', origin: SITE });
    reopened.close();
    expect(EnquiryStore.read(target).map((enquiry) => enquiry.id)).toEqual(['enquiry-a', 'enquiry-c']);
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
