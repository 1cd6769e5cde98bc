import { render, screen, within } from '@testing-library/react';
import { getImage } from '../../images/catalogue';
import { BrandGrid, BrandTile } from './brand-grid';

const logo = getImage('gfm43', 'brand-spice-route');

describe('BrandGrid', () => {
  it("is titled 'Find your Favourite' and shows logo, name and category", () => {
    render(<BrandGrid brands={[{ id: 'spice-route', name: 'Spice Route', category: 'North Indian', logo }]} />);
    expect(screen.getByRole('heading', { name: 'Find your Favourite' })).toBeInTheDocument();
    const card = screen.getByRole('heading', { name: 'Spice Route' }).closest('li') as HTMLElement;
    expect(within(card).getByRole('img', { name: 'Spice Route logo' })).toBeInTheDocument();
    expect(within(card).getByText('North Indian')).toBeInTheDocument();
  });

  it('shows the location and phone only when they exist, the phone as a tel: link', () => {
    render(
      <BrandGrid
        brands={[
          {
            id: 'a',
            name: 'With details',
            category: 'Cafe',
            logo,
            phone: '+91 98765 43210',
            location: 'Ground floor, G-12',
          },
          { id: 'b', name: 'Without', category: 'Cafe', logo },
        ]}
      />,
    );
    const withDetails = screen.getByRole('heading', { name: 'With details' }).closest('li') as HTMLElement;
    expect(within(withDetails).getByText('Ground floor, G-12')).toBeInTheDocument();
    expect(within(withDetails).getByRole('link', { name: /Call With details on/ })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
    const without = screen.getByRole('heading', { name: 'Without' }).closest('li') as HTMLElement;
    expect(within(without).queryByRole('link')).not.toBeInTheDocument();
    expect(within(without).queryByText(/Location/)).not.toBeInTheDocument();
  });
});

describe('BrandGrid with a long list', () => {
  const many = Array.from({ length: 90 }, (_, i) => ({ id: `b${i}`, name: `Brand ${i}`, category: 'Cafe', logo }));

  it("draws every card, in order, with the page: the server's HTML carries them all", () => {
    render(<BrandGrid brands={many} />);
    const names = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(names).toEqual(many.map((b) => b.name));
  });
});

describe('BrandTile', () => {
  it('shows the name in capitals, and a tel: link only with a phone', () => {
    const { rerender } = render(<BrandTile name="Glam Studio" image={logo} alt="" phone="0124 456 7890" />);
    expect(screen.getByRole('heading', { name: 'GLAM STUDIO' })).toBeInTheDocument();
    expect(screen.getByRole('link')).toHaveAttribute('href', 'tel:01244567890');
    rerender(<BrandTile name="Glam Studio" image={logo} alt="" />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
