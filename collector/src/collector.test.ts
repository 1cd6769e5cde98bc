/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createServicesApp } from '@gfm/server-kit/app';
import { collectorRoutes } from './collector';
import { toCsv } from './csv';
import { JsonlEnquiryStore } from './jsonl-store';
import type { EnquiryStore } from './store';

const SITE = 'http://localhost:3000';
const valid = {
  name: 'Asha Verma',
  phone: '98765 43210',
  mail: 'asha@example.com',
  message: 'Do you have a kids play area?',
};

let server: FastifyInstance;
let origin: string;
let store: JsonlEnquiryStore;
let file: string;

async function start(
  ratePerMinute = 100,
  trustedProxies: string[] = [],
  maxClients = 10_000,
  now: () => number = Date.now,
) {
  file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'gfm-enquiries-')), 'enquiries.jsonl');
  store = new JsonlEnquiryStore(file);
  server = createServicesApp(
    [
      collectorRoutes({
        store,
        allowedOrigins: [SITE],
        ratePerMinute,
        trustedProxies,
        maxClients,
        maxBodyBytes: 4096,
        now,
      }),
    ],
    { logLevel: 'silent' },
  );
  origin = await server.listen({ port: 0, host: '127.0.0.1' });
}

async function stop() {
  await server.close();
  await store.close();
}

