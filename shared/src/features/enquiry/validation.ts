/**
 * Rules of an enquiry, shared by the contact form and the enquiry collector so
 * that both say the same thing. The specification leaves them open (§5); the
 * choices are recorded in docs/decisions/006-enquiry-validation-and-transport.md.
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
  else if (fields.phone.length > phone.max || !PHONE_CHARACTERS.test(fields.phone) || digits.length < phone.minDigits || digits.length > phone.maxDigits)
    errors.phone = 'Please enter a phone number of 10 to 13 digits, for example 98765 43210 or +91 98765 43210.';

  if (!fields.mail) errors.mail = 'Please enter your e-mail address.';
  else if (fields.mail.length > mail.max || !EMAIL_PATTERN.test(fields.mail)) errors.mail = 'Please enter an e-mail address like name@example.com.';

  if (!fields.message) errors.message = 'Please write your message.';
  else if (fields.message.length < message.min) errors.message = `Your message needs at least ${message.min} characters.`;
  else if (fields.message.length > message.max) errors.message = `Please keep your message under ${message.max + 1} characters.`;

  return errors;
}

export function isValidEnquiry(fields: EnquiryFields): boolean {
  return Object.keys(validateEnquiry(fields)).length === 0;
}
