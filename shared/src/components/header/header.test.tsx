import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from '@gfm/shared/router';
import { createMemoryRouter } from '../../../../test/router';
import { Header, type HeaderProps } from './header';

const logo = { src: '/uploads/gfm/logo.svg', loader: '', srcSet: '', sources: [], width: 240, height: 64 };
const navLinks = [
  { title: 'Home', path: '/gfm43' },
  { title: 'Food', path: '/gfm43/food-and-drinks' },
  { title: 'All Brands', path: '/gfm43/all-brands' },
];

function renderHeader(props: Partial<HeaderProps> = {}, initialPath = '/gfm43') {
  const element = <Header logo={logo} logoAlt="Global Foyer Mall home" navLinks={navLinks} {...props} />;
  const router = createMemoryRouter(
    [
      { path: '/', element },
      { path: '/gfm43/*', element },
    ],
    { initialEntries: [initialPath] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const menuButton = () => screen.getByRole('button', { name: /menu/i });

describe('Header', () => {
  it('links the logo to the landing page', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'Global Foyer Mall home' })).toHaveAttribute('href', '/');
  });

  it('renders the nav links and marks the current page', () => {
    renderHeader({}, '/gfm43/food-and-drinks');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Home', 'Food', 'All Brands']);
    expect(within(nav).getByRole('link', { name: 'Food' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it("defaults the call-to-action to 'Visit Now' and '#'", () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'Visit Now' })).toHaveAttribute('href', '#');
  });

  it('opens an external call-to-action in a new tab, safely', () => {
    renderHeader({ callToAction: { label: 'Become a Member', href: 'https://example.com/membership' } });
    const cta = screen.getByRole('link', { name: 'Become a Member' });
    expect(cta).toHaveAttribute('href', 'https://example.com/membership');
    expect(cta).toHaveAttribute('target', '_blank');
    expect(cta).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('opens the mobile menu with the menu button and closes it with the overlay', async () => {
    const user = userEvent.setup();
    renderHeader();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByTestId('menu-overlay'));
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTestId('menu-overlay')).not.toBeInTheDocument();
  });

  it('closes the mobile menu when a link is followed', async () => {
    const user = userEvent.setup();
    const router = renderHeader();
    await user.click(menuButton());
    await user.click(screen.getByRole('link', { name: 'All Brands' }));
    expect(router.state.location.pathname).toBe('/gfm43/all-brands');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the mobile menu on Escape and gives focus back to the menu button', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(menuButton());
    expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveFocus();
  });
});

describe('Header active state', () => {
  it("marks a section link current on its sub-pages, but the mall's home only on itself", () => {
    const links = [
      { title: 'Home', path: '/gfm43' },
      { title: 'Automotive', path: '/gfm43/automotive' },
    ];
    const router = createMemoryRouter([{ path: '/gfm43/*', element: <Header logo={logo} logoAlt="Global Foyer Mall home" navLinks={links} /> }], {
      initialEntries: ['/gfm43/automotive/toyota'],
    });
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('link', { name: 'Automotive' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });
});
