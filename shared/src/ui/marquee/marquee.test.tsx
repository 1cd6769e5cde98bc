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

  it('has a pause button that pauses and resumes the motion', async () => {
    const user = userEvent.setup();
    const { container } = render(<Marquee rows={rows} label="Our partners" subject="logos" />);
    const marquee = container.firstElementChild as HTMLElement;
    expect(marquee).toHaveAttribute('data-paused', 'false');
    await user.click(screen.getByRole('button', { name: /pause/i }));
    expect(marquee).toHaveAttribute('data-paused', 'true');
    await user.click(screen.getByRole('button', { name: /play|resume/i }));
    expect(marquee).toHaveAttribute('data-paused', 'false');
  });

  it('moves by its style sheet alone, and shows its pause control only once React has hydrated it (it needs the script)', () => {
    const page = renderOnServer(<Marquee rows={rows} label="Our partners" subject="logos" />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Alpha',
      'Beta',
      'Gamma',
      'Delta',
      'Epsilon',
    ]);
    expect(screen.queryByRole('button')).toBeNull();
    page.hydrate();
    expect(page.recoverableErrors).toEqual([]);
    expect(screen.getByRole('button', { name: 'Pause logos' })).toBeVisible();
  });
});
