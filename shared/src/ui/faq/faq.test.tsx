import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from '@gfm/shared/router';
import { createMemoryRouter, MemoryRouter } from '../../../../test/router';
import { renderOnServer } from '../../../../test/server-page';
import type { ReactElement } from 'react';
import { Faq } from './faq';

const items = [
  { id: 'a', question: 'When are you open?', answer: 'Daily 10:00 AM to 10:00 PM.' },
  { id: 'b', question: 'Is there parking?', answer: 'Yes.' },
];

function renderFaq(element: ReactElement = <Faq items={items} />) {
  const router = createMemoryRouter([{ path: '/gfm43', element }], { initialEntries: ['/gfm43'] });
  render(<RouterProvider router={router} />);
}

/** The `<details>` of an entry, found by its question: the summary's heading. */
function entry(question: string, scope: HTMLElement = document.body) {
  return within(scope).getByRole('heading', { level: 3, name: question }).closest('details') as HTMLDetailsElement;
}

describe('Faq', () => {
  it('makes every entry a disclosure of one exclusive group, its question a level-3 heading in the summary', () => {
    renderFaq();
    const faq = screen.getByRole('region', { name: 'Frequently Asked Questions' });
    expect(
      within(faq)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['When are you open?', 'Is there parking?']);
    const entries = items.map((item) => entry(item.question));
    for (const details of entries) {
      expect(details.querySelector(':scope > summary:first-child h3')).not.toBeNull();
      expect(details).not.toHaveAttribute('open');
    }
    // requirements §4, at most one open: the platform closes the others of the same name (jsdom does not).
    const name = entries[0]?.getAttribute('name');
    expect(name).toBeTruthy();
    expect(entries.map((details) => details.getAttribute('name'))).toEqual([name, name]);
  });

  it('opens an answer from its question and closes it from the question again', async () => {
    const user = userEvent.setup();
    renderFaq();
    await user.click(screen.getByRole('heading', { name: 'When are you open?' }));
    expect(entry('When are you open?')).toHaveAttribute('open');
    expect(screen.getByText('Daily 10:00 AM to 10:00 PM.')).toBeVisible();
    await user.click(screen.getByRole('heading', { name: 'When are you open?' }));
    expect(entry('When are you open?')).not.toHaveAttribute('open');
  });

  it('gives each FAQ on a page a group of its own, or the name it is given', () => {
    renderFaq(
      <>
        <Faq items={items} title="Sector 43" />
        <Faq items={items} title="Palam Vihar" />
        <Faq items={items} title="Named" name="visit-faq" />
      </>,
    );
    const [first, second, named] = ['Sector 43', 'Palam Vihar', 'Named'].map((title) =>
      entry('Is there parking?', screen.getByRole('region', { name: title })),
    );
    expect(first?.getAttribute('name')).not.toBe(second?.getAttribute('name'));
    expect(named).toHaveAttribute('name', 'visit-faq');
  });

  it('caps the answer panel at 500 px, scrolling within it', () => {
    renderFaq();
    const panel = screen.getByText('Yes.').parentElement as HTMLElement;
    expect(entry('Is there parking?')).toContainElement(panel);
    expect(panel.style.getPropertyValue('--faq-max-height')).toBe('500px');
  });

  it("links 'Still have questions?' to the mall's contact page", () => {
    renderFaq();
    expect(screen.getByRole('link', { name: 'Still have questions?' })).toHaveAttribute('href', '/gfm43/contact-us');
  });
});

describe("Faq in the server's page", () => {
  it('keeps an entry the visitor opened before hydration open, and hydrates without a difference', () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const page = renderOnServer(
        <MemoryRouter initialEntries={['/gfm43']}>
          <Faq items={items} />
        </MemoryRouter>,
      );
      entry('Is there parking?', page.container).open = true;
      page.hydrate();
      expect(page.recoverableErrors).toEqual([]);
      expect(consoleError).not.toHaveBeenCalled();
      expect(entry('Is there parking?', page.container)).toHaveAttribute('open');
    } finally {
      consoleError.mockRestore();
    }
  });
});
