import type { EnquiryTransportConfig } from '@gfm/shared/config/runtime-config';
import type { EnquiryField } from './validation';

/**
 * The contact form sent without JavaScript (docs/decisions/036): a plain
 * POST to the configured endpoint. To the collector its fields carry the
 * names of the enquiry's JSON, and the mall it came from; to a hosted form,
 * its field ids, as the app sends them.
 */
export const ENQUIRY_FORM_MALL_FIELD = 'mall';

/**
 * The enquiry's id in the form sent without the app (decision 078): empty in the server's HTML, which is
 * everyone's; the page's late script (after-load.ts) writes one per page view, so a form sent twice is one enquiry (the collector's
 * idempotency by id). Without script it stays empty, and the collector derives one from the words.
 */
export const ENQUIRY_ID_FIELD = 'id';

const COLLECTOR_NAMES: Readonly<Record<EnquiryField, string>> = {
  name: 'name',
  phone: 'phone',
  mail: 'mail',
  message: 'message',
};

/** The `name` of each field of the contact form, for the configured transport. */
export function enquiryFormNames(config: EnquiryTransportConfig): Readonly<Record<EnquiryField, string>> {
  return config.transport === 'hosted-form' ? config.fieldIds : COLLECTOR_NAMES;
}

/** The late script: this page view's id in each contact form's empty id field (randomUUID needs a secure context; else none). */
export function giveEnquiryFormsAnId(root: ParentNode): void {
  for (const field of root.querySelectorAll<HTMLInputElement>(`input[name="${ENQUIRY_ID_FIELD}"][data-enquiry-id]`))
    if (!field.value && typeof crypto.randomUUID === 'function') field.value = crypto.randomUUID();
}
