import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '../../../../../test/router';
import { Footer } from './footer';

const groups = [
  { heading: 'Explore', links: [{ label: 'Automotive', redirectURI: '/gfm43/automotive' }] },
  { heading: 'Information', links: [{ label: 'Privacy Policy', redirectURI: '/gfm43/privacy-policy' }] },
];
const socialLinks = [
  { network: 'Instagram', href: 'https://instagram.example/gfm' },
  { network: 'Facebook', href: 'https://facebook.example/gfm' },
  { network: 'YouTube', href: 'https://youtube.example/gfm' },
] as const;

describe('Footer', () => {
  beforeEach(() => {
    render(
      <MemoryRouter>
        <Footer groups={groups} socialLinks={socialLinks} />
      </MemoryRouter>,
    );
  });

  it('renders each link group under its heading', () => {
    const explore = screen.getByRole('navigation', { name: 'Explore' });
    expect(within(explore).getByRole('heading', { name: 'Explore' })).toBeInTheDocument();
    expect(within(explore).getByRole('link', { name: 'Automotive' })).toHaveAttribute('href', '/gfm43/automotive');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/gfm43/privacy-policy');
  });

  it('links three social networks, each labelled and opening safely in a new tab', () => {
    const social = screen.getByRole('list', { name: 'Social networks' });
    const links = within(social).getAllByRole('link');
    expect(links).toHaveLength(3);
    expect(links.map((link) => link.textContent)).toEqual([
      'Global Foyer Mall on Instagram (opens in a new tab)',
      'Global Foyer Mall on Facebook (opens in a new tab)',
      'Global Foyer Mall on YouTube (opens in a new tab)',
    ]);
    for (const link of links) expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows the copyright line with the current year', () => {
    const year = new Date().getFullYear();
    expect(screen.getByText(`© ${year} Global Foyer Mall All rights reserved.`)).toBeInTheDocument();
  });
});
