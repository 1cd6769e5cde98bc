import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { sendJson, targetOf } from '@gfm/server-kit/app';
import { findUpload, type Content, type ContentAuthor, type StoredPicture, type StoredPost } from './content';
import { CONTENT_TYPES, type ContentBase, type MallContentItems, type StoredItem } from './mall-content';

/**
 * The embedded content service: `/wp-json/wp/v2/posts` and `/tags` answered
 * in the shape of a real WordPress 6 (fields, `_embed`, status codes,
 * X-WP-Total / X-WP-TotalPages, CORS that echoes the Origin), checked against
 * the recorded responses in test/fixtures/wordpress.
 */
const DEFAULT_PER_PAGE = 10;
const MAX_PER_PAGE = 100;

function corsHeaders(request: FastifyRequest): Record<string, string> {
  const origin = request.headers.origin;
  return {
    'Access-Control-Expose-Headers': 'X-WP-Total, X-WP-TotalPages, Link',
    'Access-Control-Allow-Headers': 'Authorization, X-WP-Nonce, Content-Disposition, Content-MD5, Content-Type',
    ...(origin
      ? {
          'Access-Control-Allow-Origin': origin,
          'Access-Control-Allow-Methods': 'OPTIONS, GET, POST, PUT, PATCH, DELETE',
          'Access-Control-Allow-Credentials': 'true',
          Vary: 'Origin',
        }
      : {}),
  };
}

function baseUrl(request: FastifyRequest): string {
  return `http://${request.headers.host ?? 'localhost:4000'}`;
}

function invalidParam(name: string, reason: string) {
  return {
    code: 'rest_invalid_param',
    message: `Invalid parameter(s): ${name}`,
    data: { status: 400, params: { [name]: reason } },
  };
}

function gmt(date: string): string {
  // Site time is India (UTC+05:30), as a Gurugram WordPress would be set.
  return new Date(new Date(`${date}+05:30`).getTime()).toISOString().slice(0, 19);
}

function authorJson(author: ContentAuthor, base: string) {
  return {
    id: author.id,
    name: author.name,
    url: '',
    description: author.description,
    link: `${base}/author/${author.slug}/`,
    slug: author.slug,
    avatar_urls: {},
    _links: {
      self: [{ href: `${base}/wp-json/wp/v2/users/${author.id}` }],
      collection: [{ href: `${base}/wp-json/wp/v2/users` }],
    },
  };
}

/**
 * The formats of one size, as WordPress's Modern Image Formats plugin (Performance Lab) lists them
 * in the REST API: `sources` by MIME type, each with its file and address. None without an AVIF copy.
 */
function sourcesOf(file: string, avif: boolean, base: string) {
  if (!avif) return {};
  const avifFile = file.replace(/\.jpg$/, '.avif');
  return {
    sources: {
      'image/jpeg': { file: path.basename(file), source_url: `${base}/wp-content/uploads/${file}` },
      'image/avif': { file: path.basename(avifFile), source_url: `${base}/wp-content/uploads/${avifFile}` },
    },
  };
}

function mediaJson(post: StoredPicture, authorId: number, base: string) {
  const sourceUrl = `${base}/wp-content/uploads/${post.image}`;
  return {
    id: post.mediaId,
    date: post.date,
    slug: `${post.slug}-image`,
    type: 'attachment',
    link: `${base}/${post.slug}/${post.slug}-image/`,
    title: { rendered: post.imageAlt ?? '' },
    author: authorId,
    caption: { rendered: '' },
    alt_text: post.imageAlt ?? '',
    media_type: 'image',
    mime_type: 'image/jpeg',
    media_details: {
      width: post.width,
      height: post.height,
      file: post.image,
      filesize: post.bytes,
      sizes: {
        // A theme's own sizes, named as WordPress names them (`<theme>-<width>`), narrowest first.
        ...Object.fromEntries(
          post.sizes.map((size) => [
            `gfm-${size.width}`,
            {
              file: path.basename(size.file),
              width: size.width,
              height: size.height,
              filesize: size.bytes,
              mime_type: 'image/jpeg',
              source_url: `${base}/wp-content/uploads/${size.file}`,
              ...sourcesOf(size.file, size.avif, base),
            },
          ]),
        ),
        full: {
          file: path.basename(post.image ?? ''),
          width: post.width,
          height: post.height,
          mime_type: 'image/jpeg',
          source_url: sourceUrl,
          ...sourcesOf(post.image ?? '', post.avif, base),
        },
      },
      ...sourcesOf(post.image ?? '', post.avif, base),
    },
    source_url: sourceUrl,
    _links: { self: [{ href: `${base}/wp-json/wp/v2/media/${post.mediaId}` }] },
  };
}

