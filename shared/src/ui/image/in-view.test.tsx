import { act, fireEvent, render, screen } from '@testing-library/react';
import { setRuntimeConfig } from '../../config/runtime-config';
import { configFromEnv } from '../../config/environment';
import { getImage } from '../../images/catalogue';
import { Image } from './image';
import { IN_VIEW_ATTRIBUTE } from './in-view';

// jsdom has no IntersectionObserver: this one lets the test say what the browser would report to the
// placeholder's observer (the one without a margin; near-pictures.ts watches with half a screen's).
const watched = new Set<Element>();
let report: IntersectionObserverCallback = () => {};
globalThis.IntersectionObserver = class {
  readonly onScreen: boolean;
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.onScreen = !options?.rootMargin;
    if (this.onScreen) report = callback;
  }
  observe(target: Element) {
    if (this.onScreen) watched.add(target);
  }
  unobserve(target: Element) {
    if (this.onScreen) watched.delete(target);
  }
  disconnect() {
    if (this.onScreen) watched.clear();
  }
} as unknown as typeof IntersectionObserver;

const browserReports = (target: Element, isIntersecting: boolean) =>
  act(() => report([{ target, isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver));

describe('the placeholder pulses only on screen', () => {
  beforeEach(() => setRuntimeConfig(configFromEnv({})));

  const frameOf = (element: HTMLElement) => element.closest('[data-state]') as HTMLElement;

  it('marks a loading picture while the browser reports it on screen, and not before', () => {
    render(<Image image={getImage('gfm43', 'hero-home')} alt="Hero" sizes="100vw" />);
    const frame = frameOf(screen.getByRole('img', { name: 'Hero' }));
    expect(watched.has(frame)).toBe(true);
    expect(frame).not.toHaveAttribute(IN_VIEW_ATTRIBUTE);
    browserReports(frame, true);
    expect(frame).toHaveAttribute(IN_VIEW_ATTRIBUTE);
    browserReports(frame, false);
    expect(frame).not.toHaveAttribute(IN_VIEW_ATTRIBUTE);
  });

  it('stops watching a picture once it has loaded, or once it is gone', () => {
    const { unmount } = render(
      <>
        <Image image={getImage('gfm43', 'hero-home')} alt="Loads" sizes="100vw" />
        <Image image={getImage('gfm43', 'hero-home')} alt="Goes" sizes="100vw" />
      </>,
    );
    const loads = screen.getByRole('img', { name: 'Loads' });
    const goes = frameOf(screen.getByRole('img', { name: 'Goes' }));
    fireEvent.load(loads);
    expect(watched.has(frameOf(loads))).toBe(false);
    expect(watched.has(goes)).toBe(true);
    unmount();
    expect(watched.has(goes)).toBe(false);
  });
});
