import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RuntimeConfig } from '@gfm/shared/config/runtime-config';
import { BRAND_NAME, MALL_IDS, type MallId } from '@gfm/shared/data/malls';
import { mallDetails } from '@gfm/shared/data/site';
import { ENQUIRY_FORM_MALL_FIELD } from '@gfm/shared/features/enquiry/plain-form';
import { ENQUIRY_FIELD_ORDER, ENQUIRY_LIMITS, type EnquiryField } from '@gfm/shared/features/enquiry/validation';
import { paths } from '@gfm/shared/paths';

/**
 * The contact form sent before the page's scripts came, or without them (decision 078): the browser posts
 * it to the contact page's own address, here, and not to the enquiry collector. The server forwards it to
 * a collector and answers with a page of the site's own whatever happens: a stored enquiry is a redirect
 * (303) to the collector's result page, which says "received" only when the store holds it (decision 036);
 * an enquiry the collector refuses, or cannot take (it is down, slow, or answers something else), is a
 * page that says why and holds the form filled in again, to send once more. Never the browser's error
 * page, never the visitor's words lost. The enquiry is stored once: the collector's idempotency by id,
 * an id it derives from the enquiry's words, mall and day, as for any form (decision 036).
 */
export interface ContactFormOptions {
  config: RuntimeConfig;
  /** The collectors' `/api/enquiries` addresses, tried in turn while one cannot be reached. */
  collectors: readonly string[];
  /** The shell's style sheets, for the answer's page. */
  styles: readonly string[];
  /** How long a collector may take to answer. */
  timeoutMs?: number;
}

/** What a percent-encoded form may weigh: the collector's JSON limit, three times (decision 036). */
const FORM_BODY_LIMIT = 48 * 1024;
const FORM_TYPE = 'application/x-www-form-urlencoded';
/** An id a form may carry, as the collector reads it (the contact page's carries none: decision 036). */
const ID_FIELD = 'id';
const ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/** A form's fields as the collector reads them (a textarea's CR LF as LF), the mall it names, and its id. */
interface SentForm {
  fields: Record<EnquiryField, string>;
  id: string;
}

