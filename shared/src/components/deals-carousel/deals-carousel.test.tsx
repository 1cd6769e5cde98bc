import { act, fireEvent, render, screen } from '@testing-library/react';
import { getImage } from '../../images/catalogue';
import { DealsCarousel } from './deals-carousel';

const deals = [1, 2, 3, 4, 5].map((index) => ({ image: getImage('gfm43', `deal-${index}` as 'deal-1'), alt: `Deal ${index}` }));
const status = () => screen.getByText(/^Deal \d of 5$/);

describe('DealsCarousel', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('has the spec’s title and subtitle and starts with slide index 1 in the centre', () => {
    render(<DealsCarousel deals={deals} />);
    expect(screen.getByRole('heading', { name: 'Save on Mega Deals' })).toBeInTheDocument();
    expect(screen.getByText('Exclusive Offers on Premium Brands')).toBeInTheDocument();
    expect(status()).toHaveTextContent('Deal 2 of 5');
    expect(screen.getByRole('img', { name: 'Deal 2' }).closest('[data-role]')).toHaveAttribute('data-role', 'centre');
    expect(screen.getByRole('img', { name: 'Deal 1', hidden: true }).closest('[data-role]')).toHaveAttribute('data-role', 'previous');
  });

  it('locks clicks for 300 ms after each', () => {
    render(<DealsCarousel deals={deals} />);
    const next = screen.getByRole('button', { name: 'Next deal' });
    fireEvent.click(next);
    fireEvent.click(next);
    expect(status()).toHaveTextContent('Deal 3 of 5');
    act(() => jest.advanceTimersByTime(299));
    fireEvent.click(next);
    expect(status()).toHaveTextContent('Deal 3 of 5');
    act(() => jest.advanceTimersByTime(1));
    fireEvent.click(next);
    expect(status()).toHaveTextContent('Deal 4 of 5');
  });

  it('wraps around in both directions', () => {
    render(<DealsCarousel deals={deals} />);
    const previous = screen.getByRole('button', { name: 'Previous deal' });
    fireEvent.click(previous);
    act(() => jest.advanceTimersByTime(300));
    fireEvent.click(previous);
    expect(status()).toHaveTextContent('Deal 5 of 5');
    act(() => jest.advanceTimersByTime(300));
    fireEvent.click(screen.getByRole('button', { name: 'Next deal' }));
    expect(status()).toHaveTextContent('Deal 1 of 5');
  });
});