export function postJson(post: StoredPost, content: Content, base: string, embed: boolean) {
  const author = content.authors.find((candidate) => candidate.slug === post.author);
  const authorId = author?.id ?? 0;
  const tags = content.tags.filter((tag) => post.tagIds.includes(tag.id));
  return {
    id: post.id,
    date: post.date,
    date_gmt: gmt(post.date),
    guid: { rendered: `${base}/?p=${post.id}` },
    modified: post.date,
    modified_gmt: gmt(post.date),
    slug: post.slug,
    status: 'publish',
    type: 'post',
    link: `${base}/${post.slug}/`,
    title: { rendered: post.title },
    content: { rendered: post.content, protected: false },
    excerpt: { rendered: `<p>${post.excerpt}</p>\n`, protected: false },
    author: authorId,
    featured_media: post.mediaId,
    comment_status: 'closed',
    ping_status: 'closed',
    sticky: false,
    template: '',
    format: 'standard',
    meta: { footnotes: '' },
    categories: [1],
    tags: post.tagIds,
    _links: {
      self: [{ href: `${base}/wp-json/wp/v2/posts/${post.id}` }],
      collection: [{ href: `${base}/wp-json/wp/v2/posts` }],
      author: [{ embeddable: true, href: `${base}/wp-json/wp/v2/users/${authorId}` }],
      ...(post.mediaId
        ? { 'wp:featuredmedia': [{ embeddable: true, href: `${base}/wp-json/wp/v2/media/${post.mediaId}` }] }
        : {}),
    },
    ...(embed
      ? {
          _embedded: {
            author: author ? [authorJson(author, base)] : [],
            ...(post.mediaId ? { 'wp:featuredmedia': [mediaJson(post, authorId, base)] } : {}),
            'wp:term': [
              [
                {
                  id: 1,
                  link: `${base}/category/uncategorized/`,
                  name: 'Uncategorized',
                  slug: 'uncategorized',
                  taxonomy: 'category',
                },
              ],
              tags.map((tag) => ({
                id: tag.id,
                link: `${base}/tag/${tag.slug}/`,
                name: tag.name,
                slug: tag.slug,
                taxonomy: 'post_tag',
              })),
            ],
          },
        }
      : {}),
  };
}

function positiveInteger(value: string | null): number | undefined {
  if (value === null) return undefined;
  return /^\d+$/.test(value) ? Number(value) : Number.NaN;
}

/**
 * The page of a list asked for, checked as WordPress checks it: `per_page` from 1 to 100, `page` from 1 and
 * not past the last page of `total` items (an empty list has a page 1); or the error WordPress answers.
 */
function pageOf(
  params: URLSearchParams,
  total: number,
): { page: number; perPage: number; totalPages: number } | { refused: object } {
  const perPage = positiveInteger(params.get('per_page')) ?? DEFAULT_PER_PAGE;
  if (!Number.isInteger(perPage) || perPage < 1 || perPage > MAX_PER_PAGE)
    return {
      refused: invalidParam('per_page', `per_page must be between 1 (inclusive) and ${MAX_PER_PAGE} (inclusive)`),
    };
  const page = positiveInteger(params.get('page')) ?? 1;
  if (!Number.isInteger(page) || page < 1)
    return { refused: invalidParam('page', 'page must be greater than or equal to 1') };
  const totalPages = Math.ceil(total / perPage);
  if (page > totalPages && total > 0)
    return {
      refused: {
        code: 'rest_post_invalid_page_number',
        message: 'The page number requested is larger than the number of pages available.',
        data: { status: 400 },
      },
    };
  return { page, perPage, totalPages };
}

