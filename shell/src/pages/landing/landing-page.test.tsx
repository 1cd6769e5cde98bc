import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '../../../../test/router';
import { gfm } from '@gfm/shared/images/sets/gfm';
import { LandingPage } from './landing-page';

describe('LandingPage', () => {
  it('shows the brand logo and a tile for each mall', () => {
    render(
      <MemoryRouter>
        <LandingPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('img', { name: 'Global Foyer Mall' })).toHaveAttribute(
      'src',
      `/media/logo.${gfm.logo.hash}.svg`,
    );
    expect(screen.getByRole('link', { name: /Sector 43 Gurugram/ })).toHaveAttribute('href', '/gfm43');
    expect(screen.getByRole('link', { name: /Palam Vihar Gurugram/ })).toHaveAttribute('href', '/gfmpalam');
  });
});
