import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from '../../../../../test/router';
import type { PlanUnit } from './layout';
import { FloorPlan, type FloorPlanProps } from './floor-plan';

const units: PlanUnit[] = [
  { code: 'GF-05', label: 'Idli Inn', href: '/gfmpalam/shops/idli-inn' },
  { code: 'GF-64', label: 'Kulfi Corner', href: '/gfmpalam/shops/kulfi-corner' },
  { code: 'GF-31', label: 'Velvet Nails and Spa Lounge', href: '/gfmpalam/shops/velvet-nails' },
  { code: 'SF-05', label: 'Wok Express', href: '/gfmpalam/shops/wok-express' },
  { code: 'TF-23', label: 'Haveli Kitchen', href: '/gfmpalam/shops/haveli-kitchen' },
  { code: 'Q27DdRXss7PD7Yob0rnQ', label: 'Biryani Bazaar', href: '/gfmpalam/shops/biryani-bazaar' },
];

const plan = (props: Partial<FloorPlanProps> = {}) => (
  <MemoryRouter initialEntries={['/gfmpalam/shops']}>
    <FloorPlan units={units} title="Floor plan" {...props} />
  </MemoryRouter>
);

const drawing = (floor: string) => screen.getByRole('group', { name: `Floor plan, ${floor}` });
const list = (floor: string) => screen.getByRole('list', { name: `Shops on the ${floor}` });

