import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextRotator } from './text-rotator';

const items = [
  { title: 'Mercedes at Sector 43', body: 'First blurb.' },
  { title: 'Toyota at Sector 43', body: 'Second blurb.' },
];

describe('TextRotator', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('alternates between the two blurbs every 12000 ms', () => {
    render(<TextRotator items={items} label="Showrooms" />);
    expect(screen.getByRole('heading', { name: 'Mercedes at Sector 43' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(11999));
    expect(screen.getByRole('heading', { name: 'Mercedes at Sector 43' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('heading', { name: 'Toyota at Sector 43' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(12000));
    expect(screen.getByRole('heading', { name: 'Mercedes at Sector 43' })).toBeInTheDocument();
  });

  it('stays on a blurb once paused', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<TextRotator items={items} label="Showrooms" />);
    await user.click(screen.getByRole('button', { name: 'Pause text' }));
    act(() => jest.advanceTimersByTime(60000));
    expect(screen.getByRole('heading', { name: 'Mercedes at Sector 43' })).toBeInTheDocument();
  });
});
