import crypto from 'node:crypto';
import { LRUCache } from 'lru-cache';
import proxyAddr from 'proxy-addr';
import { isMallId } from '@gfm/shared/data/malls';
import { ENQUIRY_FORM_MALL_FIELD } from '@gfm/shared/features/enquiry/plain-form';
import {
  ENQUIRY_FIELD_ORDER,
  fieldsWithControlCharacters,
  normaliseEnquiry,
  validateEnquiry,
  type EnquiryFields,
} from '@gfm/shared/features/enquiry/validation';
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { sendHtml, sendJson, targetOf } from '@gfm/server-kit/app';
import {
  ENQUIRY_PAGE_HEADERS,
  notStoredPage,
  storedPage,
  uncheckedPage,
  unknownEnquiryPage,
  type EnquiryPageContext,
} from './result-page';
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

/** What a browser sends for a plain `<form method="post">`. */
export const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';
const JSON_TYPE = 'application/json';
/**
 * A form's body may be this many times a JSON one: percent-encoding writes a
 * character outside ASCII in 9 bytes where JSON needs its 3 of UTF-8, and a
 * message of the longest allowed length must still arrive.
 */
const FORM_BODY_FACTOR = 3;
/** An enquiry sent as a form is a retry of one with the same words sent this long before (a double click, a resend after a lost answer). */
const FORM_RETRY_WINDOW_MS = 24 * 60 * 60_000;

class RequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** What an enquiry's body may be, read whole, and the error for one longer. */
function bodyText(request: FastifyRequest, limit: number): string {
  const body = (request.body as Buffer | undefined) ?? Buffer.alloc(0);
  if (body.length > limit) throw new RequestError(413, `The enquiry is too large (at most ${limit} bytes).`);
  return body.toString('utf8');
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
 * The id of an enquiry sent as a plain form, which carries none: the page's
 * HTML is kept by the shell's server and served to every visitor, so an id
 * written into it would be everyone's. The id is the enquiry's own words (and
 * mall) on the day it arrives: the same words sent again, by a double click,
 * a resend after an answer that was lost, or the form sent a second time, are
 * the same enquiry. Returned newest first: the id to store under, then the id
 * the same words had the day before (a retry just after midnight).
 */
export function formEnquiryIds(fields: EnquiryFields, mall: string, time: number): string[] {
  const words = normaliseEnquiry(fields);
  return [time, time - FORM_RETRY_WINDOW_MS].map((at) => {
    const day = new Date(at).toISOString().slice(0, 10);
    const digest = crypto
      .createHash('sha256')
      .update(JSON.stringify([day, mall, words.name, words.phone, words.mail, words.message]), 'utf8')
      .digest('base64url');
    return `form-${digest.slice(0, 32)}`;
  });
}

/** A form's fields as the app would send them: a browser sends a textarea's line breaks as CR LF, which would count twice. */
function formFields(body: URLSearchParams): EnquiryFields {
  return Object.fromEntries(
    ENQUIRY_FIELD_ORDER.map((key) => [key, (body.get(key) ?? '').replace(/\r\n?/g, '\n')]),
  ) as unknown as EnquiryFields;
}

/**
 * The enquiry collector: POST /api/enquiries with `{ id, name, phone, mail,
 * message }`. 201 once the enquiry is stored, 200 for a retry of a stored
 * one, 4xx with a clear message for anything it will not store, 500 when the
 * store fails (the visitor is told it was not stored). Behind a proxy it
 * counts each client by the address the trusted proxy names.
 *
 * The contact form sent without JavaScript posts the same fields as a plain
 * form (`application/x-www-form-urlencoded`, with the mall it came from). It
 * goes through the same checks, rate limit and store, and is answered with
 * pages: a stored enquiry with a redirect (303) to its result page,
 * `GET /api/enquiries?stored={id}&mall=…&site=…`, so a reload or Back never
 * sends it again (Post/Redirect/Get); anything else with a page that says it
 * was not stored, and why (docs/decisions/036).
 */
export function collectorRoutes({
  store,
  allowedOrigins,
  ratePerMinute,
  trustedProxies = [],
  maxClients = 10_000,
  maxBodyBytes = MAX_BODY_BYTES,
  now = Date.now,
}: CollectorOptions): FastifyPluginAsync {
  const limited = rateLimiter(ratePerMinute, maxClients, now);
  const trust = proxyAddr.compile([...trustedProxies]);

  const cors = (request: FastifyRequest): Record<string, string> => {
    const origin = request.headers.origin;
    return origin && allowedOrigins.includes(origin)
      ? { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' }
      : { Vary: 'Origin' };
  };

  /**
   * Stores an enquiry under `ids[0]` unless one of `ids` is stored already
   * (a retry): the checks every enquiry goes through, however it was sent.
   * Throws a RequestError for one it will not store.
   */
  const accept = async (
    request: FastifyRequest,
    reply: FastifyReply,
    ids: readonly string[],
    fields: EnquiryFields,
  ): Promise<{ id: string; added: boolean }> => {
    for (const known of ids) if (await store.has(known)) return { id: known, added: false };
    const [id = ''] = ids;
    const errors = validateEnquiry(fields);
    // Not a visitor's slip but bytes no one types (a NUL was a 500 from PostgreSQL on every retry): a bad request, naming the field.
    const [field] = fieldsWithControlCharacters(fields);
    if (field)
      throw new RequestError(400, errors[field] ?? 'The enquiry contains a control character.', { field, errors });
    if (Object.keys(errors).length > 0)
      throw new RequestError(422, Object.values(errors)[0] ?? 'The enquiry is not complete.', { errors });
    // A socket already closed has no address; proxy-addr's types do not say so.
    const client = (proxyAddr(request.raw, trust) as string | undefined) ?? 'unknown';
    const retryAfter = limited(client);
    if (retryAfter !== undefined) {
      reply.header('Retry-After', String(retryAfter));
      throw new RequestError(
        429,
        `Too many enquiries from your connection. Please try again in ${retryAfter} seconds.`,
      );
    }
    // Not added: another request with this id (a retry to another collector) stored it first.
    const added = await store.add({
      id,
      ...normaliseEnquiry(fields),
      receivedAt: new Date(now()).toISOString(),
      origin: request.headers.origin ?? '',
    });
    return { id, added };
  };

  const postJson = async (request: FastifyRequest, reply: FastifyReply) => {
    const headers = cors(request);
    try {
      const origin = request.headers.origin;
      if (origin && !allowedOrigins.includes(origin))
        throw new RequestError(403, 'Enquiries are accepted from the Global Foyer Mall website only.');
      if (!String(request.headers['content-type'] ?? '').startsWith('application/json'))
        throw new RequestError(415, 'Send the enquiry as JSON (Content-Type: application/json).');
      const text = bodyText(request, maxBodyBytes);
      let raw: unknown;
      try {
        raw = JSON.parse(text);
      } catch {
        throw new RequestError(400, 'The enquiry is not valid JSON.');
      }
      if (typeof raw !== 'object' || raw === null) throw new RequestError(400, 'The enquiry must be a JSON object.');
      const body = raw as Record<string, unknown>;
      const id = body.id;
      if (typeof id !== 'string' || !ID_PATTERN.test(id))
        throw new RequestError(400, 'The enquiry needs an id of 8 to 64 letters, digits, - or _.');
      const fields = Object.fromEntries(
        ENQUIRY_FIELD_ORDER.map((key) => [key, typeof body[key] === 'string' ? body[key] : '']),
      ) as unknown as EnquiryFields;
      const { added } = await accept(request, reply, [id], fields);
      return sendJson(reply, added ? 201 : 200, { id, stored: true, ...(added ? {} : { duplicate: true }) }, headers);
    } catch (error) {
      if (error instanceof RequestError) {
        return sendJson(reply, error.status, { message: error.message, ...error.extra }, headers);
      }
      request.log.error({ error: String(error) }, 'could not store an enquiry');
      return sendJson(reply, 500, { message: 'The enquiry could not be stored. Please try again.' }, headers);
    }
  };

  /** The site a visitor came from, for the way back: one of the allowed origins, never an address a request chose. */
  const siteOf = (origin: string | null | undefined): string | undefined =>
    origin && allowedOrigins.includes(origin) ? origin : allowedOrigins[0];

  const postForm = async (request: FastifyRequest, reply: FastifyReply) => {
    const origin = request.headers.origin;
    const context: EnquiryPageContext = { site: siteOf(origin) };
    // The shell's server forwards a form sent before the page's scripts came, and reads the answer (decision 078).
    const answersJson = String(request.headers.accept ?? '').includes(JSON_TYPE);
    try {
      if (origin && !allowedOrigins.includes(origin))
        throw new RequestError(403, 'Enquiries are accepted from the Global Foyer Mall website only.');
      const body = new URLSearchParams(bodyText(request, maxBodyBytes * FORM_BODY_FACTOR));
      const mall = body.get(ENQUIRY_FORM_MALL_FIELD) ?? undefined;
      if (isMallId(mall)) context.mall = mall;
      const fields = formFields(body);
      // An id the form carries is used as the app's is; the contact page's form carries none (formEnquiryIds).
      const given = body.get('id');
      if (given !== null && given !== '' && !ID_PATTERN.test(given))
        throw new RequestError(400, 'The enquiry needs an id of 8 to 64 letters, digits, - or _.');
      const { id, added } = await accept(
        request,
        reply,
        given ? [given] : formEnquiryIds(fields, context.mall ?? '', now()),
        fields,
      );
      if (answersJson) {
        return sendJson(reply, added ? 201 : 200, { id, stored: true, ...(added ? {} : { duplicate: true }) });
      }
      const result = new URLSearchParams({
        stored: id,
        ...(context.mall ? { mall: context.mall } : {}),
        ...(context.site ? { site: context.site } : {}),
      });
      return reply
        .code(303)
        .headers({ Location: `/api/enquiries?${result.toString()}`, 'Cache-Control': 'no-store' })
        .send();
    } catch (error) {
      if (answersJson) {
        if (error instanceof RequestError)
          return sendJson(reply, error.status, { message: error.message, ...error.extra });
        request.log.error({ error: String(error) }, 'could not store an enquiry');
        return sendJson(reply, 500, { message: 'The enquiry could not be stored. Please try again.' });
      }
      if (error instanceof RequestError) {
        const errors = Object.values((error.extra.errors ?? {}) as Record<string, string>);
        return sendHtml(reply, error.status, notStoredPage(error.message, errors, context), ENQUIRY_PAGE_HEADERS);
      }
      request.log.error({ error: String(error) }, 'could not store an enquiry');
      return sendHtml(
        reply,
        500,
        notStoredPage('The enquiry could not be stored: our enquiry service failed.', [], context),
        ENQUIRY_PAGE_HEADERS,
      );
    }
  };

  const isForm = (request: FastifyRequest) =>
    String(request.headers['content-type'] ?? '')
      .toLowerCase()
      .startsWith(FORM_CONTENT_TYPE);
  const post = (request: FastifyRequest, reply: FastifyReply) =>
    isForm(request) ? postForm(request, reply) : postJson(request, reply);

  /** The result page of an enquiry sent as a form: it says "stored" only when the store holds it. */
  const result = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = targetOf(request);
    const id = url.searchParams.get('stored') ?? '';
    const mall = url.searchParams.get('mall') ?? undefined;
    const context: EnquiryPageContext = {
      site: siteOf(url.searchParams.get('site')),
      ...(isMallId(mall) ? { mall } : {}),
    };
    try {
      if (ID_PATTERN.test(id) && (await store.has(id)))
        return sendHtml(reply, 200, storedPage(context), ENQUIRY_PAGE_HEADERS);
      return sendHtml(reply, 404, unknownEnquiryPage(context), ENQUIRY_PAGE_HEADERS);
    } catch (error) {
      request.log.error({ error: String(error) }, 'could not read the store');
      return sendHtml(reply, 500, uncheckedPage(context), ENQUIRY_PAGE_HEADERS);
    }
  };

  const preflight = (request: FastifyRequest, reply: FastifyReply) => {
    const origin = request.headers.origin;
    if (!origin || !allowedOrigins.includes(origin)) return reply.code(403).header('Vary', 'Origin').send();
    return reply
      .code(204)
      .headers({
        ...cors(request),
        'Access-Control-Allow-Methods': 'POST',
        'Access-Control-Allow-Headers': 'Content-Type',
        'Access-Control-Max-Age': '600',
      })
      .send();
  };

  /**
   * What Fastify refuses before the handler, in the collector's answers: a
   * body past the form's limit, a media type it cannot read, a body that
   * did not arrive whole (a broken chunked encoding is Node's: a plain 400).
   */
  const refused = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const form = isForm(request);
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ error: error.stack }, 'the request failed');
    const message =
      status === 413
        ? `The enquiry is too large (at most ${form ? maxBodyBytes * FORM_BODY_FACTOR : maxBodyBytes} bytes).`
        : status === 415
          ? 'Send the enquiry as JSON (Content-Type: application/json).'
          : status === 500
            ? 'The enquiry could not be stored. Please try again.'
            : 'The enquiry did not arrive whole. Please send it again.';
    if (form) {
      const context: EnquiryPageContext = { site: siteOf(request.headers.origin) };
      return sendHtml(reply, status, notStoredPage(message, [], context), ENQUIRY_PAGE_HEADERS);
    }
    return sendJson(reply, status, { message }, cors(request));
  };

  return async (app) => {
    // Every body is read whole, up to a form's limit, and checked by the handler: it answers what is not an enquiry.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: maxBodyBytes * FORM_BODY_FACTOR },
      (_request, body, done) => done(null, body),
    );
    app.setErrorHandler(refused);
    app.post('/api/enquiries', post);
    // The result page is on the collector's own path, which is all a front proxy sends to the collectors (deploy/nginx).
    app.get('/api/enquiries', result);
    app.options('/api/enquiries', preflight);
  };
}
