import { act, render, screen, waitFor } from '@testing-library/react';
import { getDefaultRuntimeConfig, setRuntimeConfig } from '../../config/runtime-config';
import { getImage } from '../../images/catalogue';
import { OffersCarousel } from './offers-carousel';

describe('OffersCarousel', () => {
  beforeEach(() => setRuntimeConfig(getDefaultRuntimeConfig()));

  const offers = [
    { image: getImage('gfm43', 'food-offer-1'), alt: 'First offer' },
    { image: getImage('gfm43', 'food-offer-2'), alt: 'Second offer' },
    { image: getImage('gfm43', 'food-offer-3'), alt: 'Third offer' },
  ];

  it('draws its first offer at once and asks for swiper only once the page has painted', async () => {
    // Hold the frames: the page has not painted yet.
    const heldFrames: FrameRequestCallback[] = [];
    const frames = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => heldFrames.push(callback));
    const { container } = render(<OffersCarousel offers={offers} label="Offers" />);
    // Even once swiper's module is at hand, nothing but the first offer is drawn before the paint.
    await act(async () => {
      await import('./swiper-offers');
    });
    expect(screen.getByRole('img', { name: 'First offer' })).toHaveAttribute('loading', 'eager');
    expect(screen.queryByRole('img', { name: 'Second offer', hidden: true })).toBeNull();
    expect(container.querySelector('.swiper')).toBeNull();
    // The page paints: then the carousel itself, with every offer.
    frames.mockRestore();
    act(() => heldFrames.forEach((callback) => callback(performance.now())));
    await waitFor(() => expect(container.querySelector('.swiper')).not.toBeNull(), { timeout: 5_000 });
    expect(screen.getAllByRole('img', { name: 'Second offer', hidden: true }).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: /pause/i })).toBeInTheDocument();
  });
});
