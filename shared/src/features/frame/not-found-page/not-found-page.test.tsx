import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '../../../../../test/router';
import { NOT_FOUND_TEXT, NOT_FOUND_TITLE, NotFoundPage } from './not-found-page';

function renderAt(entry: string | { pathname: string; state: unknown }) {
  render(
    <MemoryRouter initialEntries={[entry]}>
      <NotFoundPage />
    </MemoryRouter>,
  );
}

describe('NotFoundPage', () => {
  it('shows the texts of the specification', () => {
    renderAt('/nowhere');
    expect(screen.getByRole('heading', { level: 1, name: 'oops! Page not found' })).toBeInTheDocument();
    expect(NOT_FOUND_TITLE).toBe('oops! Page not found');
    expect(
      screen.getByText('Oops! The page you are looking for does not exist. It might have been moved or deleted.'),
    ).toBeInTheDocument();
    expect(NOT_FOUND_TEXT).toMatch(/^Oops! The page/);
  });

  it('leads HOME to the landing page', () => {
    renderAt('/nowhere');
    expect(screen.getByRole('link', { name: 'HOME' })).toHaveAttribute('href', '/');
  });

  it.each([
    ['/gfmpalam/no-such-page', '/gfmpalam/contact-us'],
    ['/gfm43/no-such-page', '/gfm43/contact-us'],
    ['/somewhere/else', '/gfm43/contact-us'],
    ['/404', '/gfm43/contact-us'],
  ])('at %s leads Contact Us to %s', (path, contact) => {
    renderAt(path);
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', contact);
  });

  it('keeps the mall of the page that redirected to /404', () => {
    renderAt({ pathname: '/404', state: { from: '/gfmpalam/blog/missing-post' } });
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/gfmpalam/contact-us');
  });
});
