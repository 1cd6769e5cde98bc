import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { layOutStrip, renderOnServer } from '../../../../test/server-page';
import { getImage } from '../../images/catalogue';
import { ImageSlider } from './image-slider';

const slides = [1, 2, 3].map((index) => ({
  image: getImage('gfm43', `car-slide-${index}` as 'car-slide-1'),
  alt: `Car ${index}`,
}));
const activeSlide = () =>
  screen.getAllByRole('group', { hidden: true }).find((slide) => slide.getAttribute('data-active') === 'true');

describe('ImageSlider', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('advances every 6000 ms and wraps to the first slide', () => {
    render(<ImageSlider slides={slides} label="Cars" />);
    expect(activeSlide()).toHaveAccessibleName('1 of 3');
    act(() => jest.advanceTimersByTime(5999));
    expect(activeSlide()).toHaveAccessibleName('1 of 3');
    act(() => jest.advanceTimersByTime(1));
    expect(activeSlide()).toHaveAccessibleName('2 of 3');
    act(() => jest.advanceTimersByTime(6000));
    expect(activeSlide()).toHaveAccessibleName('3 of 3');
    act(() => jest.advanceTimersByTime(6000));
    expect(activeSlide()).toHaveAccessibleName('1 of 3');
  });

  it('cross-fades over 1000 ms and fills the progress bars over the interval', () => {
    render(<ImageSlider slides={slides} label="Cars" />);
    const carousel = screen.getByRole('region', { name: 'Cars' });
    expect(carousel.style.getPropertyValue('--fade-ms')).toBe('1000ms');
    expect(carousel.style.getPropertyValue('--interval-ms')).toBe('6000ms');
    expect(screen.getAllByRole('button', { name: /Show slide/ })).toHaveLength(3);
  });

  it('stops when the visitor pauses it, and jumps to a slide from its progress bar', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<ImageSlider slides={slides} label="Cars" />);
    await user.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    act(() => jest.advanceTimersByTime(20000));
    await user.click(screen.getByRole('button', { name: 'Show slide 3 of 3' }));
    expect(activeSlide()).toHaveAccessibleName('3 of 3');
    // Moving the pointer away after the clicks: still paused by the visitor.
    await user.unhover(screen.getByRole('region', { name: 'Cars' }));
    act(() => jest.advanceTimersByTime(20000));
    expect(activeSlide()).toHaveAccessibleName('3 of 3');
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
  });

  it('is a strip of every slide, without progress bars or pause control, until React has hydrated it; then the slideshow', () => {
    const page = renderOnServer(<ImageSlider slides={slides} label="Cars" />);
    const carousel = screen.getByRole('region', { name: 'Cars' });
    expect(carousel).toHaveAttribute('data-strip');
    expect(screen.getAllByRole('group').map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '1 of 3',
      '2 of 3',
      '3 of 3',
    ]);
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(['Car 1', 'Car 2', 'Car 3']);
    expect(screen.queryAllByRole('button')).toEqual([]);
    act(() => jest.advanceTimersByTime(6000));
    expect(carousel.querySelector('[data-active="true"]')).toHaveAccessibleName('1 of 3');

    page.hydrate();
    expect(page.recoverableErrors).toEqual([]);
    expect(carousel).not.toHaveAttribute('data-strip');
    expect(screen.getAllByRole('group').map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 3']);
    expect(screen.getByRole('button', { name: 'Pause slideshow' })).toBeVisible();
    expect(screen.getAllByRole('button', { name: /Show slide/ })).toHaveLength(3);
    act(() => jest.advanceTimersByTime(6000));
    expect(activeSlide()).toHaveAccessibleName('2 of 3');
  });

  it('starts the slideshow on the slide the visitor scrolled the strip to before React took it over', () => {
    const page = renderOnServer(<ImageSlider slides={slides} label="Cars" />);
    const strip = screen.getByRole('group', { name: '1 of 3' }).parentElement as HTMLElement;
    layOutStrip(strip, screen.getAllByRole('group'), { width: 800, slideWidth: 800, scrollLeft: 1600 });
    page.hydrate();
    expect(page.recoverableErrors).toEqual([]);
    expect(activeSlide()).toHaveAccessibleName('3 of 3');
    act(() => jest.advanceTimersByTime(6000));
    expect(activeSlide()).toHaveAccessibleName('1 of 3');
  });
});