function send(body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${origin}/api/enquiries`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: SITE, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** The contact form sent by a browser without JavaScript: a plain form post; its answer's redirect is read, not followed. */
function sendForm(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(`${origin}/api/enquiries`, {
    method: 'POST',
    headers: { Origin: SITE, ...headers },
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });
}

/** The page a redirect of the collector leads to, as the browser then asks for it. */
async function follow(response: Response) {
  expect(response.status).toBe(303);
  const location = response.headers.get('location') ?? '';
  expect(location).toMatch(/^\/api\/enquiries\?/);
  return fetch(new URL(location, origin));
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
    [
      'not JSON typed',
      'id=1',
      { 'Content-Type': 'text/plain' },
      415,
      'Send the enquiry as JSON (Content-Type: application/json).',
    ],
    [
      'too large',
      { id: 'enquiry-big', ...valid, message: 'x'.repeat(5000) },
      {},
      413,
      'The enquiry is too large (at most 4096 bytes).',
    ],
    [
      'incomplete',
      { id: 'enquiry-0003', ...valid, phone: '12' },
      {},
      422,
      'Please enter a phone number of 10 to 13 digits, for example 98765 43210 or +91 98765 43210.',
    ],
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
    const allowed = await fetch(`${origin}/api/enquiries`, {
      method: 'OPTIONS',
      headers: { Origin: SITE, 'Access-Control-Request-Method': 'POST' },
    });
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-headers')).toBe('Content-Type');
    const refused = await fetch(`${origin}/api/enquiries`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://elsewhere.example' },
    });
    expect(refused.status).toBe(403);
  });
});

describe('enquiry collector, for the contact form sent without JavaScript', () => {
  let clock = 0;
  beforeEach(() => {
    clock = Date.parse('2026-11-24T23:59:00Z');
    return start(100, [], 10_000, () => clock);
  });
  afterEach(() => stop());

  it('stores a form post, then redirects (303) to a page that says it was stored and leads back to the mall’s contact page', async () => {
    const posted = await sendForm({ mall: 'gfm43', ...valid, message: 'Do you have\r\na kids play area?' });
    expect(posted.headers.get('cache-control')).toBe('no-store');
    const stored = JsonlEnquiryStore.read(file);
    expect(stored).toEqual([
      expect.objectContaining({
        name: 'Asha Verma',
        mail: 'asha@example.com',
        origin: SITE,
        message: 'Do you have\na kids play area?',
      }),
    ]);
    expect(stored[0]?.id).toMatch(/^form-[A-Za-z0-9_-]{32}$/);
    const page = await follow(posted);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).toContain('<h1>Thank you! Your enquiry has been received.</h1>');
    expect(html).toContain('the Global Foyer Mall, Sector 43 team will get back to you');
    expect(html).toContain(
      `<a href="${SITE}/gfm43/contact-us">Back to the contact page of Global Foyer Mall, Sector 43</a>`,
    );
    // Reloading the result page asks again for a page, never sends the enquiry again.
    expect((await fetch(page.url)).status).toBe(200);
    expect(JsonlEnquiryStore.read(file)).toHaveLength(1);
  });

  it('stores the same words sent again once (a double click, a resend after a lost answer, a retry just after midnight), and another enquiry apart', async () => {
    const first = await sendForm({ mall: 'gfmpalam', ...valid });
    clock += 2 * 60_000; // past midnight (UTC): another day
    const again = await sendForm({ mall: 'gfmpalam', ...valid, message: `  ${valid.message}\r\n` });
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toBe(first.headers.get('location'));
    expect((await follow(again)).status).toBe(200);
    expect(JsonlEnquiryStore.read(file)).toHaveLength(1);
    expect((await sendForm({ mall: 'gfmpalam', ...valid, message: 'And is there parking for bicycles?' })).status).toBe(
      303,
    );
    expect((await sendForm({ mall: 'gfm43', ...valid })).status).toBe(303);
    expect(JsonlEnquiryStore.read(file)).toHaveLength(3);
  });

  it('answers a form forwarded by the shell in JSON when asked: stored once under the id it carries, or why not', async () => {
    const json = { Accept: 'application/json' };
    const id = 'a1b2c3d4-client-id';
    const first = await sendForm({ mall: 'gfm43', id, ...valid }, json);
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ id, stored: true });
    const again = await sendForm({ mall: 'gfm43', id, ...valid }, json);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ id, stored: true, duplicate: true });
    const refused = await sendForm({ mall: 'gfm43', ...valid, phone: '12' }, json);
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({
      message: expect.stringMatching(/phone number/),
      errors: { phone: expect.stringMatching(/phone number/) },
    });
    expect(JsonlEnquiryStore.read(file)).toEqual([expect.objectContaining({ id })]);
  });

  it('refuses an invalid form with a page that lists each reason, and stores nothing', async () => {
    const response = await sendForm({ mall: 'gfmpalam', name: 'A', phone: '12', mail: '', message: 'Hi' });
    expect(response.status).toBe(422);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    expect(html).toContain('<h1>Your enquiry was not stored</h1>');
    for (const reason of [
      'Your name needs at least 2 characters.',
      'Please enter a phone number of 10 to 13 digits',
      'Please enter your e-mail address.',
      'Your message needs at least 10 characters.',
    ])
      expect(html).toContain(reason);
    expect(html).toContain(`href="${SITE}/gfmpalam/contact-us"`);
    expect(JsonlEnquiryStore.read(file)).toHaveLength(0);
  });

  it('refuses a control character with a 400 that names the field, sent as JSON or as a form, and stores nothing', async () => {
    const response = await send({ id: 'enquiry-nul-1', ...valid, name: 'Asha\u0000Verma' });
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { message: string; field: string; errors: Record<string, string> };
    expect(answer.field).toBe('name');
    expect(answer.message).toBe(
      'Your name contains a control character that cannot be stored (a paste can bring one). Please type it again.',
    );
    expect(Object.keys(answer.errors)).toEqual(['name']);
    // A retry gets the same answer, not a 500 from the store.
    expect((await send({ id: 'enquiry-nul-1', ...valid, name: 'Asha\u0000Verma' })).status).toBe(400);
    const form = await sendForm({ mall: 'gfm43', ...valid, message: 'Parking?\u001b[2J Is it free?' });
    expect(form.status).toBe(400);
    expect(await form.text()).toContain('The message contains a control character');
    expect((await send({ id: 'enquiry-tabs-1', ...valid, message: 'Two lines:\n\tone,\n\ttwo.' })).status).toBe(201);
    expect(JsonlEnquiryStore.read(file).map((stored) => stored.id)).toEqual(['enquiry-tabs-1']);
  });

  it('refuses a form from another site with a page, and escapes what it shows', async () => {
    const response = await sendForm({ mall: 'gfm43', ...valid }, { Origin: 'https://elsewhere.example' });
    expect(response.status).toBe(403);
    expect(await response.text()).toContain('Enquiries are accepted from the Global Foyer Mall website only.');
    const invalid = await sendForm({ mall: '<b>', ...valid, id: '<script>' });
    expect(invalid.status).toBe(400);
    const html = await invalid.text();
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>');
    expect(JsonlEnquiryStore.read(file)).toHaveLength(0);
  });

  it('takes a message as long as the app may send, though percent-encoding makes a form three times the size of its JSON', async () => {
    const message = 'न'.repeat(1000);
    expect(new URLSearchParams({ message }).toString().length).toBeGreaterThan(4096);
    expect((await send({ id: 'enquiry-long-json', ...valid, message })).status).toBe(201);
    expect((await sendForm({ mall: 'gfm43', ...valid, message })).status).toBe(303);
    expect(JsonlEnquiryStore.read(file)).toHaveLength(2);
  });

  it('says “stored” only for an enquiry the store holds, and links back only to the site’s own origins', async () => {
    const response = await fetch(
      `${origin}/api/enquiries?stored=form-not-a-stored-enquiry&mall=gfm43&site=https://elsewhere.example`,
    );
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('We cannot find this enquiry');
    expect(html).toContain(`href="${SITE}/gfm43/contact-us"`);
    expect(html).not.toContain('elsewhere.example');
  });
});