function listPosts(content: Content, request: FastifyRequest, reply: FastifyReply) {
  const url = targetOf(request);
  const headers = { ...corsHeaders(request), Link: `<${baseUrl(request)}/wp-json/>; rel="https://api.w.org/"` };
  const params = url.searchParams;
  const embed = params.has('_embed');
  let posts = content.posts;

  const tagsParam = params.get('tags');
  if (tagsParam !== null) {
    const parts = tagsParam.split(',').map((part) => part.trim());
    const bad = parts.findIndex((part) => !/^\d+$/.test(part));
    if (bad !== -1) {
      return sendJson(
        reply,
        400,
        invalidParam('tags', `tags is not a valid Term ID List. Reason: tags[${bad}] is not of type integer.`),
        headers,
      );
    }
    const ids = parts.map(Number);
    posts = posts.filter((post) => post.tagIds.some((id) => ids.includes(id)));
  }
  const slugParam = params.get('slug');
  if (slugParam !== null) {
    const slugs = slugParam.split(',').map((slug) => slug.trim());
    posts = posts.filter((post) => slugs.includes(post.slug));
  }
  const total = posts.length;
  const paging = pageOf(params, total);
  if ('refused' in paging) return sendJson(reply, 400, paging.refused, headers);
  const { page, perPage, totalPages } = paging;
  const base = baseUrl(request);
  const body = posts.slice((page - 1) * perPage, page * perPage).map((post) => postJson(post, content, base, embed));
  const pageLinks: string[] = [];
  const linkFor = (target: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(target));
    return `${base}/wp-json/wp/v2/posts?${next.toString()}`;
  };
  if (page > 1) pageLinks.push(`<${linkFor(page - 1)}>; rel="prev"`);
  if (page < totalPages) pageLinks.push(`<${linkFor(page + 1)}>; rel="next"`);
  return sendJson(reply, 200, body, {
    ...headers,
    'X-WP-Total': String(total),
    'X-WP-TotalPages': String(totalPages),
    ...(pageLinks.length ? { Link: [...pageLinks, headers.Link].join(', ') } : {}),
  });
}

/** One of the malls' items as WordPress with the site's plugin answers it (test/fixtures/wordpress/gfm_offers_embed). */
function itemJson(item: StoredItem, base: string, rest: ContentBase, embed: boolean) {
  const { type } = CONTENT_TYPES[rest];
  const mediaId = item.picture?.mediaId ?? 0;
  return {
    id: item.id,
    date: item.date,
    date_gmt: gmt(item.date),
    guid: { rendered: `${base}/?post_type=${type}&p=${item.id}` },
    modified: item.date,
    modified_gmt: gmt(item.date),
    slug: item.slug,
    status: 'publish',
    type,
    link: `${base}/?post_type=${type}&p=${item.id}`,
    title: { rendered: item.title },
    ...(type === 'gfm_hours' ? {} : { content: { rendered: item.content ?? '', protected: false } }),
    // An hours change has no picture: its type supports none, so WordPress sends no such field.
    ...(type === 'gfm_hours' ? {} : { featured_media: mediaId }),
    template: '',
    meta: item.meta,
    _links: {
      self: [{ href: `${base}/wp-json/wp/v2/${rest}/${item.id}` }],
      collection: [{ href: `${base}/wp-json/wp/v2/${rest}` }],
      about: [{ href: `${base}/wp-json/wp/v2/types/${type}` }],
      ...(mediaId
        ? { 'wp:featuredmedia': [{ embeddable: true, href: `${base}/wp-json/wp/v2/media/${mediaId}` }] }
        : {}),
    },
    ...(embed && item.picture ? { _embedded: { 'wp:featuredmedia': [mediaJson(item.picture, 2, base)] } } : {}),
  };
}

/**
 * `/wp-json/wp/v2/gfm-offers` (and events, hours): the published items, newest first, paged as
 * WordPress pages them; `_embed` (or `_embed=wp:featuredmedia`) embeds each picture, `_fields`
 * keeps the fields named. Asking for another status is refused, as it is without credentials.
 */
function listItems(items: MallContentItems, rest: ContentBase, request: FastifyRequest, reply: FastifyReply) {
  const url = targetOf(request);
  const headers = { ...corsHeaders(request), Link: `<${baseUrl(request)}/wp-json/>; rel="https://api.w.org/"` };
  const params = url.searchParams;
  const status = params.get('status');
  if (status !== null && status !== 'publish') {
    return sendJson(
      reply,
      400,
      {
        ...invalidParam('status', 'Status is forbidden.'),
        data: {
          status: 400,
          params: { status: 'Status is forbidden.' },
          details: {
            status: { code: 'rest_forbidden_status', message: 'Status is forbidden.', data: { status: 401 } },
          },
        },
      },
      headers,
    );
  }
  const all = items[rest];
  const total = all.length;
  const paging = pageOf(params, total);
  if ('refused' in paging) return sendJson(reply, 400, paging.refused, headers);
  const { page, perPage, totalPages } = paging;
  const embedParam = params.get('_embed');
  const embed = embedParam !== null && (embedParam === '' || embedParam.split(',').includes('wp:featuredmedia'));
  const fields = params
    .get('_fields')
    ?.split(',')
    .map((field) => field.trim());
  const base = baseUrl(request);
  const body = all.slice((page - 1) * perPage, page * perPage).map((item) => {
    const json: Record<string, unknown> = itemJson(item, base, rest, embed);
    return fields ? Object.fromEntries(Object.entries(json).filter(([key]) => fields.includes(key))) : json;
  });
  return sendJson(reply, 200, body, {
    ...headers,
    Allow: 'GET',
    'X-WP-Total': String(total),
    'X-WP-TotalPages': String(totalPages),
  });
}

