import { act, render, screen } from '@testing-library/react';
import { data, Outlet, RouterProvider, useLoaderData, useParams, type LoaderFunctionArgs } from '@gfm/shared/router';
import { createMemoryRouter } from '../../test/router';
import type { ReactNode } from 'react';
import type { MallId } from '@gfm/shared/data/malls';
import { createRoutes, discoverMallPages, type MallPages } from './routes';
import type { LoadRemote, RemoteParts } from './remotes/remote-parts';

function FakeLayout({ children }: { children?: ReactNode }) {
  return (
    <div data-testid="mall-layout">
      <main>{children ?? <Outlet />}</main>
    </div>
  );
}

function FakePost() {
  const { slug } = useParams();
  const mall = useLoaderData<string>();
  return <h1>{`post ${slug} of ${mall}`}</h1>;
}

/** Each mall's route list, as its release gives it: Sector 43 has a page no shell has heard of. */
const fakePages = {
  gfm43: [
    { id: 'home', path: '' },
    { id: 'automotive', path: 'automotive' },
    { id: 'diwali', path: 'diwali' },
  ],
  gfmpalam: [
    { id: 'home', path: '' },
    { id: 'clothing', path: 'clothing' },
  ],
} satisfies Required<MallPages>;

/** Stands in for the federated modules, with the shapes of the contracts. */
function fakeRemotes(down: string[] = []): { parts: RemoteParts; load: jest.Mock } {
  const load = jest.fn(async (remote: string, expose: string) => {
    if (down.includes(remote)) throw new Error(`${remote} is down`);
    if (expose === 'layout') return { default: FakeLayout };
    if (expose === 'routes') {
      const page = (id: string) => async () => ({ Component: () => <h1>{`${remote} ${id}`}</h1> });
      return { routes: fakePages[remote as MallId].map(({ id, path }) => ({ id, path, page: page(id) })) };
    }
    if (expose === 'blog-list') return { page: (mall: MallId) => ({ Component: () => <h1>{`blog of ${mall}`}</h1> }) };
    if (expose === 'blog-post')
      return {
        page: (mall: MallId) => ({
          Component: FakePost,
          loader: ({ params }: LoaderFunctionArgs) => {
            if (params.slug === 'missing') throw data(null, { status: 404 });
            return mall;
          },
        }),
      };
    throw new Error(`unexpected ${remote}/${expose}`);
  });
  return { parts: { load: load as unknown as LoadRemote, unavailable: new Set() }, load };
}

/**
 * The router as the browser makes it: the route tree with the pages the
 * server sent (`pages`), and the others learnt on the way (`loadDocument` is
 * what happens when a mall's list cannot be had).
 */
async function renderAt(path: string, parts: RemoteParts, pages: MallPages = {}, loadDocument = jest.fn()) {
  const router = createMemoryRouter(createRoutes(parts, pages), {
    initialEntries: [path],
    patchRoutesOnNavigation: discoverMallPages(parts, pages, loadDocument),
  });
  await act(async () => {
    render(<RouterProvider router={router} />);
  });
  return router;
}

