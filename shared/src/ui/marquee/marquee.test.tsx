import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderOnServer } from '../../../../test/server-page';
import { Marquee } from './marquee';

const rows = [
  { items: ['Alpha', 'Beta', 'Gamma'], direction: 'left' as const },
  { items: ['Delta', 'Epsilon'], direction: 'right' as const },
];

describe('Marquee', () => {
  it('lists each item once for assistive technology and adds a hidden looping copy after the first paint', async () => {
    const { container } = render(<Marquee rows={rows} label="Our partners" subject="logos" />);
    expect(container.querySelectorAll('li[aria-hidden="true"]')).toHaveLength(0);
    await waitFor(() => expect(container.querySelectorAll('li[aria-hidden="true"]')).toHaveLength(5));
    const group = screen.getByRole('group', { name: 'Our partners' });
    expect(group).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Alpha',
      'Beta',
      'Gamma',
      'Delta',
      'Epsilon',
    ]);
    const copies = container.querySelectorAll('li[aria-hidden="true"]');
    expect([...copies].map((item) => item.textContent)).toEqual(['Alpha', 'Beta', 'Gamma', 'Delta', 'Epsilon']);
    copies.forEach((item) => expect(item).toHaveAttribute('inert'));
  });

  it('has a pause checkbox, named for what it stops, that Space and a click on it toggle; checked, it pauses the rows', async () => {
    const user = userEvent.setup();
    const { container } = render(<Marquee rows={rows} label="Our partners" subject="logos" />);
    const marquee = container.firstElementChild as HTMLElement;
    const pause = screen.getByRole('checkbox', { name: 'Pause logos' });
    // What the style sheet reads to pause the rows (`.marquee:has(> .pause :checked) .track`).
    const paused = () => marquee.matches(':has(> .pause :checked)');
    expect(pause).not.toBeChecked();
    expect(paused()).toBe(false);
    await user.tab();
    expect(pause).toHaveFocus();
    await user.keyboard(' ');
    expect(pause).toBeChecked();
    expect(paused()).toBe(true);
    await user.click(pause);
    expect(pause).not.toBeChecked();
    expect(paused()).toBe(false);
  });

  it('moves and pauses by its style sheet alone: the pause control is in the server’s HTML, works there, and hydrating keeps its state, without a mismatch', async () => {
    const page = renderOnServer(<Marquee rows={rows} label="Our partners" subject="logos" />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Alpha',
      'Beta',
      'Gamma',
      'Delta',
      'Epsilon',
    ]);
    const pause = screen.getByRole('checkbox', { name: 'Pause logos' });
    // Before any script: the platform toggles it.
    await userEvent.setup().click(pause);
    expect(pause).toBeChecked();
    page.hydrate();
    expect(page.recoverableErrors).toEqual([]);
    expect(screen.getByRole('checkbox', { name: 'Pause logos' })).toBe(pause);
    expect(pause).toBeChecked();
  });
});
