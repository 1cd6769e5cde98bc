import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { setRuntimeConfig } from '@gfm/shared/config/runtime-config';
import { configFromEnv } from '../../../config/environment';
import { mallDetails } from '../../../data/site';
import type { SubmitResult } from '../submit-enquiry';
import { MAP_SLOT_SELECTOR, mountMapFrame } from '../map-frame';
import { ContactSection } from './contact-section';

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Name/), 'Asha Verma');
  await user.type(screen.getByLabelText(/^Phone/), '98765 43210');
  await user.type(screen.getByLabelText(/^E-mail/), 'asha@example.com');
  await user.type(screen.getByLabelText(/^Message/), 'Do you have a kids play area?');
}

describe('ContactSection', () => {
  it("is titled 'Get in Touch' with an e-mail input and an embedded, titled, lazy map", () => {
    render(<ContactSection mall={mallDetails.gfm43} send={jest.fn()} />);
    expect(screen.getByRole('heading', { name: 'Get in Touch' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^E-mail/)).toHaveAttribute('type', 'email');
    const map = screen.getByTitle('Map of Global Foyer Mall, Sector 43');
    expect(map).toHaveAttribute('loading', 'lazy');
    expect(map.closest('[data-loaded]')).toHaveAttribute('data-loaded', 'false');
  });

  it('shows a message under each invalid field and moves focus to the first', async () => {
    const user = userEvent.setup();
    const send = jest.fn();
    render(<ContactSection mall={mallDetails.gfm43} send={send} />);
    await user.type(screen.getByLabelText(/^Name/), 'Asha Verma');
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/^Phone/)).toHaveFocus();
    expect(screen.getByLabelText(/^Phone/)).toHaveAccessibleDescription(
      'Please enter a phone number we can call you back on.',
    );
    expect(screen.getByLabelText(/^Message/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Name/)).not.toHaveAttribute('aria-invalid');
  });

  it('shows a control character pasted into a field as that field’s error, and sends nothing', async () => {
    const user = userEvent.setup();
    const send = jest.fn();
    render(<ContactSection mall={mallDetails.gfm43} send={send} />);
    await fillIn(user);
    await user.click(screen.getByLabelText(/^E-mail/));
    await user.paste('\u0000');
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/^E-mail/)).toHaveFocus();
    expect(screen.getByLabelText(/^E-mail/)).toHaveAccessibleDescription(
      'The e-mail address contains a control character that cannot be stored (a paste can bring one). Please type it again.',
    );
    expect(screen.getByLabelText(/^Name/)).not.toHaveAttribute('aria-invalid');
  });

  it('disables the button while sending, then clears the fields and announces success', async () => {
    const user = userEvent.setup();
    let finish: (result: SubmitResult) => void = () => undefined;
    const send = jest.fn(() => new Promise<SubmitResult>((resolve) => (finish = resolve)));
    render(<ContactSection mall={mallDetails.gfm43} send={send} />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Sending…' }));
    expect(send).toHaveBeenCalledTimes(1);
    await act(async () => finish({ ok: true, confirmed: true }));
    expect(screen.getByRole('status')).toHaveTextContent('Thank you! Your enquiry has been received.');
    expect(screen.getByLabelText(/^Name/)).toHaveValue('');
    expect(screen.getByLabelText(/^Message/)).toHaveValue('');
  });

  it('keeps the fields after a failure, says the enquiry was not sent, and retries with the same id', async () => {
    const user = userEvent.setup();
    const send = jest
      .fn<Promise<SubmitResult>, [{ id: string }]>()
      .mockResolvedValueOnce({ ok: false, message: 'The enquiry service could not be reached.' })
      .mockResolvedValueOnce({ ok: true, confirmed: true });
    render(<ContactSection mall={mallDetails.gfm43} send={send} />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your enquiry was not sent: The enquiry service could not be reached.',
    );
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Asha Verma');
    expect(screen.getByLabelText(/^Message/)).toHaveValue('Do you have a kids play area?');
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(send.mock.calls[1]?.[0].id).toBe(send.mock.calls[0]?.[0].id);
  });

  describe('without JavaScript', () => {
    /** What the browser sends when the visitor presses the button and no script takes the form over. */
    const sentFields = () => {
      const button = screen.getByRole('button', { name: 'Send enquiry' }) as HTMLButtonElement;
      return [...new FormData(button.form as HTMLFormElement, button)].map(([name, value]) => [name, String(value)]);
    };

    it('posts as a plain form to its own page, with the fields under the names of the collector’s JSON and the mall, and no id', async () => {
      const user = userEvent.setup();
      render(<ContactSection mall={mallDetails.gfmpalam} send={jest.fn()} />);
      await fillIn(user);
      const form = (screen.getByRole('button', { name: 'Send enquiry' }) as HTMLButtonElement).form;
      expect(form).toHaveAttribute('method', 'post');
      // The page's own address: its server forwards the form to the collector (decision 078).
      expect(form).toHaveAttribute('action', '/gfmpalam/contact-us');
      // The page's HTML is shared by every visitor: an id in it would be everyone's (the collector derives one).
      expect(sentFields()).toEqual([
        ['mall', 'gfmpalam'],
        ['name', 'Asha Verma'],
        ['phone', '98765 43210'],
        ['mail', 'asha@example.com'],
        ['message', 'Do you have a kids play area?'],
      ]);
    });

    it('posts to a hosted form under its field ids, and still moves focus to the first invalid field', async () => {
      setRuntimeConfig(
        configFromEnv({
          ENQUIRY_TRANSPORT: 'hosted-form',
          ENQUIRY_ENDPOINT: 'https://forms.example.com/form/response',
        }),
      );
      const user = userEvent.setup();
      const send = jest.fn();
      render(<ContactSection mall={mallDetails.gfm43} send={send} />);
      await fillIn(user);
      expect((screen.getByRole('button', { name: 'Send enquiry' }) as HTMLButtonElement).form).toHaveAttribute(
        'action',
        'https://forms.example.com/form/response',
      );
      expect(sentFields().map(([name]) => name)).toEqual([
        'entry.1000001',
        'entry.1000002',
        'entry.1000003',
        'entry.1000004',
      ]);
      await user.clear(screen.getByLabelText(/^E-mail/));
      await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
      expect(send).not.toHaveBeenCalled();
      expect(screen.getByLabelText(/^E-mail/)).toHaveFocus();
    });

    it('is the same form on the server and in the browser: it hydrates without a mismatch', () => {
      const container = document.createElement('div');
      container.innerHTML = renderToString(<ContactSection mall={mallDetails.gfm43} />);
      document.body.append(container);
      const onRecoverableError = jest.fn();
      let root: Root | undefined;
      act(() => {
        root = hydrateRoot(container, <ContactSection mall={mallDetails.gfm43} />, { onRecoverableError });
      });
      expect(onRecoverableError).not.toHaveBeenCalled();
      expect(container.querySelector('form')).toHaveAttribute('method', 'post');
      act(() => root?.unmount());
      container.remove();
    });

    it('keeps what was typed before hydration: a later keystroke elsewhere resets nothing, and it is what is sent', async () => {
      const container = document.createElement('div');
      container.innerHTML = renderToString(<ContactSection mall={mallDetails.gfm43} />);
      document.body.append(container);
      // The server's form, typed into before the app's code came (decision 070): the browser holds the values.
      const typed = { Name: 'Asha Verma', Phone: '98765 43210', 'E-mail': 'asha@example.com', Message: 'Do you' };
      for (const [label, value] of Object.entries(typed))
        (screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement).value = value;
      const send = jest.fn((_: unknown) => Promise.resolve<SubmitResult>({ ok: true, confirmed: true }));
      const onRecoverableError = jest.fn();
      let root: Root | undefined;
      act(() => {
        root = hydrateRoot(container, <ContactSection mall={mallDetails.gfm43} send={send} />, { onRecoverableError });
      });
      expect(onRecoverableError).not.toHaveBeenCalled();
      const user = userEvent.setup();
      // The visitor carries on in the message: its change renders every field again.
      await user.type(screen.getByLabelText(/^Message/), ' have a kids play area?');
      expect(screen.getByLabelText(/^Name/)).toHaveValue('Asha Verma');
      expect(screen.getByLabelText(/^Phone/)).toHaveValue('98765 43210');
      expect(screen.getByLabelText(/^E-mail/)).toHaveValue('asha@example.com');
      await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
      expect(send).toHaveBeenCalledWith(
        expect.objectContaining({
          name: 'Asha Verma',
          phone: '98765 43210',
          mail: 'asha@example.com',
          message: 'Do you have a kids play area?',
        }),
      );
      act(() => root?.unmount());
      container.remove();
    });

    it('keeps text React never heard typed: a keystroke lost while the page was taken over survives any render', async () => {
      const container = document.createElement('div');
      container.innerHTML = renderToString(<ContactSection mall={mallDetails.gfm43} />);
      document.body.append(container);
      const send = jest.fn((_: unknown) => Promise.resolve<SubmitResult>({ ok: true, confirmed: true }));
      let root: Root | undefined;
      act(() => {
        root = hydrateRoot(container, <ContactSection mall={mallDetails.gfm43} send={send} />);
      });
      const user = userEvent.setup();
      await user.type(screen.getByLabelText(/^Name/), 'Asha Verma');
      // Typed while React could not hear it (its part of the page not yet hydrated): no change event.
      const message = screen.getByLabelText(/^Message/) as HTMLTextAreaElement;
      message.value = 'Is the food court open late?';
      // A render of the whole form: the errors of a send with fields missing.
      await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
      expect(screen.getByLabelText(/^Phone/)).toHaveFocus();
      expect(message).toHaveValue('Is the food court open late?');
      await user.type(screen.getByLabelText(/^Phone/), '98765 43210');
      await user.type(screen.getByLabelText(/^E-mail/), 'asha@example.com');
      await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
      expect(send).toHaveBeenCalledWith(expect.objectContaining({ message: 'Is the food court open late?' }));
      act(() => root?.unmount());
      container.remove();
    });

    it('writes the map in a <noscript>, and hydrates over the frame boot.js put in without a mismatch', () => {
      const container = document.createElement('div');
      container.innerHTML = renderToString(<ContactSection mall={mallDetails.gfm43} />);
      document.body.append(container);
      const slot = container.querySelector<HTMLElement>(MAP_SLOT_SELECTOR);
      expect(slot?.querySelector('noscript')?.textContent).toContain(
        '<iframe title="Map of Global Foyer Mall, Sector 43"',
      );
      expect(container.querySelector('iframe')).toBeNull();
      if (slot) mountMapFrame(slot);
      const onRecoverableError = jest.fn();
      let root: Root | undefined;
      act(() => {
        root = hydrateRoot(container, <ContactSection mall={mallDetails.gfm43} />, { onRecoverableError });
      });
      expect(onRecoverableError).not.toHaveBeenCalled();
      expect(container.querySelectorAll('iframe')).toHaveLength(1);
      expect(screen.getByTitle('Map of Global Foyer Mall, Sector 43')).toHaveAttribute(
        'sandbox',
        'allow-scripts allow-same-origin allow-popups',
      );
      act(() => root?.unmount());
      container.remove();
    });
  });
});