/** Why the enquiry was not stored: the collector's message, and each field's rule where it gave them. */
interface Refusal {
  status: number;
  message: string;
  errors: Partial<Record<EnquiryField, string>>;
  retryAfter?: string;
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function readForm(body: string): SentForm {
  const params = new URLSearchParams(body);
  const fields = Object.fromEntries(
    ENQUIRY_FIELD_ORDER.map((field) => [field, (params.get(field) ?? '').replace(/\r\n?/g, '\n')]),
  ) as Record<EnquiryField, string>;
  const id = params.get(ID_FIELD) ?? '';
  return { fields, id: ID_PATTERN.test(id) ? id : '' };
}

const LABELS: Record<EnquiryField, string> = { name: 'Name', phone: 'Phone', mail: 'E-mail', message: 'Message' };

/** One field of the form, filled in as the visitor sent it, with its rule's message under it. */
function fieldHtml(field: EnquiryField, value: string, error: string | undefined): string {
  const id = `enquiry-${field}`;
  const described = error ? ` aria-invalid="true" aria-describedby="${id}-error"` : '';
  const control =
    field === 'message'
      ? `<textarea id="${id}" name="${field}" rows="5" maxlength="${ENQUIRY_LIMITS.message.max}" required${described}>${escapeHtml(value)}</textarea>`
      : `<input id="${id}" name="${field}" type="${field === 'mail' ? 'email' : field === 'phone' ? 'tel' : 'text'}" value="${escapeHtml(value)}" maxlength="${ENQUIRY_LIMITS[field].max}" required${described}>`;
  const message = error ? `<p id="${id}-error">${escapeHtml(error)}</p>` : '';
  return `<p><label for="${id}">${LABELS[field]}</label><br>${control}</p>${message}`;
}

/** The page a refused or untaken enquiry gets: why, and the form filled in again, posting here once more. */
function notSentPage(mall: MallId, form: SentForm, refusal: Refusal, styles: readonly string[]): string {
  const details = mallDetails[mall];
  const contact = paths.mall.contact.getHref(mall);
  const reasons = Object.values(refusal.errors);
  const why = reasons.length
    ? `<p>Please correct the following, then send it again:</p><ul>${reasons.map((reason) => `<li>${escapeHtml(reason)}</li>`).join('')}</ul>`
    : `<p>${escapeHtml(refusal.message)} Your message is still here: please send it again in a moment, or call us on ${escapeHtml(details.phone)}.</p>`;
  const fields = ENQUIRY_FIELD_ORDER.map((field) => fieldHtml(field, form.fields[field], refusal.errors[field])).join(
    '',
  );
  const hidden =
    `<input type="hidden" name="${ENQUIRY_FORM_MALL_FIELD}" value="${mall}">` +
    (form.id ? `<input type="hidden" name="${ID_FIELD}" value="${escapeHtml(form.id)}">` : '');
  const sheets = styles.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('');
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Your enquiry was not stored | ${escapeHtml(BRAND_NAME)}</title>${sheets}</head><body><main id="main-content"><h1>Your enquiry was not stored</h1>${why}<form method="post" action="${contact}" novalidate>${hidden}${fields}<p><button type="submit">Send enquiry</button></p></form><p><a href="${contact}">Back to the contact page of ${escapeHtml(details.name)}</a></p></main></body></html>`;
}

/** The collector's answer to the form, forwarded as the browser sent it (with the visitor's address and origin). */
async function forward(
  collectors: readonly string[],
  request: FastifyRequest,
  body: string,
  timeoutMs: number,
): Promise<{ stored: string } | Refusal> {
  let unreachable: Refusal = {
    status: 503,
    message: 'Our enquiry service could not be reached.',
    errors: {},
  };
  for (const collector of collectors) {
    let response: Response;
    try {
      response = await fetch(collector, {
        method: 'POST',
        headers: {
          'Content-Type': FORM_TYPE,
          Accept: 'application/json',
          ...(request.headers.origin ? { Origin: request.headers.origin } : {}),
          // The collector counts each visitor by the address a trusted proxy names (its rate limit).
          'X-Forwarded-For': request.ip,
        },
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      continue;
    }
    const answer = (await response.json().catch(() => undefined)) as
      { id?: unknown; stored?: unknown; message?: unknown; errors?: unknown } | undefined;
    if (response.ok && answer?.stored === true && typeof answer.id === 'string') return { stored: answer.id };
    // A collector that answers but not as one (a proxy's error page, a 502): the next may.
    if (typeof answer?.message !== 'string') {
      unreachable = { status: 502, message: 'Our enquiry service did not answer as it should.', errors: {} };
      if (response.status >= 500) continue;
      return unreachable;
    }
    if (response.status >= 500) {
      unreachable = { status: response.status, message: answer.message, errors: {} };
      continue;
    }
    const errors =
      answer.errors && typeof answer.errors === 'object'
        ? Object.fromEntries(
            ENQUIRY_FIELD_ORDER.flatMap((field) => {
              const error = (answer.errors as Record<string, unknown>)[field];
              return typeof error === 'string' ? [[field, error]] : [];
            }),
          )
        : {};
    const retryAfter = response.headers.get('retry-after') ?? undefined;
    return { status: response.status, message: answer.message, errors, ...(retryAfter ? { retryAfter } : {}) };
  }
  return unreachable;
}

/** `POST /{mall}/contact-us`: the contact form, sent to the page that holds it. */
export function registerContactForms(
  app: FastifyInstance,
  { config, collectors, styles, timeoutMs = 10_000 }: ContactFormOptions,
) {
  if (config.enquiry.transport !== 'collector') return;
  const site = new URL(config.siteUrl).origin;
  const resultPage = config.enquiry.endpoint;
  void app.register(async (scope) => {
    // Only here: no other address of the site takes a body of this kind.
    scope.addContentTypeParser(FORM_TYPE, { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_request, body, done) =>
      done(null, body),
    );
    for (const mall of MALL_IDS) {
      const answer = async (request: FastifyRequest, reply: FastifyReply) => {
        // Only a form's body: Fastify reads JSON and text itself, which no form of ours sends.
        if (typeof request.body !== 'string' || !String(request.headers['content-type']).startsWith(FORM_TYPE))
          return reply.code(415).type('text/plain; charset=utf-8').send('Send the contact form as a form.');
        const body = request.body;
        const form = readForm(body);
        // The form's mall is the page's, whatever the body says.
        const params = new URLSearchParams(body);
        params.set(ENQUIRY_FORM_MALL_FIELD, mall);
        const result = await forward(collectors, request, params.toString(), timeoutMs);
        reply.header('Cache-Control', 'no-store');
        if ('stored' in result) {
          const query = new URLSearchParams({ stored: result.stored, mall, site });
          return reply.redirect(`${resultPage}?${query.toString()}`, 303);
        }
        if (result.retryAfter) reply.header('Retry-After', result.retryAfter);
        return reply
          .code(result.status)
          .type('text/html; charset=utf-8')
          .send(notSentPage(mall, form, result, styles));
      };
      scope.post(paths.mall.contact.getHref(mall), { bodyLimit: FORM_BODY_LIMIT }, answer);
    }
  });
}