describe('enquiry collector, for the contact form, with a store that fails', () => {
  it('says the enquiry was not stored, and on its result page that it could not be checked (not that it was lost)', async () => {
    const failing: EnquiryStore = {
      description: 'a store that fails',
      has: () => Promise.reject(new Error('the database is down')),
      add: () => Promise.reject(new Error('the database is down')),
      list: () => Promise.resolve([]),
      count: () => Promise.resolve(0),
      purge: () => Promise.reject(new Error('the database is down')),
      close: () => Promise.resolve(),
    };
    const broken = createServicesApp(
      [collectorRoutes({ store: failing, allowedOrigins: [SITE], ratePerMinute: 100 })],
      {
        logLevel: 'silent',
      },
    );
    const at = await broken.listen({ port: 0, host: '127.0.0.1' });
    try {
      const posted = await fetch(`${at}/api/enquiries`, {
        method: 'POST',
        headers: { Origin: SITE },
        body: new URLSearchParams({ mall: 'gfmpalam', ...valid }),
        redirect: 'manual',
      });
      expect(posted.status).toBe(500);
      const html = await posted.text();
      expect(html).toContain('<h1>Your enquiry was not stored</h1>');
      expect(html).toContain('call us on +91 124 456 7800');
      const result = await fetch(`${at}/api/enquiries?stored=form-0123456789abcdef&mall=gfmpalam`);
      expect(result.status).toBe(500);
      expect(await result.text()).toContain('We could not check your enquiry just now');
    } finally {
      await broken.close();
    }
  });
});

describe('enquiry collector rate limit', () => {
  beforeEach(() => start(3));
  afterEach(() => stop());

  it('slows down repeated submissions from one client', async () => {
    for (let index = 0; index < 3; index += 1)
      expect((await send({ id: `enquiry-rate-${index}`, ...valid })).status).toBe(201);
    const limited = await send({ id: 'enquiry-rate-9', ...valid });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // A form sent without JavaScript counts with the app's enquiries, and is told so on a page.
    const form = await sendForm({ mall: 'gfm43', ...valid, message: 'Sent as a form after three from the app.' });
    expect(form.status).toBe(429);
    expect(Number(form.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await form.text()).toMatch(
      /Too many enquiries from your connection\. Please try again in \d+ seconds\..*call us on \+91 124 456 4300/,
    );
    expect(JsonlEnquiryStore.read(file)).toHaveLength(3);
  });

  it('ignores X-Forwarded-For when no proxy is trusted: a client cannot choose the address it is counted under', async () => {
    for (let index = 0; index < 3; index += 1)
      expect(
        (await send({ id: `enquiry-spoof-${index}`, ...valid }, { 'X-Forwarded-For': `203.0.113.${index}` })).status,
      ).toBe(201);
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
    const csv = toCsv([
      {
        id: 'x1',
        receivedAt: 't',
        name: '=HYPERLINK("evil")',
        phone: '+91 98765 43210',
        mail: 'a@b.co',
        message: 'Hello, "mall"\nsecond line',
        origin: SITE,
      },
    ]);
    const [header, row] = csv.split('\r\n');
    expect(header).toBe('id,receivedAt,name,phone,mail,message,origin');
    expect(row).toBe(`x1,t,"'=HYPERLINK(""evil"")",'+91 98765 43210,a@b.co,"Hello, ""mall""\nsecond line",${SITE}`);
  });
});
