import { render, screen } from '@testing-library/react';
import { RouterProvider } from '@gfm/shared/router';
import { createMemoryRouter } from '../../../../test/router';
import { TestRouteError } from '../../../../test/route-error';
import {
  Component as CarBrandPage,
  loader as carBrandLoader,
  sitemapParams as carBrandSitemapParams,
} from './car-brand-page';

// The mall's content as the page's loader gets it, without WordPress: no day of different hours.
jest.mock('../../content', () => ({ content: { load: () => Promise.resolve(undefined) } }));

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/gfm43/automotive/:car',
        Component: CarBrandPage,
        loader: carBrandLoader,
        ErrorBoundary: TestRouteError,
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('CarBrandPage', () => {
  it.each(['toyota', 'TOYOTA', 'Toyota'])('finds %s case-insensitively', async (car) => {
    renderAt(`/gfm43/automotive/${car}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Toyota' })).toBeInTheDocument();
  });

  it("shows the brand's hours for each weekday, the map button and the website link", async () => {
    renderAt('/gfm43/automotive/mercedes');
    await screen.findByRole('heading', { level: 1, name: 'Mercedes' });
    expect(screen.getAllByText('10:00 am to 09:00 pm')).toHaveLength(7);
    expect(screen.getByText('Sunday')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show on Map' })).toHaveAttribute('href', '/gfm43/contact-us');
    const site = screen.getByRole('link', { name: /Visit website/ });
    expect(site).toHaveAttribute('target', '_blank');
    expect(site).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('img', { name: 'Mercedes logo' })).toBeInTheDocument();
  });

  it('answers an unknown car with the 404 page, in place (decision 027)', async () => {
    const router = renderAt('/gfm43/automotive/bmw');
    expect(await screen.findByRole('heading', { name: 'not found page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/gfm43/automotive/bmw');
    expect(router.state.errors).toMatchObject({ 0: { status: 404 } });
  });

  it('lists a page per brand for the sitemap', () => {
    expect(carBrandSitemapParams()).toEqual([{ car: 'mercedes' }, { car: 'toyota' }]);
  });
});
