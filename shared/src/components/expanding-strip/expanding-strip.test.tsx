import { act, fireEvent, render, screen } from '@testing-library/react';
import { getImage } from '../../images/catalogue';
import { ExpandingStrip, stripCount } from './expanding-strip';

const items = [1, 2, 3, 4, 5, 6, 7, 8].map((index) => ({ image: getImage('gfm43', `food-strip-${index}` as 'food-strip-1'), alt: `Dish ${index}`, label: `Dish ${index}` }));

describe('ExpandingStrip', () => {
  it('shows 3 panels under 640 px, 4 under 768, 5 under 1024 and all above', () => {
    expect(stripCount(639, 8)).toBe(3);
    expect(stripCount(640, 8)).toBe(4);
    expect(stripCount(767, 8)).toBe(4);
    expect(stripCount(768, 8)).toBe(5);
    expect(stripCount(1023, 8)).toBe(5);
    expect(stripCount(1024, 8)).toBe(8);
  });

  it('widens the hovered or focused panel to 50% and resets when the pointer leaves', () => {
    jest.useFakeTimers();
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1280 });
    render(<ExpandingStrip items={items} label="Dishes" />);
    act(() => jest.runOnlyPendingTimers());
    const panels = screen.getAllByRole('listitem');
    expect(panels).toHaveLength(8);
    expect(panels[0]?.style.flexBasis).toBe('12.5%');
    fireEvent.mouseEnter(panels[2] as HTMLElement);
    expect(panels[2]?.style.flexBasis).toBe('50%');
    expect(panels[0]?.style.flexBasis).toBe(`${50 / 7}%`);
    fireEvent.mouseLeave(screen.getByRole('list', { name: 'Dishes' }));
    expect(panels[2]?.style.flexBasis).toBe('12.5%');
    fireEvent.focus(panels[4] as HTMLElement);
    expect(panels[4]?.style.flexBasis).toBe('50%');
    jest.useRealTimers();
  });
});