describe('FloorPlan', () => {
  it('draws one link per shop of the floor shown, named by shop and unit', () => {
    render(plan());
    const links = within(drawing('Ground floor')).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      '5 Idli Inn, Ground floor',
      '31 Velvet Nails and Spa Lounge, Ground floor',
      '64 Kulfi Corner, Ground floor',
    ]);
    expect(within(drawing('Ground floor')).getByRole('link', { name: '5 Idli Inn, Ground floor' })).toHaveAttribute(
      'href',
      '/gfmpalam/shops/idli-inn',
    );
    // A long name is drawn whole, squeezed into its unit, so the link's name starts with what the eye reads.
    expect(links[1]).toHaveTextContent('31 Velvet Nails and Spa Lounge');
    expect(links[1]?.querySelector('text')).toHaveAttribute('lengthAdjust', 'spacingAndGlyphs');
    expect(screen.queryByRole('link', { name: /Biryani Bazaar/ })).not.toBeInTheDocument();
  });

  it('lists every shop of the floor, in unit order, as a link', () => {
    render(plan());
    const items = within(list('Ground floor')).getAllByRole('link');
    expect(items.map((link) => link.textContent)).toEqual([
      'Idli Inn — unit 5',
      'Velvet Nails and Spa Lounge — unit 31',
      'Kulfi Corner — unit 64',
    ]);
    expect(items[2]).toHaveAttribute('href', '/gfmpalam/shops/kulfi-corner');
  });

  it('offers only the floors that have shops, and switches between them', async () => {
    const user = userEvent.setup();
    render(plan());
    const floors = within(screen.getByRole('group', { name: 'Floor' })).getAllByRole('button');
    expect(floors.map((button) => button.textContent)).toEqual(['Ground floor', 'Second floor', 'Third floor']);
    expect(floors[0]).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Third floor' }));
    expect(screen.getByRole('button', { name: 'Third floor' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Ground floor' })).toHaveAttribute('aria-pressed', 'false');
    expect(
      within(drawing('Third floor'))
        .getAllByRole('link')
        .map((link) => link.getAttribute('aria-label')),
    ).toEqual(['23 Haveli Kitchen, Third floor']);
    expect(
      within(list('Third floor'))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Haveli Kitchen — unit 23']);
    expect(screen.queryByRole('list', { name: 'Shops on the Ground floor' })).not.toBeInTheDocument();
  });

  it('starts on the floor asked for, or else on the floor of the first highlighted shop', () => {
    const { unmount } = render(plan({ initialFloor: 'SF' }));
    expect(drawing('Second floor')).toBeInTheDocument();
    unmount();
    render(plan({ highlight: ['TF-23'] }));
    expect(drawing('Third floor')).toBeInTheDocument();
  });

  it("marks a shop page's shop as the current location, on the drawing and in the list", () => {
    render(plan({ highlight: ['GF-31'] }));
    const shop = screen.getByRole('link', { name: '31 Velvet Nails and Spa Lounge, Ground floor' });
    expect(shop).toHaveAttribute('aria-current', 'location');
    expect(shop).toHaveAccessibleDescription('this shop');
    expect(shop.querySelector('path')).not.toBeNull(); // the pin
    expect(screen.getByRole('link', { name: '5 Idli Inn, Ground floor' })).not.toHaveAttribute('aria-current');
    const items = within(list('Ground floor')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Idli Inn — unit 5',
      'Velvet Nails and Spa Lounge — unit 31 (this shop)',
      'Kulfi Corner — unit 64',
    ]);
  });

  it("marks a directory's results without claiming any of them is the current location", () => {
    render(plan({ highlight: ['GF-5', 'GF-64', 'TF-23'], highlightLabel: 'in your results' }));
    const marked = within(drawing('Ground floor'))
      .getAllByRole('link')
      .filter((link) => link.getAttribute('data-highlighted') === 'true');
    expect(marked.map((link) => link.getAttribute('aria-label'))).toEqual([
      '5 Idli Inn, Ground floor',
      '64 Kulfi Corner, Ground floor',
    ]);
    expect(screen.queryByRole('link', { current: 'location' })).not.toBeInTheDocument();
    expect(marked[0]).toHaveAccessibleDescription('in your results');
    expect(within(list('Ground floor')).getAllByText('(in your results)')).toHaveLength(2);
  });

  it('zooms the drawing in steps and back', async () => {
    const user = userEvent.setup();
    render(plan());
    const svg = drawing('Ground floor');
    const zoom = () => svg.style.getPropertyValue('--plan-zoom');
    expect(zoom()).toBe('1');
    expect(screen.getByRole('button', { name: 'Zoom out' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(zoom()).toBe('2');
    expect(screen.getByText('200%')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(zoom()).toBe('3');
    expect(screen.getByRole('button', { name: 'Zoom in' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('button', { name: 'Zoom out' }));
    expect(zoom()).toBe('2');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(zoom()).toBe('1');
  });

  it('scrolls the highlighted shop into the middle of the drawing, instantly for reduced motion', () => {
    const scrollTo = jest.fn();
    const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'scrollTo');
    Object.defineProperty(HTMLElement.prototype, 'scrollTo', { configurable: true, value: scrollTo });
    window.matchMedia = jest
      .fn()
      .mockImplementation((query: string) => ({ matches: query.includes('reduce'), media: query }));
    try {
      render(plan({ highlight: ['GF-31'] }));
      expect(scrollTo).toHaveBeenCalledTimes(1);
      expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'auto' }));
    } finally {
      if (original) Object.defineProperty(HTMLElement.prototype, 'scrollTo', original);
      else delete (HTMLElement.prototype as Partial<HTMLElement>).scrollTo;
      delete (window as Partial<Window>).matchMedia;
    }
  });

  it('draws nothing when no shop has a unit', () => {
    const { container } = render(
      <MemoryRouter>
        <FloorPlan units={units.slice(-1)} title="Floor plan" />
      </MemoryRouter>,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('renders on the server the floor of the highlighted shop, and hydrates without a mismatch', () => {
    const html = renderToString(plan({ highlight: ['SF-05'] }));
    expect(html).toContain('Shops on the Second floor');
    expect(html).toContain('aria-current="location"');
    expect(html).not.toContain('Shops on the Ground floor');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const onRecoverableError = jest.fn();
    let root: Root | undefined;
    act(() => {
      root = hydrateRoot(container, plan({ highlight: ['SF-05'] }), { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(within(container).getByRole('link', { name: '5 Wok Express, Second floor' })).toHaveAttribute(
      'aria-current',
      'location',
    );
    act(() => root?.unmount());
    container.remove();
  });
});
