import { act, render, screen, waitFor } from '@testing-library/react';
import { setRuntimeConfig } from '../../config/runtime-config';
import { configFromEnv } from '../../config/environment';
import { renderOnServer } from '../../../../test/server-page';
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
    const frames = jest
      .spyOn(window, 'requestAnimationFrame')
      .mockImplementation((callback) => heldFrames.push(callback));
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

  it('is a strip the visitor can scroll and focus, without a pause control, until React has hydrated it; swiper starts on the offer scrolled to', async () => {
    const heldFrames: FrameRequestCallback[] = [];
    const frames = jest
      .spyOn(window, 'requestAnimationFrame')
      .mockImplementation((callback) => heldFrames.push(callback));
    const page = renderOnServer(<OffersCarousel offers={offers} label="Offers" />);
    const wrapper = page.container.querySelector<HTMLElement>('.swiper-wrapper');
    expect(wrapper).toHaveAttribute('tabindex', '0');
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual([
      'First offer',
      'Second offer',
      'Third offer',
    ]);
    expect(screen.queryByRole('button')).toBeNull();

    page.hydrate();
    expect(page.recoverableErrors).toEqual([]);
    // The pause control works from here on, before swiper has started: it shows.
    expect(screen.getByRole('button', { name: 'Pause offers' })).toBeVisible();
    expect(page.container.querySelector('.swiper-initialized')).toBeNull();
    expect(wrapper).toHaveAttribute('tabindex', '0');

    // The visitor scrolls the strip to the second offer before swiper comes.
    Object.defineProperty(wrapper, 'clientWidth', { configurable: true, value: 400 });
    Object.defineProperty(wrapper, 'scrollLeft', { configurable: true, value: 400 });
    await act(async () => {
      await import('./start-swiper');
    });
    frames.mockRestore();
    act(() => heldFrames.forEach((callback) => callback(performance.now())));
    const root = page.container.querySelector('.swiper') as HTMLElement & { swiper?: { realIndex: number } };
    await waitFor(() => expect(root).toHaveClass('swiper-initialized'), { timeout: 5_000 });
    expect(root.swiper?.realIndex).toBe(1);
    // Swiper places the slides now: the wrapper is no strip to focus any more.
    expect(wrapper).not.toHaveAttribute('tabindex');
  });
});
