import { act, fireEvent, render, screen } from '@testing-library/react';
import { layOutStrip, renderOnServer } from '../../../../test/server-page';
import { getImage } from '@gfm/shared/images/catalogue';
import { DealsCarousel } from './deals-carousel';

const deals = [1, 2, 3, 4, 5].map((index) => ({
  image: getImage('gfm43', `deal-${index}` as 'deal-1'),
  alt: `Deal ${index}`,
}));
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
    expect(screen.getByRole('img', { name: 'Deal 1', hidden: true }).closest('[data-role]')).toHaveAttribute(
      'data-role',
      'previous',
    );
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

  it('is a strip of every deal, starting on the centre one, with no arrows, until React has hydrated it; then the stage and its arrows', () => {
    const page = renderOnServer(<DealsCarousel deals={deals} />);
    const strip = page.container.querySelector('[data-strip]');
    expect(strip).not.toBeNull();
    // Every deal can be read and reached, none is hidden from assistive technology; the arrows, which need script, are not shown.
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual([
      'Deal 1',
      'Deal 2',
      'Deal 3',
      'Deal 4',
      'Deal 5',
    ]);
    expect(strip).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('button', { name: 'Next deal', hidden: true }).parentElement).toHaveAttribute(
      'data-waiting',
    );
    expect(screen.getByRole('img', { name: 'Deal 2' }).closest('[data-role]')).toHaveAttribute('data-role', 'centre');

    page.hydrate();
    expect(page.recoverableErrors).toEqual([]);
    expect(page.container.querySelector('[data-strip]')).toBeNull();
    expect(strip).not.toHaveAttribute('tabindex');
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(['Deal 2']);
    expect(screen.getByRole('button', { name: 'Next deal' }).parentElement).not.toHaveAttribute('data-waiting');
    fireEvent.click(screen.getByRole('button', { name: 'Next deal' }));
    expect(status()).toHaveTextContent('Deal 3 of 5');
  });

  it('puts in the centre the deal the visitor scrolled the strip to before React took it over', () => {
    const page = renderOnServer(<DealsCarousel deals={deals} />);
    const strip = page.container.querySelector<HTMLElement>('[data-strip]') as HTMLElement;
    const slides = [...strip.children] as HTMLElement[];
    // Deal 4 sits in the middle of the strip: its centre (3 × 300 − 850 + 150) is the strip's (200).
    layOutStrip(strip, slides, { width: 400, slideWidth: 300, scrollLeft: 850 });
    page.hydrate();
    expect(page.recoverableErrors).toEqual([]);
    expect(status()).toHaveTextContent('Deal 4 of 5');
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(['Deal 4']);
  });

  it('starts the stage on deal 2 when the strip was not scrolled (a browser without scroll-initial-target shows deal 1 first)', () => {
    const page = renderOnServer(<DealsCarousel deals={deals} />);
    const strip = page.container.querySelector<HTMLElement>('[data-strip]') as HTMLElement;
    layOutStrip(strip, [...strip.children] as HTMLElement[], { width: 400, slideWidth: 300, scrollLeft: 0 });
    page.hydrate();
    expect(status()).toHaveTextContent('Deal 2 of 5');
  });
});
