import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from '@gfm/shared/router';
import { createMemoryRouter } from '../../../../test/router';
import { setRuntimeConfig } from '@gfm/shared/config/runtime-config';
import { configFromEnv } from '@gfm/shared/config/environment';
import { moduleParts } from '@gfm/shared/routing/page-routes';
import { answerFetch } from '../../../../test/answer-fetch';
import { TestRouteError } from '../../../../test/route-error';
import { fixtureResponse } from '../../../../test/wordpress-fixtures';
import { WordPressOutage } from '../../api/wordpress';
import { page } from './blog-list-page';

async function renderList(path = '/gfm43/blogs') {
  const router = createMemoryRouter(
    [{ path: '/gfm43/blogs', ...moduleParts(page('gfm43')), ErrorBoundary: TestRouteError }],
    { initialEntries: [path] },
  );
  await act(async () => {
    render(<RouterProvider router={router} />);
  });
  return router;
}

describe('the blog list', () => {
  beforeEach(() => setRuntimeConfig(configFromEnv({})));
  afterEach(() => jest.restoreAllMocks());

  it("shows a card per post with 'Read More' to /{mall}/blog/{slug}, under 'Trending at' and the brand name", async () => {
    answerFetch({
      'tags?slug=gfm43': () => fixtureResponse('tags_by_slug'),
      'posts?_embed&tags=2': () => fixtureResponse('posts_embed_tag_gfm43'),
    });
    await renderList();
    expect(screen.getByRole('heading', { level: 1, name: 'Trending at Global Foyer Mall' })).toBeInTheDocument();
    const links = await screen.findAllByRole('link', { name: /^Read More/ });
    expect(links).toHaveLength(5);
    expect(links[0]).toHaveAttribute('href', '/gfm43/blog/festive-lights-across-both-malls');
    expect(screen.queryByTestId('post-skeleton')).not.toBeInTheDocument();
  });

  it('says so when the mall has no posts', async () => {
    answerFetch({
      'tags?slug=gfm43': () => fixtureResponse('tags_by_slug'),
      'posts?_embed&tags=2': () => fixtureResponse('posts_tag_999999'),
    });
    await renderList();
    expect(await screen.findByText('No stories yet. Come back soon.')).toBeInTheDocument();
  });

  it("logs 'Error fetching posts:' and offers a retry, a link to the same page, that shows skeleton cards until the posts arrive", async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let answer: () => Promise<Response> = () => Promise.reject(new TypeError('Failed to fetch'));
    answerFetch({
      'tags?slug=gfm43': () => answer(),
      'posts?_embed&tags=2': () => fixtureResponse('posts_embed_tag_gfm43'),
    });
    await renderList('/gfm43/blogs?page=2');
    expect(await screen.findByRole('alert')).toHaveTextContent('The stories could not be loaded right now.');
    expect(error).toHaveBeenCalledWith('Error fetching posts:', expect.any(WordPressOutage));
    let release: () => void = () => undefined;
    answer = () => new Promise((resolve) => (release = () => resolve(fixtureResponse('tags_by_slug'))));
    // A link works before the page's script, and without it.
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/gfm43/blogs?page=2');
    await userEvent.click(screen.getByRole('link', { name: 'Try again' }));
    expect(await screen.findAllByTestId('post-skeleton')).toHaveLength(4);
    await act(async () => release());
    expect(await screen.findAllByRole('link', { name: /^Read More/ })).toHaveLength(5);
  });

  it('is not the 404 page when WordPress fails with a 500: the stories are out of service (decision 040)', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    answerFetch({
      'tags?slug=gfm43': () => fixtureResponse('tags_by_slug'),
      'posts?_embed&tags=2': () => new Response('{"code":"internal_server_error"}', { status: 500 }),
    });
    await renderList();
    expect(await screen.findByRole('alert')).toHaveTextContent('The stories could not be loaded right now.');
    expect(screen.queryByRole('heading', { name: 'not found page' })).not.toBeInTheDocument();
  });

  it('is the 404 page when WordPress refuses the list with a 4xx (requirements §8)', async () => {
    answerFetch({
      'tags?slug=gfm43': () => fixtureResponse('tags_by_slug'),
      'posts?_embed&tags=2': () => fixtureResponse('posts_tag_not_a_number'),
    });
    await renderList();
    expect(await screen.findByRole('heading', { name: 'not found page' })).toBeInTheDocument();
  });
});
