import { act, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '@gfm/shared/router';
import { getDefaultRuntimeConfig, setRuntimeConfig } from '@gfm/shared/config/runtime-config';
import { answerFetch } from '../../../../test/answer-fetch';
import { fixtureResponse } from '../../../../test/wordpress-fixtures';
import BlogPostPage from './blog-post-page';

async function renderPost(slug = 'diwali-mega-sale-at-gfm-43') {
  const router = createMemoryRouter(
    [
      { path: '/gfmpalam/blog/:slug', element: <BlogPostPage mallId="gfmpalam" /> },
      { path: '/404', element: <h1>not found page</h1> },
    ],
    { initialEntries: [`/gfmpalam/blog/${slug}`] },
  );
  await act(async () => {
    render(<RouterProvider router={router} />);
  });
  return router;
}

describe('BlogPostPage', () => {
  beforeEach(() => setRuntimeConfig(getDefaultRuntimeConfig()));
  afterEach(() => jest.restoreAllMocks());

  it('shows a skeleton while loading', async () => {
    answerFetch({ 'posts?slug=': () => new Promise<Response>(() => undefined), 'per_page=5': () => new Promise<Response>(() => undefined) });
    await renderPost();
    expect(screen.getByTestId('post-skeleton')).toBeInTheDocument();
  });

  it("shows the title, 'By {author} on {date}', the body and the five latest posts", async () => {
    answerFetch({ 'posts?slug=': () => fixtureResponse('posts_slug_embed'), 'per_page=5': () => fixtureResponse('posts_embed_tag_gfm43') });
    await renderPost();
    expect(await screen.findByRole('heading', { level: 1, name: 'Diwali Mega Sale at GFM 43' })).toBeInTheDocument();
    expect(screen.getByText(/^By /)).toHaveTextContent(/^By \S.* on 1 October 2024$/);
    expect(screen.getByRole('heading', { level: 2, name: 'What’s on offer' })).toBeInTheDocument();
    const latest = screen.getByRole('complementary', { name: 'Latest Posts' });
    const links = within(latest).getAllByRole('link', { name: /^Read More/ });
    expect(links).toHaveLength(5);
    expect(links[0]).toHaveAttribute('href', '/gfmpalam/blog/festive-lights-across-both-malls');
  });

  it('goes to /404 for an unknown slug', async () => {
    answerFetch({ 'posts?slug=': () => fixtureResponse('posts_slug_missing'), 'per_page=5': () => fixtureResponse('posts_embed_tag_gfm43') });
    const router = await renderPost('nothing-here');
    expect(await screen.findByRole('heading', { name: 'not found page' })).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ from: '/gfmpalam/blog/nothing-here' });
  });

  it('keeps the side list when the post fails, and logs the error', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    answerFetch({ 'posts?slug=': () => Promise.reject(new TypeError('Failed to fetch')), 'per_page=5': () => fixtureResponse('posts_embed_tag_gfm43') });
    await renderPost();
    expect(await screen.findByRole('heading', { name: 'This story could not be loaded' })).toBeInTheDocument();
    expect(within(screen.getByRole('complementary', { name: 'Latest Posts' })).getAllByRole('link')).toHaveLength(5);
    expect(error).toHaveBeenCalledWith('Error fetching posts:', expect.any(TypeError));
  });
});
