/**
 * Rules of an enquiry, shared by the contact form and the enquiry collector so
 * that both say the same thing. The requirements leave them open (requirements §5); the
 * choices are recorded in docs/decisions/006-enquiry-validation.md.
 */
export const ENQUIRY_LIMITS = {
  name: { min: 2, max: 80 },
  phone: { minDigits: 10, maxDigits: 13, max: 20 },
  mail: { max: 254 },
  message: { min: 10, max: 2000 },
} as const;

export interface EnquiryFields {
  name: string;
  phone: string;
  mail: string;
  message: string;
}

export type EnquiryField = keyof EnquiryFields;
export type EnquiryErrors = Partial<Record<EnquiryField, string>>;

export const ENQUIRY_FIELD_ORDER: readonly EnquiryField[] = ['name', 'phone', 'mail', 'message'];

// A practical address check (what browsers accept for type="email"), not RFC 5322.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const PHONE_CHARACTERS = /^\+?[\d\s\-().]+$/;

export function normaliseEnquiry(fields: EnquiryFields): EnquiryFields {
  return {
    name: fields.name.trim().replace(/\s+/g, ' '),
    phone: fields.phone.trim(),
    mail: fields.mail.trim(),
    message: fields.message.trim(),
  };
}

/**
 * A control character (NUL, ESC, DEL, the C1 range) is never typed into a
 * field: it comes from a paste or a script, PostgreSQL refuses NUL in text
 * (error 22021, which was a 500 on every retry), and it can corrupt a
 * terminal or a spreadsheet that shows the enquiry. The message may hold
 * line breaks (LF, or CR LF as a browser sends a textarea's) and tabs.
 */
const CONTROL_CHARACTER = /\p{Cc}/u;
const CONTROL_CHARACTER_IN_MESSAGE = /(?![\t\n\r])\p{Cc}/u;

const FIELD_NAMES: Record<EnquiryField, string> = {
  name: 'Your name',
  phone: 'The phone number',
  mail: 'The e-mail address',
  message: 'The message',
};

/** The fields, in form order, that hold a control character they may not. */
export function fieldsWithControlCharacters(fields: EnquiryFields): EnquiryField[] {
  return ENQUIRY_FIELD_ORDER.filter((field) =>
    (field === 'message' ? CONTROL_CHARACTER_IN_MESSAGE : CONTROL_CHARACTER).test(fields[field]),
  );
}

const controlCharacterMessage = (field: EnquiryField) =>
  `${FIELD_NAMES[field]} contains a control character that cannot be stored (a paste can bring one). Please type it again.`;

/** The message for each field that breaks a rule; empty when the enquiry can be sent. */
export function validateEnquiry(raw: EnquiryFields): EnquiryErrors {
  const fields = normaliseEnquiry(raw);
  const errors: EnquiryErrors = {};
  const { name, phone, mail, message } = ENQUIRY_LIMITS;

  if (!fields.name) errors.name = 'Please enter your name.';
  else if (fields.name.length < name.min) errors.name = `Your name needs at least ${name.min} characters.`;
  else if (fields.name.length > name.max) errors.name = `Please keep your name under ${name.max + 1} characters.`;

  const digits = fields.phone.replace(/\D/g, '');
  if (!fields.phone) errors.phone = 'Please enter a phone number we can call you back on.';
  else if (
    fields.phone.length > phone.max ||
    !PHONE_CHARACTERS.test(fields.phone) ||
    digits.length < phone.minDigits ||
    digits.length > phone.maxDigits
  )
    errors.phone = 'Please enter a phone number of 10 to 13 digits, for example 98765 43210 or +91 98765 43210.';

  if (!fields.mail) errors.mail = 'Please enter your e-mail address.';
  else if (fields.mail.length > mail.max || !EMAIL_PATTERN.test(fields.mail))
    errors.mail = 'Please enter an e-mail address like name@example.com.';

  if (!fields.message) errors.message = 'Please write your message.';
  else if (fields.message.length < message.min)
    errors.message = `Your message needs at least ${message.min} characters.`;
  else if (fields.message.length > message.max)
    errors.message = `Please keep your message under ${message.max + 1} characters.`;

  // Checked on the fields as given: trimming would hide one at either end.
  for (const field of fieldsWithControlCharacters(raw)) errors[field] = controlCharacterMessage(field);

  return errors;
}
