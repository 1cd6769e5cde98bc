import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '@gfm/shared/router';
import { getDefaultRuntimeConfig, setRuntimeConfig } from '@gfm/shared/config/runtime-config';
import { answerFetch } from '../../../../test/answer-fetch';
import { fixtureResponse } from '../../../../test/wordpress-fixtures';
import BlogListPage from './blog-list-page';

async function renderList() {
  const router = createMemoryRouter(
    [
      { path: '/gfm43/blogs', element: <BlogListPage mallId="gfm43" /> },
      { path: '/404', element: <h1>not found page</h1> },
    ],
    { initialEntries: ['/gfm43/blogs'] },
  );
  await act(async () => {
    render(<RouterProvider router={router} />);
  });
  return router;
}

describe('BlogListPage', () => {
  beforeEach(() => setRuntimeConfig(getDefaultRuntimeConfig()));
  afterEach(() => jest.restoreAllMocks());

  it("shows skeleton cards while loading, under 'Trending at' and the brand name", async () => {
    answerFetch({ 'tags?slug=gfm43': () => new Promise<Response>(() => undefined) });
    await renderList();
    expect(screen.getByRole('heading', { level: 1, name: 'Trending at Global Foyer Mall' })).toBeInTheDocument();
    expect(screen.getAllByTestId('post-skeleton')).toHaveLength(4);
  });

  it("shows a card per post with 'Read More' to /{mall}/blog/{slug}", async () => {
    answerFetch({ 'tags?slug=gfm43': () => fixtureResponse('tags_by_slug'), 'posts?_embed&tags=2': () => fixtureResponse('posts_embed_tag_gfm43') });
    await renderList();
    const links = await screen.findAllByRole('link', { name: /^Read More/ });
    expect(links).toHaveLength(5);
    expect(links[0]).toHaveAttribute('href', '/gfm43/blog/festive-lights-across-both-malls');
    expect(screen.queryByTestId('post-skeleton')).not.toBeInTheDocument();
  });

  it('says so when the mall has no posts', async () => {
    answerFetch({ 'tags?slug=gfm43': () => fixtureResponse('tags_by_slug'), 'posts?_embed&tags=2': () => fixtureResponse('posts_tag_999999') });
    await renderList();
    expect(await screen.findByText('No stories yet. Come back soon.')).toBeInTheDocument();
  });

  it("logs 'Error fetching posts:' and offers a retry when the service cannot be reached", async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    answerFetch({ 'tags?slug=gfm43': () => Promise.reject(new TypeError('Failed to fetch')) });
    await renderList();
    expect(await screen.findByRole('alert')).toHaveTextContent('The stories could not be loaded right now.');
    expect(error).toHaveBeenCalledWith('Error fetching posts:', expect.any(TypeError));
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('goes to /404 when the list answer is not OK', async () => {
    answerFetch({ 'tags?slug=gfm43': () => fixtureResponse('tags_by_slug'), 'posts?_embed&tags=2': () => fixtureResponse('posts_tag_not_a_number') });
    const router = await renderList();
    expect(await screen.findByRole('heading', { name: 'not found page' })).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ from: '/gfm43/blogs' });
  });
});
