/** @jest-environment node */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { setRuntimeConfig } from '@gfm/shared/config/runtime-config';
import { configFromEnv } from '@gfm/shared/config/environment';
import { createStaticHandler } from '@gfm/shared/router-server';
import { moduleParts } from '@gfm/shared/routing/page-routes';
import { fixtureResponse } from '../../../test/wordpress-fixtures';
import { page as listPage } from '../pages/blog-list/blog-list-page';
import { page as postPage } from '../pages/blog-post/blog-post-page';
import { createWordPressCache, WordPressClient, WordPressError, WordPressOutage } from './wordpress';

const ROOT = 'https://blog.example.com/wp-json';
const hang = (_url: unknown, init?: RequestInit) =>
  new Promise<Response>((_resolve, reject) =>
    init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
  );

/** A client whose WordPress answers with `answer`, keeping its answers as the shell's server does. */
function clientWith(answer: (url: string, init?: RequestInit) => Response | Promise<Response>, now = () => 0) {
  const fetchImpl = jest.fn(async (input: string | URL | Request, init?: RequestInit) => answer(String(input), init));
  const client = new WordPressClient(ROOT, {
    fetchImpl: fetchImpl as typeof fetch,
    cache: createWordPressCache({ now }),
    timeoutMs: 50,
  });
  return { client, fetchImpl };
}

describe('WordPress out of service is not "not found" (decision 040)', () => {
  it.each([
    ['a 500', () => new Response('{"code":"internal_server_error"}', { status: 500 }), 'server-error'],
    ['a 502 page from a proxy', () => new Response('<html>Bad gateway</html>', { status: 502 }), 'server-error'],
    ['a 200 that is not JSON', () => new Response('<html>Maintenance</html>', { status: 200 }), 'not-json'],
    ['a refused connection', () => Promise.reject(new TypeError('fetch failed')), 'unreachable'],
    ['a time-out', hang, 'time-out'],
  ] as const)('%s is an outage', async (_name, answer, reason) => {
    const { client } = clientWith(answer);
    const failure = client.latestPosts(5).catch((error: unknown) => error);
    await expect(failure).resolves.toBeInstanceOf(WordPressOutage);
    expect(((await failure) as WordPressOutage).reason).toBe(reason);
  });

  it('a 4xx (the recorded `rest_invalid_param`) stays a refusal: the 404 page', async () => {
    const { client } = clientWith(() => fixtureResponse('posts_tag_not_a_number'));
    await expect(client.postsByTag(2)).rejects.toBeInstanceOf(WordPressError);
  });

  it('shares the latest posts and the tag id between pages, and keeps them through an outage', async () => {
    const clock = { now: 0 };
    let down = false;
    const { client, fetchImpl } = clientWith(
      (url) =>
        down
          ? new Response('', { status: 503 })
          : url.includes('tags?slug=')
            ? fixtureResponse('tags_by_slug')
            : fixtureResponse('posts_embed_tag_gfm43'),
      () => clock.now,
    );
    const first = await client.latestPosts(5);
    expect(first).toHaveLength(5);
    expect(first[0]?.slug).toBe('festive-lights-across-both-malls');
    expect(await client.resolveTag('gfm43')).toBe(2);
    // Ten more post pages within the fresh time: no request to WordPress.
    for (let index = 0; index < 10; index += 1) {
      await client.latestPosts(5);
      await client.resolveTag('gfm43');
    }
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    // WordPress goes down: the stale answers are still served, and asked for again behind them.
    down = true;
    clock.now = 60_000;
    expect(await client.latestPosts(5)).toEqual(first);
    expect(await client.resolveTag('gfm43')).toBe(2);
    // A page it never fetched is an outage, not a 404.
    await expect(client.postsByTag(2)).rejects.toBeInstanceOf(WordPressOutage);
  });
});

describe('a blog page while WordPress is out of service, as the server renders it', () => {
  let site = 0;
  afterEach(() => {
    jest.restoreAllMocks();
  });

  /** The page's status from React Router's static handler, with WordPress answering `answer` (a site of its own: nothing kept from another test). */
  async function statusOf(
    path: string,
    answer: (url: string) => Response | Promise<Response>,
  ): Promise<{ status: number; data: unknown }> {
    site += 1;
    setRuntimeConfig(configFromEnv({ BLOG_API_URL: `http://wp${site}.example/wp-json` }));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => answer(String(input)));
    const handler = createStaticHandler([
      { id: 'list', path: '/gfm43/blogs', ...moduleParts(listPage('gfm43')) },
      { id: 'post', path: '/gfm43/blog/:slug', ...moduleParts(postPage('gfm43')) },
    ]);
    const context = await handler.query(new Request(`http://site.example${path}`));
    if (context instanceof Response) throw new Error('a redirect');
    return { status: context.statusCode, data: Object.values(context.loaderData)[0] };
  }

  it('the list answers 503 for a 500, with its outage state', async () => {
    const { status, data } = await statusOf('/gfm43/blogs', () => new Response('', { status: 500 }));
    expect(status).toBe(503);
    expect(data).toEqual({ status: 'outage', page: 1 });
  });

  it('the list stays the 404 page for a 4xx (requirements §8)', async () => {
    const { status } = await statusOf('/gfm43/blogs?page=99', (url) =>
      url.includes('tags?slug=') ? fixtureResponse('tags_by_slug') : fixtureResponse('posts_page_out_of_range'),
    );
    expect(status).toBe(404);
  });

  it('a post answers 503 when WordPress answers something that is not JSON', async () => {
    const { status } = await statusOf(
      '/gfm43/blog/diwali-mega-sale-at-gfm-43',
      () => new Response('<html>Down for maintenance</html>', { status: 200 }),
    );
    expect(status).toBe(503);
  });

  it('a post is shown, with status 200, when only the latest posts fail', async () => {
    const { status } = await statusOf('/gfm43/blog/diwali-mega-sale-at-gfm-43', (url) =>
      url.includes('slug=') ? fixtureResponse('posts_slug_embed') : new Response('', { status: 500 }),
    );
    expect(status).toBe(200);
  });
});

describe('a page past its deadline while WordPress fails fast', () => {
  it('leaves no rejection unhandled: the shell’s server would stop on one', async () => {
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const { client } = clientWith(hang);
      // WordPress times out once: the client fails fast for a while.
      await expect(client.latestPosts(5)).rejects.toBeInstanceOf(WordPressOutage);
      // A page whose deadline has passed asks meanwhile: its answer is refused at once, and so is the call.
      const late = new AbortController();
      late.abort(new DOMException('The page’s deadline passed', 'TimeoutError'));
      await expect(client.latestPosts(5, late.signal)).rejects.toThrow('deadline');
      // Node reports an unhandled rejection once the microtasks and the next macrotask have run.
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
