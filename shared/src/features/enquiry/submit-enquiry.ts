import type { EnquiryTransportConfig } from '@gfm/shared/config/runtime-config';
import { normaliseEnquiry, type EnquiryFields } from './validation';

export const SUBMIT_ERROR_LOG = 'Error submitting the form: ';
/** How long the visitor waits before being told the enquiry was not sent. */
export const SUBMIT_TIMEOUT_MS = 15000;

/** What the visitor reads when the enquiry could not go out because the device is offline. */
export const OFFLINE_MESSAGE = 'This device is offline.';

export type SubmitResult = { ok: true; confirmed: boolean } | { ok: false; message: string };

export interface EnquiryPayload extends EnquiryFields {
  /** Chosen by the browser once per enquiry, so a retry is stored once. */
  id: string;
}

/**
 * Sends an enquiry with the configured transport. The collector's answer is
 * read, so success is real. A hosted form is posted in no-cors mode (requirements §7):
 * its answer cannot be read, so success only means the request went out
 * (`confirmed: false`).
 */
export async function submitEnquiry(
  payload: EnquiryPayload,
  config: EnquiryTransportConfig,
  fetchImpl: typeof fetch = fetch,
): Promise<SubmitResult> {
  const fields = normaliseEnquiry(payload);
  try {
    if (config.transport === 'hosted-form') {
      const body = new FormData();
      body.append(config.fieldIds.name, fields.name);
      body.append(config.fieldIds.phone, fields.phone);
      body.append(config.fieldIds.mail, fields.mail);
      body.append(config.fieldIds.message, fields.message);
      await fetchImpl(config.endpoint, {
        method: 'POST',
        mode: 'no-cors',
        body,
        signal: AbortSignal.timeout(SUBMIT_TIMEOUT_MS),
      });
      return { ok: true, confirmed: false };
    }
    const response = await fetchImpl(config.endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...fields, id: payload.id }),
      signal: AbortSignal.timeout(SUBMIT_TIMEOUT_MS),
    });
    if (response.ok) return { ok: true, confirmed: true };
    const answer = (await response.json().catch(() => ({}))) as { message?: unknown };
    const message =
      typeof answer.message === 'string' ? answer.message : `The enquiry service answered ${response.status}.`;
    console.error(SUBMIT_ERROR_LOG, message);
    return { ok: false, message };
  } catch (error) {
    console.error(SUBMIT_ERROR_LOG, error);
    // Without signal the form cannot send: the visitor is told so, and what they typed stays in the form.
    if (typeof navigator !== 'undefined' && navigator.onLine === false) return { ok: false, message: OFFLINE_MESSAGE };
    return { ok: false, message: 'The enquiry service could not be reached.' };
  }
}
