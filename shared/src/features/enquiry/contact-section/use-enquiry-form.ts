import { useRef, useState, type FormEvent } from 'react';
import { getRuntimeConfig } from '@gfm/shared/config/runtime-config';
import { fieldValue } from '../../../ui/hooks/use-take-over-form';
import { enquiryFormNames } from '../plain-form';
import { submitEnquiry, type SubmitResult } from '../submit-enquiry';
import {
  ENQUIRY_FIELD_ORDER,
  validateEnquiry,
  type EnquiryErrors,
  type EnquiryField,
  type EnquiryFields,
} from '../validation';

export type EnquiryStatus =
  { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent'; confirmed: boolean } | { kind: 'failed'; message: string };

function newId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/**
 * The enquiry form's errors and sending state. The fields' values are the form's own (uncontrolled): what
 * the visitor typed before the app took the page over, while it did, and after, is where the browser keeps
 * it, and no render of React's can put an older value back (decision 081). They are read when the form is
 * sent. An enquiry is either stored or the visitor is told it was not; the fields are cleared only after a
 * submission that succeeded, and a retry keeps the enquiry's id.
 */
export function useEnquiryForm(send: ((payload: EnquiryFields & { id: string }) => Promise<SubmitResult>) | undefined) {
  const transport = getRuntimeConfig().enquiry;
  const names = enquiryFormNames(transport);
  const [errors, setErrors] = useState<EnquiryErrors>({});
  const [status, setStatus] = useState<EnquiryStatus>({ kind: 'idle' });
  const enquiryId = useRef<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const onChange = (field: EnquiryField) => {
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
    if (status.kind === 'sent' || status.kind === 'failed') setStatus({ kind: 'idle' });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status.kind === 'sending') return;
    const form = event.currentTarget;
    const fields = Object.fromEntries(
      ENQUIRY_FIELD_ORDER.map((field) => [field, fieldValue(form, names[field])]),
    ) as unknown as EnquiryFields;
    const found = validateEnquiry(fields);
    setErrors(found);
    const firstInvalid = ENQUIRY_FIELD_ORDER.find((field) => found[field]);
    if (firstInvalid) {
      const control = form.elements.namedItem(names[firstInvalid]);
      if (control instanceof HTMLElement) control.focus();
      return;
    }
    enquiryId.current ??= newId();
    setStatus({ kind: 'sending' });
    const result = await (send ?? ((payload) => submitEnquiry(payload, getRuntimeConfig().enquiry)))({
      ...fields,
      id: enquiryId.current,
    });
    if (result.ok) {
      form.reset();
      enquiryId.current = null;
      setStatus({ kind: 'sent', confirmed: result.confirmed });
    } else {
      setStatus({ kind: 'failed', message: result.message });
    }
  };

  const sending = status.kind === 'sending';
  /** A text field's props: its name for the transport, error, and the change that clears its error. */
  const field = (name: EnquiryField) => ({
    name: names[name],
    defaultValue: '',
    error: errors[name],
    required: true,
    disabled: sending,
    onChange: () => onChange(name),
  });

  return { transport, formRef, status, sending, onSubmit, field };
}
