import { fieldsWithControlCharacters, validateEnquiry } from './validation';

const valid = {
  name: 'Asha Verma',
  phone: '+91 98765 43210',
  mail: 'asha@example.com',
  message: 'Do you have a kids play area?',
};

describe('enquiry validation', () => {
  it('accepts a complete, plausible enquiry', () => {
    expect(validateEnquiry(valid)).toEqual({});
    expect(validateEnquiry({ ...valid, phone: '9876543210' })).toEqual({});
  });

  it('requires every field, with a message for each', () => {
    expect(validateEnquiry({ name: ' ', phone: '', mail: '', message: '' })).toEqual({
      name: 'Please enter your name.',
      phone: 'Please enter a phone number we can call you back on.',
      mail: 'Please enter your e-mail address.',
      message: 'Please write your message.',
    });
  });

  it.each(['12345', '98765-4321a', '+91 98765 43210 12345', 'call me'])('rejects the phone number %s', (phone) => {
    expect(validateEnquiry({ ...valid, phone }).phone).toMatch(/10 to 13 digits/);
  });

  it.each(['asha', 'asha@', 'asha@example', 'a b@example.com'])('rejects the e-mail address %s', (mail) => {
    expect(validateEnquiry({ ...valid, mail }).mail).toBe('Please enter an e-mail address like name@example.com.');
  });

  it('limits the lengths', () => {
    expect(validateEnquiry({ ...valid, name: 'A' }).name).toBe('Your name needs at least 2 characters.');
    expect(validateEnquiry({ ...valid, name: 'A'.repeat(81) }).name).toBe('Please keep your name under 81 characters.');
    expect(validateEnquiry({ ...valid, message: 'Hi' }).message).toBe('Your message needs at least 10 characters.');
    expect(validateEnquiry({ ...valid, message: 'x'.repeat(2001) }).message).toBe(
      'Please keep your message under 2001 characters.',
    );
  });

  it('refuses a control character in any field, naming the field, but takes line breaks and tabs in the message', () => {
    expect(validateEnquiry({ ...valid, name: 'Asha\u0000Verma' })).toEqual({
      name: 'Your name contains a control character that cannot be stored (a paste can bring one). Please type it again.',
    });
    expect(Object.keys(validateEnquiry({ ...valid, phone: '98765\u001b43210' }))).toEqual(['phone']);
    expect(Object.keys(validateEnquiry({ ...valid, mail: 'asha@example.com\u0000' }))).toEqual(['mail']);
    expect(validateEnquiry({ ...valid, message: 'Is parking free?\u0000' }).message).toMatch(
      /^The message contains a control character/,
    );
    for (const character of ['\u0007', '\u007f', '\u0085', '\u000b'])
      expect(fieldsWithControlCharacters({ ...valid, message: `Hello${character}there` })).toEqual(['message']);
    expect(validateEnquiry({ ...valid, message: 'Two lines:\n\tone,\r\n\ttwo.' })).toEqual({});
    expect(fieldsWithControlCharacters({ ...valid, name: 'Asha\tVerma', mail: 'a\nb@example.com' })).toEqual([
      'name',
      'mail',
    ]);
  });
});
