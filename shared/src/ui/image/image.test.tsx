import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { setRuntimeConfig } from '../../config/runtime-config';
import { configFromEnv } from '../../config/environment';
import { getImage } from '../../images/catalogue';
import { Image, IMAGE_ERROR_MESSAGE } from './image';
import { gfm } from '../../images/sets/gfm';

describe('Image', () => {
  beforeEach(() => setRuntimeConfig(configFromEnv({})));

  const hero = () => getImage('gfm43', 'hero-home');
  const frameOf = (element: HTMLElement) => element.closest('[data-state]') as HTMLElement;

  it('is lazy and low by default, with responsive AVIF and WebP sources and its own size reserved', () => {
    render(<Image image={hero()} alt="The Sector 43 mall at dusk" sizes="100vw" />);
    const img = screen.getByRole('img', { name: 'The Sector 43 mall at dusk' });
    expect(img).toHaveAttribute('loading', 'lazy');
    // Not raised by the browser when it lands on the first screen: the page's largest picture comes first.
    expect(img).toHaveAttribute('fetchpriority', 'low');
    expect(img).toHaveAttribute('width', '2400');
    expect(img).toHaveAttribute('height', '1200');
    expect(img).toHaveAttribute('sizes', '100vw');
    const sources = img.parentElement?.querySelectorAll('source') ?? [];
    expect([...sources].map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(frameOf(img).style.aspectRatio).toBe('2400 / 1200');
  });

  it('shows the pulsing placeholder until the image has loaded, then fades it in', async () => {
    render(<Image image={hero()} alt="Hero" sizes="100vw" />);
    const img = screen.getByRole('img', { name: 'Hero' });
    expect(frameOf(img)).toHaveAttribute('data-state', 'loading');
    // The set's placeholders come in a chunk of their own, asked for when a picture still loading is on screen.
    await waitFor(() =>
      expect(frameOf(img).style.getPropertyValue('--image-loader')).toContain('data:image/webp;base64'),
    );
    // Without IntersectionObserver (as here) the placeholder counts as on screen and pulses; in-view.test.tsx has the browser's case.
    expect(frameOf(img)).toHaveAttribute('data-in-view');
    fireEvent.load(img);
    expect(frameOf(img)).toHaveAttribute('data-state', 'loaded');
  });

  it('shows an image the browser already has at once, before a parent measures the page', () => {
    // A picture preloaded by the HTML is complete as soon as its <img> exists.
    const complete = jest.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    const naturalWidth = jest.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(768);
    const statesSeenByParent: (string | null)[] = [];
    // A parent whose layout effect reads the page (it runs after its children's), as swiper/react's did (decision 013).
    function MeasuringParent({ children }: { children: ReactNode }) {
      const ref = useRef<HTMLDivElement>(null);
      useLayoutEffect(() => {
        statesSeenByParent.push(ref.current?.querySelector('[data-state]')?.getAttribute('data-state') ?? null);
      }, []);
      return <div ref={ref}>{children}</div>;
    }
    try {
      render(
        <MeasuringParent>
          <Image image={hero()} alt="Hero" sizes="100vw" priority />
        </MeasuringParent>,
      );
      expect(statesSeenByParent).toEqual(['loaded']);
      expect(frameOf(screen.getByRole('img', { name: 'Hero' }))).toHaveAttribute('data-state', 'loaded');
    } finally {
      complete.mockRestore();
      naturalWidth.mockRestore();
    }
  });

  it('loads the page’s largest image at once, with high priority', () => {
    render(<Image image={hero()} alt="Hero" sizes="100vw" priority />);
    const img = screen.getByRole('img', { name: 'Hero' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    // Drawn in the frame it is ready for, not a frame after the page around it.
    expect(img).toHaveAttribute('decoding', 'sync');
  });

  it('asks for the page’s largest image from the head, in its best format, and for no other', () => {
    render(
      <>
        <Image image={hero()} alt="Hero" sizes="100vw" priority />
        <Image image={getImage('gfm43', 'hero-food')} alt="Food" sizes="50vw" />
      </>,
    );
    const preloads = [...document.head.querySelectorAll('link[rel="preload"][as="image"]')];
    expect(preloads).toHaveLength(1);
    const [preload] = preloads;
    expect(preload).toHaveAttribute('fetchpriority', 'high');
    expect(preload).toHaveAttribute('type', 'image/avif');
    expect(preload).toHaveAttribute('imagesizes', '100vw');
    expect(preload?.getAttribute('imagesrcset')).toBe(hero()?.sources[0]?.srcSet);
  });

  it('on error logs the spec’s line, keeps the placeholder and shows the generic fallback', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<Image image={hero()} alt="Hero" sizes="100vw" />);
    fireEvent.error(screen.getByRole('img', { name: 'Hero' }));
    expect(error).toHaveBeenCalledWith(IMAGE_ERROR_MESSAGE);
    expect(IMAGE_ERROR_MESSAGE).toBe('Image failed to load. Fallback image will be used.');
    const fallback = screen.getByRole('img', { name: 'Hero' });
    expect(fallback).toHaveAttribute('src', `/media/image-fallback-960.${gfm['image-fallback'].hash}.jpg`);
    expect(frameOf(fallback)).toHaveAttribute('data-state', 'error');
    await waitFor(() =>
      expect(frameOf(fallback).style.getPropertyValue('--image-loader')).toContain('data:image/webp;base64'),
    );
    error.mockRestore();
  });

  it('shows the fallback when the catalogue had no such image', () => {
    render(<Image image={undefined} alt="Missing picture" sizes="50vw" />);
    expect(screen.getByRole('img', { name: 'Missing picture' })).toHaveAttribute(
      'src',
      `/media/image-fallback-960.${gfm['image-fallback'].hash}.jpg`,
    );
  });
});
