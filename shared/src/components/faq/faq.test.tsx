import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from '@gfm/shared/router';
import { createMemoryRouter } from '../../../../test/router';
import { Faq } from './faq';

const items = [
  { id: 'a', question: 'When are you open?', answer: 'Daily 10:00 AM to 10:00 PM.' },
  { id: 'b', question: 'Is there parking?', answer: 'Yes.' },
];

function renderFaq() {
  const router = createMemoryRouter([{ path: '/gfm43', element: <Faq items={items} /> }], { initialEntries: ['/gfm43'] });
  render(<RouterProvider router={router} />);
}

describe('Faq', () => {
  it('opens at most one answer, and closes the open one when it is clicked again', async () => {
    const user = userEvent.setup();
    renderFaq();
    const first = screen.getByRole('button', { name: 'When are you open?' });
    const second = screen.getByRole('button', { name: 'Is there parking?' });
    const answers = () => screen.queryAllByRole('region').filter((region) => region.id.endsWith('-panel'));
    expect(answers()).toHaveLength(0);

    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'When are you open?' })).toHaveTextContent('Daily 10:00 AM to 10:00 PM.');

    await user.click(second);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(answers()).toHaveLength(1);

    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(answers()).toHaveLength(0);
  });

  it('caps the answer panel at 500 px', async () => {
    const user = userEvent.setup();
    renderFaq();
    await user.click(screen.getByRole('button', { name: 'Is there parking?' }));
    expect(screen.getByRole('region', { name: 'Is there parking?' }).style.getPropertyValue('--faq-max-height')).toBe('500px');
  });

  it("links 'Still have questions?' to the mall's contact page", () => {
    renderFaq();
    expect(screen.getByRole('link', { name: 'Still have questions?' })).toHaveAttribute('href', '/gfm43/contact-us');
  });
});
