import { act, render, screen, within } from '@testing-library/react';
import { RouterProvider } from '@gfm/shared/router';
import { createMemoryRouter } from '../../../../test/router';
import { setRuntimeConfig } from '@gfm/shared/config/runtime-config';
import { configFromEnv } from '@gfm/shared/config/environment';
import { moduleParts } from '@gfm/shared/routing/page-routes';
import { answerFetch } from '../../../../test/answer-fetch';
import { TestRouteError } from '../../../../test/route-error';
import { fixtureResponse, loadFixture } from '../../../../test/wordpress-fixtures';
import type { MallId } from '@gfm/shared/data/malls';
import { WordPressOutage } from '../../api/wordpress';
import { page } from './blog-post-page';

async function renderPost(slug = 'diwali-mega-sale-at-gfm-43', mallId: MallId = 'gfmpalam') {
  const router = createMemoryRouter(
    [{ path: `/${mallId}/blog/:slug`, ...moduleParts(page(mallId)), ErrorBoundary: TestRouteError }],
    { initialEntries: [`/${mallId}/blog/${slug}`] },
  );
  await act(async () => {
    render(<RouterProvider router={router} />);
  });
  return router;
}

describe('a blog post', () => {
  beforeEach(() => setRuntimeConfig(configFromEnv({})));
  afterEach(() => jest.restoreAllMocks());

  it("shows the title, 'By {author} on {date}', the body and the five latest posts", async () => {
    answerFetch({
      'posts?slug=': () => fixtureResponse('posts_slug_embed'),
      'per_page=5': () => fixtureResponse('posts_embed_tag_gfm43'),
    });
    await renderPost();
    expect(await screen.findByRole('heading', { level: 1, name: 'Diwali Mega Sale at GFM 43' })).toBeInTheDocument();
    expect(screen.getByText(/^By /)).toHaveTextContent(/^By \S.* on 1 October 2024$/);
    expect(screen.getByRole('heading', { level: 2, name: 'What’s on offer' })).toBeInTheDocument();
    const latest = screen.getByRole('complementary', { name: 'Latest Posts' });
    const links = within(latest).getAllByRole('link', { name: /^Read More/ });
    expect(links).toHaveLength(5);
    expect(links[0]).toHaveAttribute('href', '/gfmpalam/blog/festive-lights-across-both-malls');
  });

  it.each([
    ['gfm43', 'Sector 43 Gurugram'],
    ['gfmpalam', 'Palam Vihar Gurugram'],
  ] as const)(
    'names %s in its head and points to the one canonical address of a post in both malls (decision 063)',
    async (mallId, mallName) => {
      // Recorded from a real WordPress: tagged 2 (gfm43) and 3 (gfmpalam).
      const [both] = loadFixture('posts_embed_tag_gfm43').body as unknown[];
      answerFetch({
        'posts?slug=': () => Response.json([both]),
        'per_page=5': () => fixtureResponse('posts_embed_tag_gfm43'),
      });
      await renderPost('festive-lights-across-both-malls', mallId);
      await screen.findByRole('heading', { level: 1, name: 'Festive Lights Across Both Malls' });
      const title = `Festive Lights Across Both Malls | ${mallName} | Global Foyer Mall`;
      expect(document.title).toBe(title);
      expect(document.head.querySelector('meta[property="og:title"]')).toHaveAttribute('content', title);
      expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
        'href',
        'http://localhost:3000/gfm43/blog/festive-lights-across-both-malls',
      );
    },
  );

  it('is the 404 page for an unknown slug, in place (requirements §8, decision 027)', async () => {
    answerFetch({
      'posts?slug=': () => fixtureResponse('posts_slug_missing'),
      'per_page=5': () => fixtureResponse('posts_embed_tag_gfm43'),
    });
    const router = await renderPost('nothing-here');
    expect(await screen.findByRole('heading', { name: 'not found page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/gfmpalam/blog/nothing-here');
  });

  it('keeps the side list when the post fails, and logs the error', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    answerFetch({
      'posts?slug=': () => Promise.reject(new TypeError('Failed to fetch')),
      'per_page=5': () => fixtureResponse('posts_embed_tag_gfm43'),
    });
    await renderPost();
    expect(await screen.findByRole('heading', { name: 'This story could not be loaded' })).toBeInTheDocument();
    expect(within(screen.getByRole('complementary', { name: 'Latest Posts' })).getAllByRole('link')).toHaveLength(5);
    expect(error).toHaveBeenCalledWith('Error fetching posts:', expect.any(WordPressOutage));
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute(
      'href',
      '/gfmpalam/blog/diwali-mega-sale-at-gfm-43',
    );
  });
});