describe('the shell’s routes (the same on the server and in the browser)', () => {
  beforeAll(() => {
    window.scrollTo = jest.fn();
  });

  it('renders the landing page at / without loading any remote', async () => {
    const { parts, load } = fakeRemotes();
    await renderAt('/', parts);
    expect(screen.getByRole('link', { name: /Sector 43 Gurugram/ })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('renders a mall page from its remote inside its layout, as its route list names it', async () => {
    const { parts } = fakeRemotes();
    await renderAt('/gfm43/automotive', parts);
    expect(await screen.findByRole('heading', { name: 'gfm43 automotive' })).toBeInTheDocument();
    expect(screen.getByTestId('mall-layout')).toContainElement(
      screen.getByRole('heading', { name: 'gfm43 automotive' }),
    );
  });

  it("renders the mall's home at its base path", async () => {
    const { parts } = fakeRemotes();
    await renderAt('/gfmpalam', parts);
    expect(await screen.findByRole('heading', { name: 'gfmpalam home' })).toBeInTheDocument();
  });

  it("renders the blog pages of remote-blog inside the mall's layout, for that mall, without the mall's pages", async () => {
    const { parts, load } = fakeRemotes();
    await renderAt('/gfmpalam/blogs', parts, { gfmpalam: fakePages.gfmpalam });
    expect(await screen.findByRole('heading', { name: 'blog of gfmpalam' })).toBeInTheDocument();
    expect(screen.getByTestId('mall-layout')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalledWith('gfmpalam', 'routes');
  });

  it('runs the post’s loader with its slug', async () => {
    const { parts } = fakeRemotes();
    await renderAt('/gfm43/blog/diwali-at-the-mall', parts);
    expect(await screen.findByRole('heading', { name: 'post diwali-at-the-mall of gfm43' })).toBeInTheDocument();
  });

  it('shows the 404 page in the mall’s frame for a 404 from a page’s loader', async () => {
    const { parts } = fakeRemotes();
    await renderAt('/gfm43/blog/missing', parts);
    expect(await screen.findByRole('heading', { name: 'oops! Page not found' })).toBeInTheDocument();
    expect(screen.getByTestId('mall-layout')).toBeInTheDocument();
  });

  it.each(['/404', '/no-such-page', '/gfm43x', '/gfm43/no/such/page'])('shows the 404 page at %s', async (path) => {
    const { parts } = fakeRemotes();
    await renderAt(path, parts);
    expect(await screen.findByRole('heading', { name: 'oops! Page not found' })).toBeInTheDocument();
  });

  it('keeps the mall usable when the blog remote is down, and says so plainly', async () => {
    const { parts } = fakeRemotes(['blog']);
    await renderAt('/gfm43/blogs', parts);
    expect(await screen.findByRole('heading', { name: 'The blog can’t be shown right now' })).toBeInTheDocument();
    expect(screen.getByTestId('mall-layout')).toBeInTheDocument();
    expect(parts.unavailable).toEqual(new Set(['gfm43/blog:list']));
  });

  it('renders a page only the mall’s release lists, with no change to the shell', async () => {
    const { parts } = fakeRemotes();
    await renderAt('/gfm43/diwali', parts);
    expect(await screen.findByRole('heading', { name: 'gfm43 diwali' })).toBeInTheDocument();
  });

  it('learns the other mall’s pages when the visitor goes there, once', async () => {
    const { parts, load } = fakeRemotes();
    const router = await renderAt('/gfm43', parts, { gfm43: fakePages.gfm43 });
    expect(await screen.findByRole('heading', { name: 'gfm43 home' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalledWith('gfmpalam', 'routes');
    await act(() => router.navigate('/gfmpalam/clothing'));
    expect(await screen.findByRole('heading', { name: 'gfmpalam clothing' })).toBeInTheDocument();
    await act(() => router.navigate('/gfmpalam/no-such-page'));
    expect(await screen.findByRole('heading', { name: 'oops! Page not found' })).toBeInTheDocument();
    await act(() => router.navigate('/gfmpalam'));
    expect(await screen.findByRole('heading', { name: 'gfmpalam home' })).toBeInTheDocument();
    expect(
      load.mock.calls.filter(([remote, expose]) => remote === 'gfmpalam' && expose === 'routes').length,
    ).toBeLessThanOrEqual(3);
  });

  it('shows the site’s frame and the fallback, answered 503, for any page of a mall whose remote could not list its pages', async () => {
    const { parts } = fakeRemotes(['gfmpalam']);
    const router = await renderAt('/gfmpalam/clothing', parts, { gfmpalam: null });
    expect(
      await screen.findByRole('heading', { name: 'This page of Palam Vihar Gurugram can’t be shown right now' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Global Foyer Mall home' })).toHaveAttribute('href', '/');
    expect(router.state.matches.at(-1)?.route.handle).toEqual({ status: 503 });
  });

  it('loads the page as a document when the browser cannot learn a mall’s pages', async () => {
    const { parts } = fakeRemotes(['gfmpalam']);
    const loadDocument = jest.fn();
    const router = await renderAt('/gfm43', parts, { gfm43: fakePages.gfm43 }, loadDocument);
    await act(() => router.navigate('/gfmpalam/clothing'));
    expect(loadDocument).toHaveBeenCalledWith('/gfmpalam/clothing');
  });

  it('shows the fallback, without loading, for a part the server could not show (its HTML says so)', async () => {
    const { parts, load } = fakeRemotes();
    parts.unavailable.add('gfm43/automotive');
    await renderAt('/gfm43/automotive', parts, { gfm43: fakePages.gfm43 });
    expect(
      await screen.findByRole('heading', { name: 'This page of Sector 43 Gurugram can’t be shown right now' }),
    ).toBeInTheDocument();
    expect(load).not.toHaveBeenCalledWith('gfm43', 'routes');
  });
});
