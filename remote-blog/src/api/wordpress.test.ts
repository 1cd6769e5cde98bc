import { fixtureResponse, loadFixture } from '../../../test/wordpress-fixtures';
import { avifSrcSetOf, UNKNOWN_AUTHOR, WordPressClient, WordPressError } from './wordpress';

/** The client against every response recorded from a real WordPress. */
function clientAnswering(fixture: string) {
  const fetchImpl = jest.fn(async () => fixtureResponse(fixture));
  return { client: new WordPressClient('https://blog.example.com/wp-json/', { fetchImpl }), fetchImpl };
}

const requestedUrl = (fetchImpl: jest.Mock) => (fetchImpl.mock.calls[0] as unknown as [string])[0];

describe('WordPressClient against recorded responses', () => {
  it('posts_embed_tag_gfm43: reads a tag listing with embedded authors and featured media', async () => {
    const { client, fetchImpl } = clientAnswering('posts_embed_tag_gfm43');
    const page = await client.postsByTag(2);
    expect(requestedUrl(fetchImpl)).toBe('https://blog.example.com/wp-json/wp/v2/posts?_embed&tags=2');
    expect(page.total).toBe(5);
    expect(page.totalPages).toBe(1);
    expect(page.posts).toHaveLength(5);
    const [first] = page.posts;
    expect(first?.slug).toBe('festive-lights-across-both-malls');
    expect(first?.author).toBe('Rahul Mehta');
    expect(first?.image?.src).toMatch(/^http:\/\/127\.0\.0\.1:8089\/wp-content\/uploads\//);
    for (const post of page.posts) {
      expect(post.excerpt.length).toBeLessThanOrEqual(141);
      expect(post.excerpt).not.toMatch(/<|&[a-z#0-9]+;/i);
      // A list shows cards: the bodies are not sanitised for nothing (one long task on a phone).
      expect(post).not.toHaveProperty('contentHtml');
    }
  });

  it("posts_slug_embed: offers WordPress's sizes of the featured picture as a srcset, not the square thumbnail", async () => {
    const { client } = clientAnswering('posts_slug_embed');
    const post = await client.postBySlug('diwali-mega-sale-at-gfm-43');
    const uploads = 'http://127.0.0.1:8089/wp-content/uploads/2024/10';
    expect(post?.image?.srcSet).toBe(
      `${uploads}/diwali-300x169.png 300w, ${uploads}/diwali-768x432.png 768w, ${uploads}/diwali-1024x576.png 1024w, ${uploads}/diwali.png 1200w`,
    );
    // WordPress made no other format of it: the picture is its PNGs alone.
    expect(post?.image).not.toHaveProperty('avifSrcSet');
  });

  it("offers the sizes' AVIF copies where WordPress's Modern Image Formats plugin lists them", () => {
    const uploads = 'https://blog.example.com/wp-content/uploads/2026/07';
    const jpegAndAvif = (name: string) => ({
      'image/jpeg': { file: `${name}.jpg`, source_url: `${uploads}/${name}.jpg` },
      'image/avif': { file: `${name}.avif`, source_url: `${uploads}/${name}.avif` },
    });
    const size = (name: string, width: number, height: number, withAvif = true) => ({
      width,
      height,
      mime_type: 'image/jpeg',
      source_url: `${uploads}/${name}.jpg`,
      ...(withAvif ? { sources: jpegAndAvif(name) } : {}),
    });
    const media = {
      source_url: `${uploads}/coffee.jpg`,
      mime_type: 'image/jpeg',
      media_details: {
        width: 1200,
        height: 800,
        sources: jpegAndAvif('coffee'),
        sizes: {
          thumbnail: size('coffee-150x150', 150, 150),
          medium: size('coffee-480x320', 480, 320),
          medium_large: size('coffee-768x512', 768, 512, false),
          full: size('coffee', 1200, 800),
        },
      },
    };
    expect(avifSrcSetOf(media)).toBe(`${uploads}/coffee-480x320.avif 480w, ${uploads}/coffee.avif 1200w`);
    expect(avifSrcSetOf({ ...media, media_details: { ...media.media_details, sources: undefined } })).toBeUndefined();
  });

  it('posts_slug_embed: one post by slug, body sanitised, date kept', async () => {
    const { client, fetchImpl } = clientAnswering('posts_slug_embed');
    const post = await client.postBySlug('diwali-mega-sale-at-gfm-43');
    expect(requestedUrl(fetchImpl)).toBe(
      'https://blog.example.com/wp-json/wp/v2/posts?slug=diwali-mega-sale-at-gfm-43&_embed',
    );
    expect(post?.title).toBe('Diwali Mega Sale at GFM 43');
    expect(post?.date).toBe('2024-10-01T10:00:00');
    expect(post?.contentHtml).toContain('<h2>What’s on offer</h2>');
  });

  it('posts_slug_embed_entities: decodes the entities of a title', async () => {
    const { client } = clientAnswering('posts_slug_embed_entities');
    const post = await client.postBySlug('kids');
    expect(post?.title).toBe('Kids & Parents: “Learn & Play” Weekend — Ages 5-12 at Café’s Corner');
    expect(post?.excerpt.endsWith('…')).toBe(true);
    expect(post?.excerpt.length).toBe(141);
  });

  it('posts_slug_embed_no_image: no featured media at all', async () => {
    const { client } = clientAnswering('posts_slug_embed_no_image');
    const post = await client.postBySlug('no-image');
    expect(post).toBeDefined();
    expect(post?.image).toBeUndefined();
  });

  it('posts_slug_missing: an empty array is "no such post"', async () => {
    const { client } = clientAnswering('posts_slug_missing');
    await expect(client.postBySlug('nothing-here')).resolves.toBeUndefined();
  });

  it('posts_tag_999999: an unknown tag is an empty listing with zero totals', async () => {
    const { client } = clientAnswering('posts_tag_999999');
    await expect(client.postsByTag(999999)).resolves.toEqual({ posts: [], total: 0, totalPages: 0 });
  });

  it.each([
    ['posts_tag_not_a_number', 400, 'rest_invalid_param'],
    ['posts_page_out_of_range', 400, 'rest_post_invalid_page_number'],
    ['post_id_missing', 404, 'rest_post_invalid_id'],
  ])('%s: a non-OK answer is a WordPressError with its status and code', async (fixture, status, code) => {
    const { client } = clientAnswering(fixture);
    const failure = client.postsByTag(2, 9);
    await expect(failure).rejects.toBeInstanceOf(WordPressError);
    await expect(failure).rejects.toMatchObject({
      status,
      code,
      message: (loadFixture(fixture).body as { message: string }).message,
    });
  });

  it('tags_by_slug: resolves a tag slug to its id, and leaves an id alone', async () => {
    const { client, fetchImpl } = clientAnswering('tags_by_slug');
    await expect(client.resolveTag('gfm43')).resolves.toBe(2);
    expect(requestedUrl(fetchImpl)).toBe('https://blog.example.com/wp-json/wp/v2/tags?slug=gfm43');
    await expect(client.resolveTag('17')).resolves.toBe(17);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('falls back to Unknown Author without an embedded author', async () => {
    const fetchImpl = jest.fn(
      async () =>
        new Response(
          JSON.stringify([
            {
              id: 1,
              slug: 's',
              date: '2024-01-01T00:00:00',
              title: { rendered: 'T' },
              excerpt: { rendered: '' },
              content: { rendered: '' },
            },
          ]),
          { status: 200 },
        ),
    );
    const post = await new WordPressClient('https://blog.example.com/wp-json', { fetchImpl }).postBySlug('s');
    expect(post?.author).toBe(UNKNOWN_AUTHOR);
  });
});
