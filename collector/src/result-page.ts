import crypto from 'node:crypto';
import { BRAND_NAME, type MallId } from '@gfm/shared/data/malls';
import { mallDetails } from '@gfm/shared/data/site';
import { paths } from '@gfm/shared/paths';

/**
 * The pages the collector answers a contact form sent without JavaScript
 * (docs/decisions/036): whether the enquiry was stored, in plain words, and
 * the way back to the mall's contact page. Self-contained: no script, no
 * file of the site, one style sheet allowed by its hash.
 */
export interface EnquiryPageContext {
  /** The mall whose contact page sent the form; unknown for a form from elsewhere. */
  mall?: MallId;
  /** The site's origin the visitor came from (one of the allowed origins), for the way back. */
  site?: string;
}

const STYLE =
  'body{margin:0;font:1.0625rem/1.6 system-ui,sans-serif}main{max-width:40rem;margin:0 auto;padding:2rem 1rem}h1{line-height:1.25}li{margin:.25rem 0}';

/** The headers of every page: nothing from elsewhere, never framed, never kept by a cache (each answers one visitor's enquiry). */
export const ENQUIRY_PAGE_HEADERS: Readonly<Record<string, string>> = {
  'Content-Type': 'text/html; charset=utf-8',
  'Content-Security-Policy': `default-src 'none'; style-src 'sha256-${crypto.createHash('sha256').update(STYLE, 'utf8').digest('base64')}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Cache-Control': 'no-store',
};

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function wayBack({ mall, site = '' }: EnquiryPageContext): string {
  if (!mall) return `<p><a href="${escapeHtml(`${site}/`)}">Go to the ${escapeHtml(BRAND_NAME)} website</a></p>`;
  return `<p><a href="${escapeHtml(`${site}${paths.mall.contact.getHref(mall)}`)}">Back to the contact page of ${escapeHtml(mallDetails[mall].name)}</a></p>`;
}

function page(title: string, body: string, context: EnquiryPageContext): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)} | ${escapeHtml(BRAND_NAME)}</title><style>${STYLE}</style></head><body><main>${body}${wayBack(context)}</main></body></html>`;
}

const callUs = (mall: MallId | undefined) => (mall ? `, or call us on ${mallDetails[mall].phone}` : '');

/** The enquiry is in the store. */
export function storedPage(context: EnquiryPageContext): string {
  const team = context.mall ? `the ${mallDetails[context.mall].name} team` : 'we';
  return page(
    'Enquiry received',
    `<h1>Thank you! Your enquiry has been received.</h1><p>We have stored it, and ${escapeHtml(team)} will get back to you within two working days.</p>`,
    context,
  );
}

/** The result page of an enquiry the store does not hold (an old or altered address). */
export function unknownEnquiryPage(context: EnquiryPageContext): string {
  return page(
    'Enquiry not found',
    `<h1>We cannot find this enquiry</h1><p>This address does not name an enquiry we have stored. If you sent one, please send it again${escapeHtml(callUs(context.mall))}.</p>`,
    context,
  );
}

/** The store could not be asked: the enquiry may well be stored, so the visitor is not told to send it again. */
export function uncheckedPage(context: EnquiryPageContext): string {
  return page(
    'Enquiry not checked',
    `<h1>We could not check your enquiry just now</h1><p>Please reload this page in a moment to see whether it was received${escapeHtml(callUs(context.mall))}.</p>`,
    context,
  );
}

/** The enquiry was not stored: why, and each rule a field broke. */
export function notStoredPage(message: string, errors: readonly string[], context: EnquiryPageContext): string {
  const body =
    errors.length > 0
      ? `<h1>Your enquiry was not stored</h1><p>Please correct the following, then send it again:</p><ul>${errors.map((error) => `<li>${escapeHtml(error)}</li>`).join('')}</ul><p>Your browser’s Back button takes you back to the form.</p>`
      : `<h1>Your enquiry was not stored</h1><p>${escapeHtml(message)}</p><p>Please try again in a moment${escapeHtml(callUs(context.mall))}.</p>`;
  return page('Enquiry not stored', body, context);
}
