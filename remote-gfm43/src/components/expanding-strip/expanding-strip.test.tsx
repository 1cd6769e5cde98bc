import { fireEvent, render, screen } from '@testing-library/react';
import { getImage } from '@gfm/shared/images/catalogue';
import { ExpandingStrip } from './expanding-strip';

const items = [1, 2, 3, 4, 5, 6, 7, 8].map((index) => ({
  image: getImage('gfm43', `food-strip-${index}` as 'food-strip-1'),
  alt: `Dish ${index}`,
  label: `Dish ${index}`,
}));

describe('ExpandingStrip', () => {
  it('has every panel in its HTML, widens the hovered or focused one and resets when the pointer leaves', () => {
    render(<ExpandingStrip items={items} label="Dishes" />);
    const panels = screen.getAllByRole('listitem');
    expect(panels).toHaveLength(8);
    const widened = () => panels.filter((panel) => panel.getAttribute('data-expanded') === 'true');
    expect(widened()).toEqual([]);
    fireEvent.mouseEnter(panels[2] as HTMLElement);
    expect(widened()).toEqual([panels[2]]);
    fireEvent.mouseLeave(screen.getByRole('list', { name: 'Dishes' }));
    expect(widened()).toEqual([]);
    fireEvent.focus(panels[4] as HTMLElement);
    expect(widened()).toEqual([panels[4]]);
  });
});
