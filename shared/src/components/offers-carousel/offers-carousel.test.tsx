import { act, render, screen, waitFor } from '@testing-library/react';
import { setRuntimeConfig } from '../../config/runtime-config';
import { configFromEnv } from '../../config/environment';
import { getImage } from '../../images/catalogue';
import { OffersCarousel } from './offers-carousel';

describe('OffersCarousel', () => {
  beforeEach(() => setRuntimeConfig(configFromEnv({})));

  const offers = [
    { image: getImage('gfm43', 'food-offer-1'), alt: 'First offer' },
    { image: getImage('gfm43', 'food-offer-2'), alt: 'Second offer' },
    { image: getImage('gfm43', 'food-offer-3'), alt: 'Third offer' },
  ];

  it('draws every offer in swiper’s markup at once, and starts swiper only once the page has painted', async () => {
    // Hold the frames: the page has not painted yet.
    const heldFrames: FrameRequestCallback[] = [];
    const frames = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => heldFrames.push(callback));
    const { container } = render(<OffersCarousel offers={offers} label="Offers" />);
    await act(async () => {
      await import('./start-swiper');
    });
    // The server's HTML and the first render hold every offer, the first one loaded at once.
    expect(screen.getByRole('img', { name: 'First offer' })).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img', { name: 'Second offer' })).toHaveAttribute('loading', 'lazy');
    expect(container.querySelector('.swiper-initialized')).toBeNull();
    // The page paints: then swiper starts on that markup.
    frames.mockRestore();
    act(() => heldFrames.forEach((callback) => callback(performance.now())));
    await waitFor(() => expect(container.querySelector('.swiper-initialized')).not.toBeNull(), { timeout: 5_000 });
    expect(screen.getByRole('button', { name: /pause/i })).toBeInTheDocument();
  });
});
