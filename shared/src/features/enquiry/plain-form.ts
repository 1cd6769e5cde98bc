import type { EnquiryTransportConfig } from '@gfm/shared/config/runtime-config';
import type { EnquiryField } from './validation';

/**
 * The contact form sent without JavaScript (docs/decisions/036): a plain
 * POST to the configured endpoint. To the collector its fields carry the
 * names of the enquiry's JSON, and the mall it came from; to a hosted form,
 * its field ids, as the app sends them.
 */
export const ENQUIRY_FORM_MALL_FIELD = 'mall';

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
