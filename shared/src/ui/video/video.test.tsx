import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderOnServer } from '../../../../test/server-page';
import { setRuntimeConfig } from '../../config/runtime-config';
import { configFromEnv } from '../../config/environment';
import { getVideo, type VideoEntry } from '../../media/videos';
import { Video, VIDEO_ERROR_MESSAGE, VIDEO_NEAR_MARGIN } from './video';

/** Sector 43's clips are published with its remote, beside its entry, named by their content. */
const MEDIA = 'http://localhost:3001/media';
const HASH = 'b21755e3';
/** A mall's clip catalogue, as its remote has it (generated there, decision 049). */
const videoCatalogue = {
  'entertainment-1': {
    set: 'gfm43',
    subDir: 'gfm43/videos',
    hash: HASH,
    title: 'Movie night at the multiplex',
    width: 854,
    height: 480,
    seconds: 4,
  },
} as const satisfies Record<string, VideoEntry>;

type Observed = (entries: { isIntersecting: boolean }[]) => void;
/** The observers the clips made, with their options: `observe` reports an entry to each of them. */
let observers: { callback: Observed; rootMargin?: string }[] = [];
const observe: Observed = (entries) => observers.forEach(({ callback }) => callback(entries));

function setReducedMotion(reduce: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
}

describe('Video', () => {
  let play: jest.SpyInstance;
  let pause: jest.SpyInstance;

  beforeEach(() => {
    setRuntimeConfig(configFromEnv({}));
    setReducedMotion(false);
    play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
      this.dispatchEvent(new Event('play'));
      return Promise.resolve();
    });
    pause = jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
      this.dispatchEvent(new Event('pause'));
    });
    observers = [];
    globalThis.IntersectionObserver = class {
      constructor(callback: Observed, options?: IntersectionObserverInit) {
        observers.push({ callback, rootMargin: options?.rootMargin });
      }
      observe() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
  });
  afterEach(() => jest.restoreAllMocks());

  const clip = () => getVideo(videoCatalogue, 'entertainment-1');

  it('preloads metadata only, shows a lazy poster under the clip and the fallback text', () => {
    const { container } = render(<Video video={clip()} />);
    const video = container.querySelector('video') as HTMLVideoElement;
    expect(video).toHaveAttribute('preload', 'metadata');
    const poster = container.querySelector('img') as HTMLImageElement;
    expect(poster).toHaveAttribute('src', `${MEDIA}/entertainment-1-poster.${HASH}.webp`);
    expect(poster).toHaveAttribute('loading', 'lazy');
    expect(poster).toHaveAttribute('alt', '');
    expect(video).not.toHaveAttribute('poster');
    expect(video).toHaveAttribute('src', `${MEDIA}/entertainment-1.${HASH}.webm`);
    expect(video).toHaveTextContent('Your browser does not support the video tag.');
  });

  it('gives an ambient clip its source only once it comes near the screen, its poster standing in until then', () => {
    const { container } = render(<Video video={clip()} ambient />);
    const video = container.querySelector('video') as HTMLVideoElement;
    expect(video).not.toHaveAttribute('src');
    expect(container.querySelector('img')).toHaveAttribute('src', `${MEDIA}/entertainment-1-poster.${HASH}.webp`);
    expect(observers.map(({ rootMargin }) => rootMargin)).toContain(VIDEO_NEAR_MARGIN);
    act(() =>
      observers.find(({ rootMargin }) => rootMargin === VIDEO_NEAR_MARGIN)?.callback([{ isIntersecting: true }]),
    );
    expect(video).toHaveAttribute('src', `${MEDIA}/entertainment-1.${HASH}.webm`);
    expect(play).not.toHaveBeenCalled();
    // Once it has its source it keeps it, wherever the visitor scrolls.
    act(() => observe([{ isIntersecting: false }]));
    expect(video).toHaveAttribute('src', `${MEDIA}/entertainment-1.${HASH}.webm`);
  });

  it('waits for the page to load before an ambient clip near the top gets its source', () => {
    const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const { container } = render(<Video video={clip()} ambient />);
    const video = container.querySelector('video') as HTMLVideoElement;
    act(() =>
      observers.find(({ rootMargin }) => rootMargin === VIDEO_NEAR_MARGIN)?.callback([{ isIntersecting: true }]),
    );
    act(() => observe([{ isIntersecting: true }]));
    expect(video).not.toHaveAttribute('src');
    expect(play).not.toHaveBeenCalled();
    readyState.mockReturnValue('complete');
    act(() => window.dispatchEvent(new Event('load')));
    expect(video).toHaveAttribute('src', `${MEDIA}/entertainment-1.${HASH}.webm`);
    expect(play).toHaveBeenCalled();
  });

  it('switches to the alternate source on error and logs the spec’s line', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = render(<Video video={clip()} />);
    fireEvent.error(container.querySelector('video') as HTMLVideoElement);
    expect(container.querySelector('video')).toHaveAttribute('src', `${MEDIA}/entertainment-1.${HASH}.mp4`);
    expect(error).toHaveBeenCalledWith(VIDEO_ERROR_MESSAGE);
    expect(VIDEO_ERROR_MESSAGE).toBe('Video failed to load. Fallback video will be used.');
  });

  it('plays an ambient clip muted and looping only while on screen, and the visitor can pause it', async () => {
    const user = userEvent.setup();
    const { container } = render(<Video video={clip()} ambient />);
    const video = container.querySelector('video') as HTMLVideoElement;
    expect(video.muted).toBe(true);
    expect(video).toHaveAttribute('loop');
    expect(play).not.toHaveBeenCalled();

    act(() => observe([{ isIntersecting: true }]));
    expect(play).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Pause video: Movie night at the multiplex' }));
    expect(pause).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Play video: Movie night at the multiplex' })).toBeInTheDocument();

    act(() => observe([{ isIntersecting: false }]));
    act(() => observe([{ isIntersecting: true }]));
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('pauses when it leaves the screen', () => {
    render(<Video video={clip()} ambient />);
    act(() => observe([{ isIntersecting: true }]));
    pause.mockClear();
    act(() => observe([{ isIntersecting: false }]));
    expect(pause).toHaveBeenCalled();
  });

  it('does not play by itself for a visitor who prefers reduced motion, but offers Play', async () => {
    setReducedMotion(true);
    const user = userEvent.setup();
    render(<Video video={clip()} ambient />);
    act(() => observe([{ isIntersecting: true }]));
    expect(play).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Play video: Movie night at the multiplex' }));
    expect(play).toHaveBeenCalled();
  });

  it('shows an ambient clip’s control only once React has hydrated it: without script the clip is its poster, with nothing to pause', () => {
    const page = renderOnServer(<Video video={clip()} ambient />);
    expect(screen.queryByRole('button')).toBeNull();
    page.hydrate();
    expect(page.recoverableErrors).toEqual([]);
    expect(screen.getByRole('button', { name: /^(Pause|Play) video: Movie night at the multiplex$/ })).toBeVisible();
  });
});
