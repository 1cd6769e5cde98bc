import { act, fireEvent, render, screen } from '@testing-library/react';
import { ServicesCarousel } from './services-carousel';

describe('ServicesCarousel', () => {
  it('shows the four personalised services and moves one per click', () => {
    jest.useFakeTimers();
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 500 });
    render(<ServicesCarousel />);
    const visible = () => screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(visible()).toEqual(['Hair Art']);
    for (const expected of ['Makeup', "Men's Grooming", 'Pedicure & Manicure', 'Hair Art']) {
      fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
      act(() => jest.advanceTimersByTime(700));
      expect(visible()).toEqual([expected]);
    }
    jest.useRealTimers();
  });
});
