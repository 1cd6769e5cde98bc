import { act, fireEvent, render, screen } from '@testing-library/react';
import { layOutStrip, renderOnServer } from '../../../../test/server-page';
import { LoopingSlider, visibleCount, type SlideDirection } from './looping-slider';

const items = ['A', 'B', 'C', 'D'].map((letter) => <p key={letter}>{letter}</p>);
const track = () => screen.getByTestId('looping-track');
const slides = () =>
  screen
    .getAllByRole('group', { hidden: true })
    .filter((group) => group.getAttribute('aria-roledescription') === 'slide');
const shownSlides = () => slides().filter((slide) => slide.getAttribute('aria-hidden') === 'false');

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

describe('LoopingSlider', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    setWidth(1280);
  });
  afterEach(() => jest.useRealTimers());

  it('triples the slides for an endless loop, starting in the middle copy', () => {
    render(<LoopingSlider items={items} label="Highlights" />);
    expect(
      screen
        .getAllByRole('group', { hidden: true })
        .filter((group) => group.getAttribute('aria-roledescription') === 'slide'),
    ).toHaveLength(12);
    expect(track()).toHaveAttribute('data-position', '4');
  });

  it('moves one slide per click and resets into the middle copy after the 700 ms transition', () => {
    render(<LoopingSlider items={items} label="Highlights" />);
    const next = screen.getByRole('button', { name: 'Next slide' });
    for (let step = 0; step < 4; step += 1) {
      fireEvent.click(next);
      act(() => jest.advanceTimersByTime(700));
    }
    // Four steps forward from position 4 reach 8 (the third copy) and reset to 4.
    expect(track()).toHaveAttribute('data-position', '4');
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(track()).toHaveAttribute('data-position', '3');
    act(() => jest.advanceTimersByTime(699));
    expect(track()).toHaveAttribute('data-position', '3');
    act(() => jest.advanceTimersByTime(1));
    expect(track()).toHaveAttribute('data-position', '7');
    expect(track().style.transition).toBe('none');
  });

  it('ignores clicks while a transition runs: one slide per click', () => {
    render(<LoopingSlider items={items} label="Highlights" />);
    const next = screen.getByRole('button', { name: 'Next slide' });
    fireEvent.click(next);
    fireEvent.click(next);
    expect(track()).toHaveAttribute('data-position', '5');
  });

  it('shows the first, second or third count under 768, under 1024 and above', () => {
    expect(visibleCount(767, [1, 2, 3])).toBe(1);
    expect(visibleCount(768, [1, 2, 3])).toBe(2);
    expect(visibleCount(1023, [1, 2, 3])).toBe(2);
    expect(visibleCount(1024, [1, 2, 3])).toBe(3);
  });

  it('gives the style sheet the slides shown at each width, the same on the server, and hides the others from assistive technology after a resize (200 ms)', () => {
    render(<LoopingSlider items={items} label="Highlights" visible={[1, 2, 3]} />);
    const slider = screen.getByRole('group', { name: 'Highlights' });
    expect([
      slider.style.getPropertyValue('--per-view-small'),
      slider.style.getPropertyValue('--per-view-tablet'),
      slider.style.getPropertyValue('--per-view-desktop'),
    ]).toEqual(['1', '2', '3']);
    expect(shownSlides()).toHaveLength(3);
    setWidth(500);
    fireEvent(window, new Event('resize'));
    act(() => jest.advanceTimersByTime(199));
    expect(shownSlides()).toHaveLength(3);
    act(() => jest.advanceTimersByTime(1));
    expect(shownSlides()).toHaveLength(1);
  });

  it('throws for an unsupported slide direction', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      render(<LoopingSlider items={items} label="Highlights" direction={'diagonal' as SlideDirection} />),
    ).toThrow('Unsupported slide direction: diagonal');
  });

  it('is a strip of the slides, without the loop’s copies and without arrows, until React has hydrated it; then it moves', () => {
    const page = renderOnServer(<LoopingSlider items={items} label="Highlights" visible={[1, 2, 3]} />);
    const slider = screen.getByRole('group', { name: 'Highlights' });
    expect(slider).toHaveAttribute('data-strip');
    // Every slide once, for everyone; the copies are left out of the strip (the style sheet hides them).
    expect(shownSlides().map((slide) => slide.textContent)).toEqual(['A', 'B', 'C', 'D']);
    expect(slides().filter((slide) => slide.hasAttribute('data-copy'))).toHaveLength(8);
    expect(
      slides()
        .filter((slide) => slide.hasAttribute('data-copy'))
        .every((slide) => slide.hasAttribute('inert')),
    ).toBe(true);
    expect(track().parentElement).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('button', { name: 'Next slide', hidden: true }).parentElement).toHaveAttribute(
      'data-waiting',
    );

    page.hydrate();
    expect(page.recoverableErrors).toEqual([]);
    expect(slider).not.toHaveAttribute('data-strip');
    expect(track().parentElement).not.toHaveAttribute('tabindex');
    expect(shownSlides().map((slide) => slide.textContent)).toEqual(['A', 'B', 'C']);
    expect(screen.getByRole('button', { name: 'Next slide' }).parentElement).not.toHaveAttribute('data-waiting');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(track()).toHaveAttribute('data-position', '5');
  });

  it('carries on from the slide the visitor scrolled the strip to before React took it over', () => {
    const page = renderOnServer(<LoopingSlider items={items} label="Highlights" visible={[1, 2, 3]} />);
    const strip = track().parentElement as HTMLElement;
    // Three slides to the strip's width; scrolled by two, C is at its start.
    layOutStrip(strip, shownSlides(), { width: 600, slideWidth: 200, scrollLeft: 400 });
    page.hydrate();
    expect(page.recoverableErrors).toEqual([]);
    expect(track()).toHaveAttribute('data-position', '6');
    expect(shownSlides().map((slide) => slide.textContent)).toEqual(['C', 'D', 'A']);
  });
});
