/**
 * @jest-environment node
 */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadFixture } from '../../../test/wordpress-fixtures';
import { createServicesApp } from '@gfm/server-kit/app';
import { loadContent, uploadsDirsOf } from './content';
import { loadMallContent } from './mall-content';
import { wordpressRoutes } from './routes';

/**
 * The embedded content service answers the recorded requests in the shape
 * real WordPress did: the same fields, status codes, totals and CORS.
 */
let server: FastifyInstance;
let origin: string;
const content = loadContent();
const uploads = uploadsDirsOf(path.resolve(__dirname, '../../..'));
const items = loadMallContent(undefined, uploads);

beforeAll(async () => {
  server = createServicesApp([wordpressRoutes(content, uploads, items)], { logLevel: 'silent' });
  origin = await server.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await server.close();
});

const get = (query: string) =>
  fetch(`${origin}/wp-json/wp/v2/${query}`, { headers: { Origin: 'http://localhost:3000' } });
const keysOf = (value: unknown) => Object.keys(value as object).sort();

describe('embedded content service, compared with recorded WordPress responses', () => {
  it('posts?_embed&tags={id}: the same fields, embedded author and media, totals and CORS', async () => {
    const recorded = loadFixture('posts_embed_tag_gfm43');
    const response = await get('posts?_embed&tags=2');
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>[];
    const recordedPost = (recorded.body as Record<string, unknown>[])[0] as Record<string, unknown>;
    const post = body[0] as Record<string, unknown>;
    expect(keysOf(post)).toEqual(keysOf(recordedPost));
    expect(keysOf(post._embedded)).toEqual(keysOf(recordedPost._embedded));
    const embedded = post._embedded as {
      author: Record<string, unknown>[];
      'wp:featuredmedia': Record<string, unknown>[];
    };
    const recordedEmbedded = recordedPost._embedded as typeof embedded;
    expect(keysOf(embedded.author[0])).toEqual(keysOf(recordedEmbedded.author[0]));
    for (const key of ['source_url', 'alt_text', 'media_details', 'mime_type'])
      expect(embedded['wp:featuredmedia'][0]).toHaveProperty(key);
    expect(response.headers.get('x-wp-total')).toBe(
      String(content.posts.filter((item) => item.tagIds.includes(2)).length),
    );
    expect(Number(response.headers.get('x-wp-totalpages'))).toBeGreaterThanOrEqual(2);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(response.headers.get('access-control-expose-headers')).toBe(
      recorded.headers['access-control-expose-headers'],
    );
  });

  it("posts?slug=…&_embed: a picture's narrower copies in the uploads are its sizes, as WordPress makes them", async () => {
    const slug = content.posts.find((post) => post.image === 'gfm43/deal-1-960.jpg')?.slug ?? '';
    const [post] = (await (await get(`posts?slug=${slug}&_embed`)).json()) as {
      _embedded: {
        'wp:featuredmedia': {
          media_details: {
            sizes: Record<
              string,
              { width: number; source_url: string; sources?: Record<string, { source_url: string }> }
            >;
          };
        }[];
      };
    }[];
    const sizes = Object.values(post?._embedded['wp:featuredmedia'][0]?.media_details.sizes ?? {});
    expect(sizes.map((size) => size.width)).toEqual([480, 768, 960]);
    expect(sizes[0]?.source_url).toBe(`${origin}/wp-content/uploads/gfm43/deal-1-480.jpg`);
    // The AVIF copies beside them, as WordPress's Modern Image Formats plugin lists a size's formats.
    expect(sizes.map((size) => size.sources?.['image/avif']?.source_url)).toEqual([
      `${origin}/wp-content/uploads/gfm43/deal-1-480.avif`,
      `${origin}/wp-content/uploads/gfm43/deal-1-768.avif`,
      `${origin}/wp-content/uploads/gfm43/deal-1-960.avif`,
    ]);
  });

  it('posts?slug=…&_embed: an array of one; a post without an image has featured_media 0 and no media key', async () => {
    const recorded = (loadFixture('posts_slug_embed_no_image').body as Record<string, unknown>[])[0] as Record<
      string,
      unknown
    >;
    const body = (await (await get('posts?slug=independence-day-at-sector-43&_embed')).json()) as Record<
      string,
      unknown
    >[];
    expect(body).toHaveLength(1);
    expect(body[0]?.featured_media).toBe(recorded.featured_media);
    expect(keysOf(body[0]?._embedded)).toEqual(keysOf(recorded._embedded));
  });

  it('a title full of entities is sent as WordPress sends it', async () => {
    const body = (await (await get('posts?slug=kids-art-weekend&_embed')).json()) as { title: { rendered: string } }[];
    expect(body[0]?.title.rendered).toMatch(/&#038;.*&#8220;.*&#8212;/);
  });

  it.each([
    ['posts?slug=nothing-here&_embed', 'posts_slug_missing'],
    ['posts?_embed&tags=999999', 'posts_tag_999999'],
  ])('%s: 200 with an empty array, as recorded', async (query, fixture) => {
    const recorded = loadFixture(fixture);
    const response = await get(query);
    expect(response.status).toBe(recorded.status);
    expect(await response.json()).toEqual(recorded.body);
    if (recorded.headers['x-wp-total']) expect(response.headers.get('x-wp-total')).toBe(recorded.headers['x-wp-total']);
  });

  it.each([
    ['posts?_embed&tags=abc', 'posts_tag_not_a_number'],
    ['posts?_embed&tags=2&page=99', 'posts_page_out_of_range'],
    ['posts/999999', 'post_id_missing'],
  ])('%s: the same error status, code and message as recorded', async (query, fixture) => {
    const recorded = loadFixture(fixture);
    const response = await get(query);
    expect(response.status).toBe(recorded.status);
    const body = (await response.json()) as { code: string; message: string };
    const expected = recorded.body as { code: string; message: string };
    expect(body.code).toBe(expected.code);
    expect(body.message).toBe(expected.message);
  });

  it('posts?per_page=5&_embed: the latest five posts, newest first', async () => {
    const body = (await (await get('posts?per_page=5&_embed')).json()) as { date: string }[];
    expect(body).toHaveLength(5);
    expect([...body].sort((a, b) => b.date.localeCompare(a.date))).toEqual(body);
  });

  it('tags?slug=…: resolves both malls’ tags in the recorded shape', async () => {
    const recorded = loadFixture('tags_by_slug').body as Record<string, unknown>[];
    const body = (await (await get('tags?slug=gfm43,gfmpalam')).json()) as Record<string, unknown>[];
    expect(body.map((tag) => tag.slug)).toEqual(['gfm43', 'gfmpalam']);
    expect(keysOf(body[0])).toEqual(keysOf(recorded[0]));
  });

  it('uploads: a path that cannot be decoded, holds a NUL or leaves the folder is a 404, and the service goes on', async () => {
    for (const target of ['%E0%A4%A', '%00.jpg', '..%2f..%2fpackage.json', '%zz']) {
      expect((await fetch(`${origin}/wp-content/uploads/${target}`)).status).toBe(404);
    }
    expect((await get('posts?per_page=1')).status).toBe(200);
  });
});

describe('a page of a list that cannot be, refused as WordPress refuses it', () => {
  it.each(['posts', 'gfm-offers'])('%s: per_page past 100 or below 1, page 0, a page past the last', async (list) => {
    const refusal = async (query: string) => {
      const response = await get(`${list}?${query}`);
      return { status: response.status, code: ((await response.json()) as { code: string }).code };
    };
    expect(await refusal('per_page=101')).toEqual({ status: 400, code: 'rest_invalid_param' });
    expect(await refusal('per_page=0')).toEqual({ status: 400, code: 'rest_invalid_param' });
    expect(await refusal('page=0')).toEqual({ status: 400, code: 'rest_invalid_param' });
    expect(await refusal('page=999')).toEqual({ status: 400, code: 'rest_post_invalid_page_number' });
    expect((await get(`${list}?per_page=1&page=2`)).status).toBe(200);
  });
});

describe('the malls’ offers, events and hours changes, compared with a real WordPress with the site’s plugin', () => {
  const READER_QUERY =
    'per_page=100&page=1&orderby=date&order=desc&_embed=wp:featuredmedia&_fields=id,date,modified,link,title,content,meta,featured_media,_links,_embedded';
  type Item = Record<string, unknown> & { id: number; featured_media: number; meta: Record<string, unknown> };
  const recordedItems = (name: string) => loadFixture(name).body as Item[];

  it.each([
    ['gfm-offers', 'gfm_offers_embed'],
    ['gfm-events', 'gfm_events_embed'],
    ['gfm-hours', 'gfm_hours'],
  ])('%s as the reader asks: the same fields, meta, embedded pictures, totals and CORS', async (base, fixture) => {
    const recorded = loadFixture(fixture);
    const response = await get(`${base}?${READER_QUERY}`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as Item[];
    const [withPicture, without] = [true, false].map((picture) => ({
      served: body.find((item) => item.featured_media > 0 === picture),
      recorded: recordedItems(fixture).find((item) => item.featured_media > 0 === picture),
    }));
    for (const pair of [withPicture, without]) {
      if (!pair?.served || !pair.recorded) continue;
      expect(keysOf(pair.served)).toEqual(keysOf(pair.recorded));
      expect(keysOf(pair.served.meta)).toEqual(keysOf(pair.recorded.meta));
    }
    if (withPicture?.served && withPicture.recorded) {
      const media = (item: Item) =>
        (item._embedded as { 'wp:featuredmedia': Record<string, unknown>[] })['wp:featuredmedia'][0];
      for (const key of ['id', 'source_url', 'alt_text', 'media_details', 'mime_type'])
        expect(media(withPicture.served)).toHaveProperty(key);
      // What only some uploads have: a big one's original, a camera's data, the Modern Image Formats plugin's formats.
      const always = (details: unknown) =>
        keysOf(details).filter((key) => !['original_image', 'image_meta', 'sources'].includes(key));
      expect(always(media(withPicture.served)?.media_details)).toEqual(
        always(media(withPicture.recorded)?.media_details),
      );
    }
    expect(response.headers.get('x-wp-total')).toBe(String(body.length));
    expect(response.headers.get('access-control-expose-headers')).toBe(
      recorded.headers['access-control-expose-headers'],
    );
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
  });

  it.each([
    ['gfm-offers?status=draft', 'gfm_offers_status_draft'],
    ['gfm-offers?per_page=100&page=9', 'gfm_offers_page_out_of_range'],
  ])(
    '%s: refused as recorded (no draft, private, scheduled or binned one without credentials)',
    async (query, fixture) => {
      const recorded = loadFixture(fixture);
      const response = await get(query);
      expect(response.status).toBe(recorded.status);
      expect(await response.json()).toEqual(recorded.body);
    },
  );
});
