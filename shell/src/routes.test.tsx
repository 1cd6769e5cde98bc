import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, useParams } from '@gfm/shared/router';
import type { ReactNode } from 'react';
import type { BlogPageProps } from '@gfm/shared/contracts/remotes';
import { loadRemoteModule } from './federation/remote-loader';
import { createRoutes } from './routes';

jest.mock('./federation/remote-loader', () => ({ loadRemoteModule: jest.fn() }));
const mockedLoad = jest.mocked(loadRemoteModule);

function FakeLayout({ children }: { children?: ReactNode }) {
  return (
    <div data-testid="mall-layout">
      <main>{children ?? <Outlet />}</main>
    </div>
  );
}

function FakeBlogPost({ mallId }: BlogPageProps) {
  const { slug } = useParams();
  return <h1>{`post ${slug} of ${mallId}`}</h1>;
}

/** Stands in for the federated modules, with the shapes of the contracts. */
function fakeRemotes(down: string[] = []) {
  mockedLoad.mockImplementation(async (remote, expose) => {
    if (down.includes(remote)) throw new Error(`${remote} is down`);
    if (expose === 'layout') return { default: FakeLayout };
    if (expose === 'routes') {
      return {
        routes: [
          { index: true, element: <h1>{`${remote} home`}</h1> },
          { path: 'automotive', element: <h1>{`${remote} automotive`}</h1> },
        ],
      };
    }
    if (expose === 'blog-list') return { default: ({ mallId }: BlogPageProps) => <h1>{`blog of ${mallId}`}</h1> };
    if (expose === 'blog-post') return { default: FakeBlogPost };
    throw new Error(`unexpected ${remote}/${expose}`);
  });
}

async function renderAt(path: string) {
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  // Suspense with use(): React settles the loaded remotes only inside an awaited act.
  await act(async () => {
    render(<RouterProvider router={router} />);
  });
  return router;
}

describe('shell routes', () => {
  beforeAll(() => {
    window.scrollTo = jest.fn();
  });
  beforeEach(() => {
    mockedLoad.mockReset();
    fakeRemotes();
  });

  it('renders the landing page at / without loading any remote', async () => {
    await renderAt('/');
    expect(screen.getByRole('link', { name: /Sector 43 Gurugram/ })).toBeInTheDocument();
    expect(mockedLoad).not.toHaveBeenCalled();
  });

  it('renders a mall page from its remote inside its layout', async () => {
    await renderAt('/gfm43/automotive');
    expect(await screen.findByRole('heading', { name: 'gfm43 automotive' })).toBeInTheDocument();
    expect(screen.getByTestId('mall-layout')).toContainElement(screen.getByRole('heading', { name: 'gfm43 automotive' }));
  });

  it("renders the mall's home at its base path", async () => {
    await renderAt('/gfmpalam');
    expect(await screen.findByRole('heading', { name: 'gfmpalam home' })).toBeInTheDocument();
  });

  it("renders the blog pages of remote-blog inside the mall's layout, for that mall", async () => {
    await renderAt('/gfmpalam/blogs');
    expect(await screen.findByRole('heading', { name: 'blog of gfmpalam' })).toBeInTheDocument();
    expect(screen.getByTestId('mall-layout')).toBeInTheDocument();
    expect(mockedLoad).not.toHaveBeenCalledWith('gfmpalam', 'routes');
  });

  it('fetches a mall page’s route objects together with its layout', async () => {
    await renderAt('/gfm43/automotive');
    expect(mockedLoad).toHaveBeenCalledWith('gfm43', 'routes');
  });

  it('passes the slug to the blog post page', async () => {
    await renderAt('/gfm43/blog/diwali-at-the-mall');
    expect(await screen.findByRole('heading', { name: 'post diwali-at-the-mall of gfm43' })).toBeInTheDocument();
  });

  it.each(['/404', '/no-such-page', '/gfm43x'])('shows the 404 page at %s', async (path) => {
    await renderAt(path);
    expect(screen.getByRole('heading', { name: 'oops! Page not found' })).toBeInTheDocument();
  });

  it('keeps the mall usable when the blog remote is down', async () => {
    mockedLoad.mockReset();
    fakeRemotes(['blog']);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderAt('/gfm43/blogs');
    expect(await screen.findByRole('heading', { name: 'The blog is unavailable right now' })).toBeInTheDocument();
    expect(screen.getByTestId('mall-layout')).toBeInTheDocument();
  });

  it('shows the fallback for a mall whose remote is down', async () => {
    mockedLoad.mockReset();
    fakeRemotes(['gfmpalam']);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderAt('/gfmpalam/clothing');
    expect(await screen.findByRole('heading', { name: 'Palam Vihar Gurugram is unavailable right now' })).toBeInTheDocument();
  });
});
