/**
 * @jest-environment node
 */
import { configFromEnv } from '../../config/environment';
import { OFFLINE_MESSAGE, submitEnquiry } from './submit-enquiry';

const payload = {
  id: 'enquiry-1',
  name: ' Asha  Verma ',
  phone: '9876543210',
  mail: 'asha@example.com',
  message: 'Do you have a kids play area?',
};
const collector = configFromEnv({}).enquiry;

describe('submitEnquiry', () => {
  it('posts JSON with the client id to the collector and reads its answer', async () => {
    const fetchImpl = jest.fn(async () => new Response('{"id":"enquiry-1"}', { status: 201 }));
    await expect(submitEnquiry(payload, collector, fetchImpl)).resolves.toEqual({ ok: true, confirmed: true });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://localhost:4000/api/enquiries');
    expect(JSON.parse(String(init.body))).toEqual({
      id: 'enquiry-1',
      name: 'Asha Verma',
      phone: '9876543210',
      mail: 'asha@example.com',
      message: 'Do you have a kids play area?',
    });
  });

  it("reports the collector's refusal with its message and logs the spec's line", async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetchImpl = jest.fn(
      async () =>
        new Response('{"message":"Too many enquiries from your connection. Please wait a minute."}', { status: 429 }),
    );
    await expect(submitEnquiry(payload, collector, fetchImpl)).resolves.toEqual({
      ok: false,
      message: 'Too many enquiries from your connection. Please wait a minute.',
    });
    expect(error).toHaveBeenCalledWith(
      'Error submitting the form: ',
      'Too many enquiries from your connection. Please wait a minute.',
    );
    error.mockRestore();
  });

  it('reports a network failure', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetchImpl = jest.fn(async () => {
      throw new TypeError('fetch failed');
    });
    await expect(submitEnquiry(payload, collector, fetchImpl)).resolves.toEqual({
      ok: false,
      message: 'The enquiry service could not be reached.',
    });
    error.mockRestore();
  });

  it('says the device is offline when the network failure comes with no connection', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const navigator = Object.getOwnPropertyDescriptor(globalThis, 'navigator');
    Object.defineProperty(globalThis, 'navigator', { value: { onLine: false }, configurable: true });
    try {
      const fetchImpl = jest.fn(async () => {
        throw new TypeError('Failed to fetch');
      });
      await expect(submitEnquiry(payload, collector, fetchImpl)).resolves.toEqual({
        ok: false,
        message: OFFLINE_MESSAGE,
      });
    } finally {
      if (navigator) Object.defineProperty(globalThis, 'navigator', navigator);
      else delete (globalThis as { navigator?: unknown }).navigator;
      error.mockRestore();
    }
  });

  it('posts form data under the configured field ids in no-cors mode to a hosted form', async () => {
    const fetchImpl = jest.fn(async () => new Response(null, { status: 200 }));
    const hosted = {
      transport: 'hosted-form' as const,
      endpoint: 'https://forms.example.com/submit',
      fieldIds: { name: 'entry.1', phone: 'entry.2', mail: 'entry.3', message: 'entry.4' },
    };
    await expect(submitEnquiry(payload, hosted, fetchImpl)).resolves.toEqual({ ok: true, confirmed: false });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://forms.example.com/submit');
    expect(init.mode).toBe('no-cors');
    const body = init.body as FormData;
    expect([...body.entries()]).toEqual([
      ['entry.1', 'Asha Verma'],
      ['entry.2', '9876543210'],
      ['entry.3', 'asha@example.com'],
      ['entry.4', 'Do you have a kids play area?'],
    ]);
  });
});