function onePost(content: Content, request: FastifyRequest, reply: FastifyReply) {
  const url = targetOf(request);
  const id = Number(url.pathname.split('/').pop());
  const post = content.posts.find((candidate) => candidate.id === id);
  if (!post) {
    return sendJson(
      reply,
      404,
      { code: 'rest_post_invalid_id', message: 'Invalid post ID.', data: { status: 404 } },
      corsHeaders(request),
    );
  }
  return sendJson(
    reply,
    200,
    postJson(post, content, baseUrl(request), url.searchParams.has('_embed')),
    corsHeaders(request),
  );
}

function listTags(content: Content, request: FastifyRequest, reply: FastifyReply) {
  const url = targetOf(request);
  const base = baseUrl(request);
  const slugs = url.searchParams
    .get('slug')
    ?.split(',')
    .map((slug) => slug.trim());
  const tags = content.tags.filter((tag) => !slugs || slugs.includes(tag.slug));
  const body = tags.map((tag) => ({
    id: tag.id,
    count: content.posts.filter((post) => post.tagIds.includes(tag.id)).length,
    description: tag.description,
    link: `${base}/tag/${tag.slug}/`,
    name: tag.name,
    slug: tag.slug,
    taxonomy: 'post_tag',
    meta: [],
    _links: {
      self: [{ href: `${base}/wp-json/wp/v2/tags/${tag.id}` }],
      collection: [{ href: `${base}/wp-json/wp/v2/tags` }],
    },
  }));
  return sendJson(reply, 200, body, {
    ...corsHeaders(request),
    'X-WP-Total': String(body.length),
    'X-WP-TotalPages': body.length ? '1' : '0',
  });
}

const UPLOADS = '/wp-content/uploads/';

/** A path under the uploads folder as a file name; undefined when it cannot be decoded or holds a NUL. */
function decodedUpload(request: FastifyRequest): string | undefined {
  try {
    const [pathname = ''] = request.url.split('?');
    const relative = decodeURIComponent(pathname.slice(pathname.indexOf(UPLOADS) + UPLOADS.length));
    return relative.includes('\0') ? undefined : relative;
  } catch {
    return undefined;
  }
}

async function serveUpload(uploadsDirs: readonly string[], request: FastifyRequest, reply: FastifyReply) {
  const relative = decodedUpload(request);
  const file = relative === undefined ? undefined : findUpload(uploadsDirs, relative);
  const stat = file ? await fs.promises.stat(file).catch(() => undefined) : undefined;
  if (!file || !stat?.isFile()) return reply.code(404).type('text/plain').send('Not found');
  const type = file.endsWith('.jpg')
    ? 'image/jpeg'
    : file.endsWith('.webp')
      ? 'image/webp'
      : file.endsWith('.avif')
        ? 'image/avif'
        : 'application/octet-stream';
  reply.headers({
    'Content-Type': type,
    'Content-Length': String(stat.size),
    'Cache-Control': 'public, max-age=86400',
    'Cross-Origin-Resource-Policy': 'cross-origin',
  });
  if (request.method === 'HEAD') return reply.send();
  // A read that fails part-way cuts this answer, never the server.
  return reply.send(fs.createReadStream(file));
}

/** The WordPress REST API's routes that the site reads (posts, tags, the malls' offers, events and hours changes), and the uploads their pictures are in. */
export function wordpressRoutes(
  content: Content,
  uploadsDirs: readonly string[],
  items: MallContentItems = { 'gfm-offers': [], 'gfm-events': [], 'gfm-hours': [] },
): FastifyPluginAsync {
  return async (app) => {
    app.get('/wp-json/wp/v2/posts', (request, reply) => listPosts(content, request, reply));
    app.get('/wp-json/wp/v2/posts/*', (request, reply) => onePost(content, request, reply));
    app.get('/wp-json/wp/v2/tags', (request, reply) => listTags(content, request, reply));
    for (const rest of Object.keys(CONTENT_TYPES) as ContentBase[])
      app.get(`/wp-json/wp/v2/${rest}`, (request, reply) => listItems(items, rest, request, reply));
    app.options('/wp-json/*', (request, reply) =>
      reply
        .code(200)
        .headers({ ...corsHeaders(request), Allow: 'GET' })
        .send(),
    );
    // HEAD by the handler itself: it names the file's length without reading it.
    app.route({
      method: ['GET', 'HEAD'],
      url: `${UPLOADS}*`,
      handler: (request, reply) => serveUpload(uploadsDirs, request, reply),
    });
  };
}
