import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from '../../../../../test/router';
import { getImage } from '../../../images/catalogue';
import { WhatsOn } from './whats-on';

/** What's on as a page left open (decision 077): each offer goes at its end's minute, each one starts at its own. */
describe('What’s on, left open', () => {
  const at = (time: string) => Date.parse(`2026-12-02T${time}:00+05:30`);
  const offer = (id: string, title: string, starts: string, ends: string) => ({
    id,
    title,
    details: 'Details.',
    detailsHtml: '<p>Details <strong>bold</strong>.</p>',
    starts: new Date(at(starts)).toISOString(),
    ends: new Date(at(ends)).toISOString(),
  });

  beforeEach(() => {
    jest.useFakeTimers({ now: at('10:00') + 20_000 });
  });
  afterEach(() => jest.useRealTimers());

  it('drops an offer at the minute it ends and shows one at the minute it starts', () => {
    render(
      <MemoryRouter>
        <WhatsOn
          mall="gfmpalam"
          offers={[
            offer('wp-1', 'Ends at 10:01', '09:00', '10:01'),
            offer('wp-2', 'Starts at 10:02', '10:02', '12:00'),
          ]}
          events={[]}
          now={new Date(at('10:00') + 20_000).toISOString()}
          placeholder={getImage('gfmpalam', 'hero-home')}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Ends at 10:01' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Starts at 10:02' })).not.toBeInTheDocument();
    // The text as the editors wrote it, sanitised when it was read.
    expect(screen.getAllByText('bold')[0]?.tagName).toBe('STRONG');
    act(() => jest.advanceTimersByTime(40_000));
    expect(screen.queryByRole('heading', { name: 'Ends at 10:01' })).not.toBeInTheDocument();
    expect(screen.getByText('No offers are running right now.')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByRole('heading', { name: 'Starts at 10:02' })).toBeInTheDocument();
  });

  it('says so, whole, when WordPress has never been read', () => {
    render(
      <MemoryRouter>
        <WhatsOn
          mall="gfm43"
          offers={[]}
          events={[]}
          now={new Date().toISOString()}
          unavailable
          placeholder={getImage('gfm43', 'hero-home')}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('offers and events cannot be shown just now');
    expect(screen.queryByRole('heading', { name: 'Offers' })).not.toBeInTheDocument();
  });
});
