/** @jest-environment node */
import http, { type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import Fastify, { type FastifyInstance } from 'fastify';
import { configFromEnv } from '@gfm/shared/config/environment';
import { registerContactForms } from './contact-form';

const SITE = 'http://localhost:3000';
const config = configFromEnv({ PUBLIC_SITE_URL: SITE, ENQUIRY_ENDPOINT: 'http://localhost:4000/api/enquiries' });
const valid = {
  name: 'Asha Verma',
  phone: '98765 43210',
  mail: 'asha@example.com',
  message: 'Do you have a kids play area?',
};

/** A collector stand-in on a real socket: answers each post as `answer` says, and notes what it was sent. */
interface Heard {
  body: URLSearchParams;
  headers: IncomingMessage['headers'];
}
function collector(answer: (heard: Heard) => { status: number; body: string; headers?: Record<string, string> }) {
  const heard: Heard[] = [];
  const server = http.createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => {
      const note = { body: new URLSearchParams(text), headers: request.headers };
      heard.push(note);
      const { status, body, headers = {} } = answer(note);
      response.writeHead(status, { 'Content-Type': 'application/json', ...headers });
      response.end(body);
    });
  });
  return { server, heard };
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/enquiries`;
}

let app: FastifyInstance;
let at = '';
const servers: Server[] = [];
async function site(collectors: string[]) {
  app = Fastify();
  registerContactForms(app, { config, collectors, styles: ['/styles.abcdef12.css'], timeoutMs: 2000 });
  at = await app.listen({ port: 0, host: '127.0.0.1' });
}
/** A browser's post of the form: its answer read as it came (a redirect is not followed). */
async function send(path: string, type: string, body: string, origin = SITE) {
  const response = await fetch(`${at}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': type, Origin: origin },
    body,
    redirect: 'manual',
  });
  return { statusCode: response.status, headers: Object.fromEntries(response.headers), body: await response.text() };
}
const post = (fields: Record<string, string>) =>
  send('/gfm43/contact-us', 'application/x-www-form-urlencoded', new URLSearchParams(fields).toString());

beforeEach(() => {
  servers.length = 0;
});
afterEach(async () => {
  await app.close();
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

describe('the contact form posted to its own page', () => {
  it('forwards it to the collector with its id and the page’s mall, then sends the visitor to the result page', async () => {
    const { server, heard } = collector(({ body }) => ({
      status: 201,
      body: JSON.stringify({ id: body.get('id'), stored: true }),
    }));
    servers.push(server);
    await site([await listen(server)]);
    const answer = await post({ mall: 'gfmpalam', id: 'view-1234-abcd', ...valid, message: 'Kids\r\nplay area?' });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(
      'http://localhost:4000/api/enquiries?stored=view-1234-abcd&mall=gfm43&site=http%3A%2F%2Flocalhost%3A3000',
    );
    expect(answer.headers['cache-control']).toBe('no-store');
    const [sent] = heard;
    // The page's mall, whatever the body said; the visitor's origin and address for the collector's checks.
    expect(sent?.body.get('mall')).toBe('gfm43');
    expect(sent?.body.get('id')).toBe('view-1234-abcd');
    expect(sent?.body.get('message')).toBe('Kids\r\nplay area?');
    expect(sent?.headers.accept).toBe('application/json');
    expect(sent?.headers.origin).toBe(SITE);
    expect(sent?.headers['x-forwarded-for']).toBe('127.0.0.1');
  });

  it('answers a refused enquiry with why, each rule by its field, and the form filled in again, escaped', async () => {
    const { server } = collector(() => ({
      status: 422,
      body: JSON.stringify({
        message: 'Please enter a phone number of 10 to 13 digits.',
        errors: { phone: 'Please enter a phone number of 10 to 13 digits.' },
      }),
    }));
    servers.push(server);
    await site([await listen(server)]);
    const answer = await post({ id: 'view-1234-abcd', ...valid, name: 'Asha "<b>"', phone: '12' });
    expect(answer.statusCode).toBe(422);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = answer.body;
    expect(html).toContain('<h1>Your enquiry was not stored</h1>');
    expect(html).toContain('<li>Please enter a phone number of 10 to 13 digits.</li>');
    expect(html).toContain('<form method="post" action="/gfm43/contact-us" novalidate>');
    expect(html).toContain('value="Asha &quot;&lt;b&gt;&quot;"');
    expect(html).toContain('name="phone" type="tel" value="12"');
    expect(html).toContain('aria-invalid="true" aria-describedby="enquiry-phone-error"');
    expect(html).toContain('>Do you have a kids play area?</textarea>');
    // Sent again, it is the same enquiry.
    expect(html).toContain('<input type="hidden" name="id" value="view-1234-abcd">');
    expect(html).toContain('<link rel="stylesheet" href="/styles.abcdef12.css">');
  });

  it('answers with the form again when no collector can be reached, having tried each in turn', async () => {
    const down = http.createServer();
    const unreachable = await listen(down);
    await new Promise((resolve) => down.close(resolve));
    const { server, heard } = collector(() => ({ status: 502, body: '<html>Bad gateway</html>' }));
    servers.push(server);
    await site([unreachable, await listen(server)]);
    const answer = await post({ ...valid });
    expect(heard).toHaveLength(1);
    expect(answer.statusCode).toBe(502);
    expect(answer.body).toContain('Our enquiry service did not answer as it should. Your message is still here');
    expect(answer.body).toContain('call us on');
    expect(answer.body).toContain('>Do you have a kids play area?</textarea>');
    // Without script the form carried no id: none is made up here (the collector derives one from the words).
    expect(answer.body).not.toContain('name="id"');
  });

  it('goes on to the next collector when one fails, and passes a rate limit’s wait on', async () => {
    const failing = collector(() => ({ status: 500, body: JSON.stringify({ message: 'The store failed.' }) }));
    const limiting = collector(() => ({
      status: 429,
      body: JSON.stringify({ message: 'Too many enquiries from your connection. Please try again in 42 seconds.' }),
      headers: { 'Retry-After': '42' },
    }));
    servers.push(failing.server, limiting.server);
    await site([await listen(failing.server), await listen(limiting.server)]);
    const answer = await post({ ...valid });
    expect(failing.heard).toHaveLength(1);
    expect(answer.statusCode).toBe(429);
    expect(answer.headers['retry-after']).toBe('42');
    expect(answer.body).toContain('Please try again in 42 seconds.');
  });

  it('takes no other kind of body, and answers only the contact pages', async () => {
    await site(['http://127.0.0.1:9/api/enquiries']);
    const json = await send('/gfm43/contact-us', 'application/json', JSON.stringify(valid));
    expect(json.statusCode).toBe(415);
    const elsewhere = await send('/gfm43/automotive', 'application/x-www-form-urlencoded', 'name=x');
    expect(elsewhere.statusCode).toBe(404);
  });
});
