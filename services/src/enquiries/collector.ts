import type { IncomingMessage, ServerResponse } from 'node:http';
import { LRUCache } from 'lru-cache';
import proxyAddr from 'proxy-addr';
import { normaliseEnquiry, validateEnquiry, type EnquiryFields } from '../../../shared/src/enquiry/validation';
import { sendJson, type Route } from '../app';
import type { EnquiryStore } from './store';

export interface CollectorOptions {
  store: EnquiryStore;
  /** Origins allowed to send enquiries from a browser (the site's own). */
  allowedOrigins: readonly string[];
  /** Enquiries accepted from one client address per minute. */
  ratePerMinute: number;
  /** The proxies trusted to name the client in `X-Forwarded-For` (see ServicesSettings). */
  trustedProxies?: readonly string[];
  /** Client addresses the rate limit remembers at once; the least recent is forgotten first. */
  maxClients?: number;
  maxBodyBytes?: number;
  now?: () => number;
}

export const MAX_BODY_BYTES = 16 * 1024;
const ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

class RequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

function readBody(request: IncomingMessage, limit: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const declared = Number(request.headers['content-length'] ?? 0);
    if (declared > limit) {
      reject(new RequestError(413, `The enquiry is too large (at most ${limit} bytes).`));
      request.resume();
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        reject(new RequestError(413, `The enquiry is too large (at most ${limit} bytes).`));
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    // A body that breaks off or cannot be parsed (a broken chunked encoding) is the client's, not ours.
    const broken = () => reject(new RequestError(400, 'The enquiry did not arrive whole. Please send it again.'));
    request.on('error', broken);
    request.on('close', () => {
      if (!request.complete) broken();
    });
  });
}

/**
 * A sliding one-minute window per client address, in bounded memory: at most
 * `maxClients` addresses, each with at most `perMinute` times. A client
 * forgotten early (the least recent of more than `maxClients` in a minute)
 * starts again from nothing.
 */
function rateLimiter(perMinute: number, maxClients: number, now: () => number) {
  const hits = new LRUCache<string, number[]>({ max: maxClients });
  return (client: string): number | undefined => {
    const time = now();
    const recent = (hits.get(client) ?? []).filter((at) => time - at < 60_000);
    if (recent.length >= perMinute) return Math.ceil((60_000 - (time - (recent[0] ?? time))) / 1000);
    recent.push(time);
    hits.set(client, recent);
    return undefined;
  };
}

/**
 * The enquiry collector: POST /api/enquiries with `{ id, name, phone, mail,
 * message }`. 201 once the enquiry is stored, 200 for a retry of a stored
 * one, 4xx with a clear message for anything it will not store, 500 when the
 * store fails (the visitor is told it was not stored). Behind a proxy it
 * counts each client by the address the trusted proxy names.
 */
export function collectorRoutes({ store, allowedOrigins, ratePerMinute, trustedProxies = [], maxClients = 10_000, maxBodyBytes = MAX_BODY_BYTES, now = Date.now }: CollectorOptions): Route[] {
  const limited = rateLimiter(ratePerMinute, maxClients, now);
  const trust = proxyAddr.compile([...trustedProxies]);

  const cors = (request: IncomingMessage): Record<string, string> => {
    const origin = request.headers.origin;
    return origin && allowedOrigins.includes(origin) ? { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' } : { Vary: 'Origin' };
  };

  const post = async (request: IncomingMessage, response: ServerResponse) => {
    const headers = cors(request);
    try {
      const origin = request.headers.origin;
      if (origin && !allowedOrigins.includes(origin)) throw new RequestError(403, 'Enquiries are accepted from the Global Foyer Mall website only.');
      if (!String(request.headers['content-type'] ?? '').startsWith('application/json')) throw new RequestError(415, 'Send the enquiry as JSON (Content-Type: application/json).');
      const text = await readBody(request, maxBodyBytes);
      let raw: unknown;
      try {
        raw = JSON.parse(text);
      } catch {
        throw new RequestError(400, 'The enquiry is not valid JSON.');
      }
      if (typeof raw !== 'object' || raw === null) throw new RequestError(400, 'The enquiry must be a JSON object.');
      const body = raw as Record<string, unknown>;
      const id = body.id;
      if (typeof id !== 'string' || !ID_PATTERN.test(id)) throw new RequestError(400, 'The enquiry needs an id of 8 to 64 letters, digits, - or _.');
      if (await store.has(id)) {
        sendJson(response, 200, { id, stored: true, duplicate: true }, headers);
        return;
      }
      const fields = Object.fromEntries(['name', 'phone', 'mail', 'message'].map((key) => [key, typeof body[key] === 'string' ? body[key] : ''])) as unknown as EnquiryFields;
      const errors = validateEnquiry(fields);
      if (Object.keys(errors).length > 0) throw new RequestError(422, Object.values(errors)[0] ?? 'The enquiry is not complete.', { errors });
      // A socket already closed has no address; proxy-addr's types do not say so.
      const client = (proxyAddr(request, trust) as string | undefined) ?? 'unknown';
      const retryAfter = limited(client);
      if (retryAfter !== undefined) {
        response.setHeader('Retry-After', String(retryAfter));
        throw new RequestError(429, `Too many enquiries from your connection. Please try again in ${retryAfter} seconds.`);
      }
      const added = await store.add({ id, ...normaliseEnquiry(fields), receivedAt: new Date(now()).toISOString(), origin: origin ?? '' });
      // Not added: another request with this id (a retry to another collector) stored it first.
      sendJson(response, added ? 201 : 200, { id, stored: true, ...(added ? {} : { duplicate: true }) }, headers);
    } catch (error) {
      if (error instanceof RequestError) {
        sendJson(response, error.status, { message: error.message, ...error.extra }, headers);
        return;
      }
      console.error('Enquiry collector: could not store an enquiry:', error);
      sendJson(response, 500, { message: 'The enquiry could not be stored. Please try again.' }, headers);
    }
  };

  const preflight = (request: IncomingMessage, response: ServerResponse) => {
    const origin = request.headers.origin;
    if (!origin || !allowedOrigins.includes(origin)) {
      response.writeHead(403, { Vary: 'Origin' });
      response.end();
      return;
    }
    response.writeHead(204, { ...cors(request), 'Access-Control-Allow-Methods': 'POST', 'Access-Control-Allow-Headers': 'Content-Type', 'Access-Control-Max-Age': '600' });
    response.end();
  };

  return [
    { method: 'POST', path: '/api/enquiries', handler: post },
    { method: 'OPTIONS', path: '/api/enquiries', handler: preflight },
  ];
}
