import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { layOutStrip, renderOnServer } from '../../../../test/server-page';
import { TextRotator } from './text-rotator';

const items = [
  { title: 'Mercedes at Sector 43', body: 'First blurb.' },
  { title: 'Toyota at Sector 43', body: 'Second blurb.' },
];
const headings = () => screen.getAllByRole('heading').map((heading) => heading.textContent);

describe('TextRotator', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('alternates between the two blurbs every 12000 ms', () => {
    render(<TextRotator items={items} label="Showrooms" />);
    expect(headings()).toEqual(['Mercedes at Sector 43']);
    act(() => jest.advanceTimersByTime(11999));
    expect(headings()).toEqual(['Mercedes at Sector 43']);
    act(() => jest.advanceTimersByTime(1));
    expect(headings()).toEqual(['Toyota at Sector 43']);
    expect(screen.getByRole('group', { name: '2 of 2' })).toHaveTextContent('Second blurb.');
    act(() => jest.advanceTimersByTime(12000));
    expect(headings()).toEqual(['Mercedes at Sector 43']);
  });

  it('stays on a blurb once paused', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<TextRotator items={items} label="Showrooms" />);
    await user.click(screen.getByRole('button', { name: 'Pause text' }));
    act(() => jest.advanceTimersByTime(60000));
    expect(headings()).toEqual(['Mercedes at Sector 43']);
  });

  it('shows a blurb from its dot', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<TextRotator items={items} label="Showrooms" />);
    await user.click(screen.getByRole('button', { name: 'Show Toyota at Sector 43' }));
    expect(headings()).toEqual(['Toyota at Sector 43']);
    expect(screen.getByRole('button', { name: 'Show Toyota at Sector 43' })).toHaveAttribute('aria-current', 'true');
  });

  it('is a strip of every blurb, with no dots or pause control shown, until React has hydrated it; then it alternates', () => {
    const page = renderOnServer(<TextRotator items={items} label="Showrooms" />);
    const panel = screen.getByRole('region', { name: 'Showrooms' });
    expect(panel).toHaveAttribute('data-strip');
    expect(headings()).toEqual(['Mercedes at Sector 43', 'Toyota at Sector 43']);
    // The dots keep their room, unseen (the style sheet's, by the strip's mark); the pause control is hidden.
    expect(screen.queryByRole('button', { name: 'Pause text' })).toBeNull();
    act(() => jest.advanceTimersByTime(12000));
    expect(headings()).toEqual(['Mercedes at Sector 43', 'Toyota at Sector 43']);

    page.hydrate();
    expect(page.recoverableErrors).toEqual([]);
    expect(panel).not.toHaveAttribute('data-strip');
    expect(headings()).toEqual(['Mercedes at Sector 43']);
    expect(screen.getByRole('button', { name: 'Pause text' })).not.toHaveAttribute('hidden');
    act(() => jest.advanceTimersByTime(12000));
    expect(headings()).toEqual(['Toyota at Sector 43']);
  });

  it('shows the blurb the visitor scrolled the strip to before React took it over', () => {
    const page = renderOnServer(<TextRotator items={items} label="Showrooms" />);
    const strip = screen.getByRole('group', { name: '1 of 2' }).parentElement as HTMLElement;
    layOutStrip(strip, screen.getAllByRole('group'), { width: 500, slideWidth: 520, scrollLeft: 520 });
    page.hydrate();
    expect(page.recoverableErrors).toEqual([]);
    expect(headings()).toEqual(['Toyota at Sector 43']);
  });
});
