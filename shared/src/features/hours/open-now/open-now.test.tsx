import { AsyncLocalStorage } from 'node:async_hooks';
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { DayHours, OpeningHours } from '../opening-hours';
import { installRenderClockStore, RENDERED_AT_ATTRIBUTE, type RenderClock } from '../render-clock';
import { OFFLINE_COPY_ATTRIBUTE } from '../../../routing/offline-copy';
import { OpenNow } from './open-now';

const mall: OpeningHours = { weekly: Array.from({ length: 7 }, (): DayHours => ({ opens: '10:00', closes: '22:00' })) };

describe('OpenNow', () => {
  // Tuesday 24 November 2026, 21:58:30 in Kolkata (UTC+05:30).
  beforeEach(() => jest.useFakeTimers().setSystemTime(new Date('2026-11-24T16:28:30Z')));
  afterEach(() => jest.useRealTimers());

  it('says on the Kolkata clock whether the mall is open, in one line with no live region', () => {
    render(<OpenNow hours={mall} className="extra" />);
    const status = screen.getByText('Closes in 2 min');
    expect(status.tagName).toBe('P');
    expect(status).toHaveClass('line', 'extra');
    expect(status).not.toHaveAttribute('aria-live');
    expect(status.querySelector('[data-open]')).toHaveAttribute('data-open', 'true');
  });

  it('redraws at each minute boundary, and turns red at closing time', () => {
    const { container } = render(<OpenNow hours={mall} />);
    act(() => jest.advanceTimersByTime(29_999));
    expect(screen.getByText('Closes in 2 min')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByText('Closes in 1 min')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByText('Closed · opens 10 AM tomorrow')).toBeInTheDocument();
    expect(container.querySelector('[data-open]')).toHaveAttribute('data-open', 'false');
  });

  it('says the line may be out of date while the device is offline, and stops saying so once it is back', () => {
    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      render(<OpenNow hours={mall} />);
      expect(screen.getByText('(offline: may be out of date)')).toBeInTheDocument();
      onLine.mockReturnValue(true);
      act(() => void window.dispatchEvent(new Event('online')));
      expect(screen.queryByText('(offline: may be out of date)')).not.toBeInTheDocument();
      expect(screen.getByText('Closes in 2 min')).toBeInTheDocument();
    } finally {
      onLine.mockRestore();
    }
  });

  it('says so on a page the service worker answered from the copy it kept', () => {
    document.documentElement.setAttribute(OFFLINE_COPY_ATTRIBUTE, '/gfm43/brands/brew-theory');
    try {
      render(<OpenNow hours={mall} />);
      expect(screen.getByText('(offline: may be out of date)')).toBeInTheDocument();
    } finally {
      document.documentElement.removeAttribute(OFFLINE_COPY_ATTRIBUTE);
    }
  });

  it('stops its timer when it leaves the page', () => {
    const { unmount } = render(<OpenNow hours={mall} />);
    expect(jest.getTimerCount()).toBe(1);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });

  it('renders on the server an empty line of the same size, hidden from assistive technology, with no time in it', () => {
    const html = renderToString(<OpenNow hours={mall} />);
    expect(html).toBe('<p class="line" aria-hidden="true"></p>');
  });

  it('hydrates the server HTML without a mismatch, then shows the time', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<OpenNow hours={mall} />);
    document.body.append(container);
    const onRecoverableError = jest.fn();
    let root: Root | undefined;
    act(() => {
      root = hydrateRoot(container, <OpenNow hours={mall} />, { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container).toHaveTextContent('Closes in 2 min');
    act(() => root?.unmount());
    container.remove();
  });

  describe('on a page the server renders', () => {
    const clocks = new AsyncLocalStorage<RenderClock>();
    beforeAll(() => installRenderClockStore(clocks));
    afterEach(() => document.documentElement.removeAttribute(RENDERED_AT_ATTRIBUTE));

    it('draws the line for the instant the page is rendered at, and says when it stops being right', () => {
      // Rendered at 20:30:10 in Kolkata: the line is true until the closing at 22:00.
      const clock: RenderClock = { now: Date.parse('2026-11-24T15:00:10Z'), changesAt: Number.POSITIVE_INFINITY };
      const html = clocks.run(clock, () => renderToString(<OpenNow hours={mall} />));
      expect(html).toContain('Open now · closes 10 PM');
      expect(html).toMatch(/^<p class="line"><span/);
      expect(new Date(clock.changesAt).toISOString()).toBe('2026-11-24T16:30:00.000Z');
    });

    it('leaves the countdown to the browser: the HTML stays true until the closing, however late it is served', () => {
      // Rendered at 21:58:30: a cache may serve this HTML until 22:00, so it does not say 'Closes in 2 min'.
      const clock: RenderClock = { now: Date.parse('2026-11-24T16:28:30Z'), changesAt: Number.POSITIVE_INFINITY };
      const html = clocks.run(clock, () => renderToString(<OpenNow hours={mall} />));
      expect(html).toContain('Open now · closes 10 PM');
      expect(new Date(clock.changesAt).toISOString()).toBe('2026-11-24T16:30:00.000Z');
    });

    it('is hydrated for the instant the document names, then shows the visitor’s time without a mismatch', () => {
      const rendered = Date.parse('2026-11-24T15:00:10Z');
      const clock: RenderClock = { now: rendered, changesAt: Number.POSITIVE_INFINITY };
      const container = document.createElement('div');
      container.innerHTML = clocks.run(clock, () => renderToString(<OpenNow hours={mall} />));
      document.body.append(container);
      document.documentElement.setAttribute(RENDERED_AT_ATTRIBUTE, String(rendered));
      const onRecoverableError = jest.fn();
      let root: Root | undefined;
      act(() => {
        root = hydrateRoot(container, <OpenNow hours={mall} />, { onRecoverableError });
      });
      expect(onRecoverableError).not.toHaveBeenCalled();
      // The page was kept; the visitor reads it at 21:58:30.
      expect(container).toHaveTextContent('Closes in 2 min');
      act(() => root?.unmount());
      container.remove();
    });
  });
});
