import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from '@gfm/shared/router';
import { createMemoryRouter, MemoryRouter } from '../../../../../test/router';
import { renderOnServer } from '../../../../../test/server-page';
import { Header, type HeaderProps } from './header';

const logo = { src: '/uploads/gfm/logo.svg', srcSet: '', sources: [], width: 240, height: 64 };
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

const menuButton = () => screen.getByRole('button', { name: 'Menu' });
const popover = () => document.getElementById(menuButton().getAttribute('popovertarget') ?? '') as HTMLElement;

/** jsdom has no popovers: the browser's toggle event, as the platform fires it after a popover opens or closes. */
function toggle(element: HTMLElement, newState: 'open' | 'closed') {
  fireEvent(
    element,
    Object.assign(new Event('toggle'), { newState, oldState: newState === 'open' ? 'closed' : 'open' }),
  );
}

const nativeHidePopover = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'hidePopover');

/** jsdom has no popovers: a stand-in for the method, there before the first render's effects run. */
function stubHidePopover() {
  const hidePopover = jest.fn();
  Object.defineProperty(HTMLElement.prototype, 'hidePopover', { value: hidePopover, configurable: true });
  return hidePopover;
}

afterEach(() => {
  if (nativeHidePopover) Object.defineProperty(HTMLElement.prototype, 'hidePopover', nativeHidePopover);
  else Reflect.deleteProperty(HTMLElement.prototype, 'hidePopover');
});

describe('Header', () => {
  it('links the logo to the landing page', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'Global Foyer Mall home' })).toHaveAttribute('href', '/');
  });

  it('renders the nav links and marks the current page', () => {
    renderHeader({}, '/gfm43/food-and-drinks');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Food', 'All Brands']);
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

  it('makes the menu a popover that its button opens, with no script', () => {
    renderHeader();
    const button = menuButton();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const menu = document.getElementById(button.getAttribute('popovertarget') ?? '');
    expect(menu).toHaveAttribute('popover', 'auto');
    expect(menu).toContainElement(screen.getByRole('navigation', { name: 'Main' }));
    expect(menu).toContainElement(screen.getByRole('link', { name: 'Visit Now' }));
  });

  it('follows the popover: expanded and focus on the first link when it opens, collapsed when it closes', () => {
    renderHeader();
    const menu = popover();
    toggle(menu, 'open');
    expect(screen.getByRole('button', { name: 'Menu', expanded: true })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus();
    toggle(menu, 'closed');
    expect(screen.getByRole('button', { name: 'Menu', expanded: false })).toBeInTheDocument();
  });

  it('closes the menu when a link in it is followed, to another page or to the same one', async () => {
    const user = userEvent.setup();
    const hidePopover = stubHidePopover();
    const router = renderHeader();
    await user.click(screen.getByRole('link', { name: 'All Brands' }));
    expect(router.state.location.pathname).toBe('/gfm43/all-brands');
    expect(hidePopover).toHaveBeenCalled();
    hidePopover.mockClear();
    await user.click(screen.getByRole('link', { name: 'All Brands' }));
    expect(hidePopover).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('link', { name: 'Visit Now' }));
    expect(hidePopover).toHaveBeenCalledTimes(2);
  });

  it('closes the menu when the route changes by Back, but not when React takes the page over', async () => {
    const hidePopover = stubHidePopover();
    const router = renderHeader({}, '/gfm43/food-and-drinks');
    expect(hidePopover).not.toHaveBeenCalled();
    await act(() => router.navigate('/gfm43/all-brands'));
    expect(hidePopover).toHaveBeenCalledTimes(1);
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/gfm43/food-and-drinks');
    expect(hidePopover).toHaveBeenCalledTimes(2);
  });

  it('shows a menu opened before hydration as expanded', () => {
    const matches = Element.prototype.matches;
    const spy = jest.spyOn(Element.prototype, 'matches').mockImplementation(function (
      this: Element,
      selectors: string,
    ) {
      return selectors === ':popover-open' ? this.hasAttribute('popover') : matches.call(this, selectors);
    });
    try {
      renderHeader();
      expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    } finally {
      spy.mockRestore();
    }
  });

  it('closes the menu when the window widens past the layout breakpoint', () => {
    const listeners: (() => void)[] = [];
    const query = {
      matches: false,
      addEventListener: (_: string, listener: () => void) => listeners.push(listener),
      removeEventListener: jest.fn(),
    };
    const original = window.matchMedia;
    window.matchMedia = jest.fn((media: string) =>
      media === '(min-width: 838px)' ? query : { ...query, addEventListener: jest.fn() },
    ) as unknown as typeof window.matchMedia;
    try {
      const hidePopover = stubHidePopover();
      renderHeader();
      query.matches = true;
      listeners.forEach((listener) => listener());
      expect(hidePopover).toHaveBeenCalledTimes(1);
    } finally {
      window.matchMedia = original;
    }
  });
});

describe("Header in the server's page", () => {
  it('has a working menu before hydration, and hydrates without a difference', () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const page = renderOnServer(
        <MemoryRouter initialEntries={['/gfm43']}>
          <Header logo={logo} logoAlt="Global Foyer Mall home" navLinks={navLinks} />
        </MemoryRouter>,
      );
      const button = within(page.container).getByRole('button', { name: 'Menu', expanded: false });
      const menu = page.container.querySelector(`[id="${button.getAttribute('popovertarget')}"]`);
      expect(menu).toHaveAttribute('popover', 'auto');
      const serverHtml = page.container.innerHTML;
      page.hydrate();
      expect(page.recoverableErrors).toEqual([]);
      expect(consoleError).not.toHaveBeenCalled();
      expect(page.container.innerHTML).toBe(serverHtml);
    } finally {
      consoleError.mockRestore();
    }
  });
});

describe('Header active state', () => {
  it("marks a section link current on its sub-pages, but the mall's home only on itself", () => {
    const links = [
      { title: 'Home', path: '/gfm43' },
      { title: 'Automotive', path: '/gfm43/automotive' },
    ];
    const router = createMemoryRouter(
      [{ path: '/gfm43/*', element: <Header logo={logo} logoAlt="Global Foyer Mall home" navLinks={links} /> }],
      {
        initialEntries: ['/gfm43/automotive/toyota'],
      },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('link', { name: 'Automotive' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });
});
