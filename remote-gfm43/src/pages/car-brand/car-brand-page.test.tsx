import { render, screen, waitFor, within } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from '@gfm/shared/router';
import { CarBrandPage } from './car-brand-page';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/gfm43/automotive/:car', element: <CarBrandPage /> },
      { path: '/404', element: <h1>not found page</h1> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('CarBrandPage', () => {
  // First in the file: the brand data has not been looked up yet. Rendered as a browser would,
  // outside act(), so that the suspended page is retried when the look-up ends.
  it("shows 'Loading...' until the brand is found", async () => {
    const environment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    environment.IS_REACT_ACT_ENVIRONMENT = false;
    const container = document.createElement('div');
    document.body.append(container);
    const router = createMemoryRouter([{ path: '/gfm43/automotive/:car', element: <CarBrandPage /> }], { initialEntries: ['/gfm43/automotive/toyota'] });
    const root = createRoot(container);
    root.render(<RouterProvider router={router} />);
    await waitFor(() => expect(within(container).getByRole('status')).toHaveTextContent('Loading...'));
    await waitFor(() => expect(within(container).getByRole('heading', { level: 1, name: 'Toyota' })).toBeInTheDocument());
    expect(within(container).queryByText('Loading...')).not.toBeInTheDocument();
    root.unmount();
    container.remove();
    environment.IS_REACT_ACT_ENVIRONMENT = true;
  });

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

  it('redirects an unknown car to /404, keeping where the visitor came from', async () => {
    const router = renderAt('/gfm43/automotive/bmw');
    expect(await screen.findByRole('heading', { name: 'not found page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/404');
    expect(router.state.location.state).toEqual({ from: '/gfm43/automotive/bmw' });
  });
});

