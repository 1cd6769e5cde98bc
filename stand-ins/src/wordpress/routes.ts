import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson, type Route } from '@gfm/server-kit/app';
import { findUpload, type Content, type ContentAuthor, type StoredPost } from './content';

/**
 * The embedded content service: `/wp-json/wp/v2/posts` and `/tags` answered
 * in the shape of a real WordPress 6 (fields, `_embed`, status codes,
 * X-WP-Total / X-WP-TotalPages, CORS that echoes the Origin), checked against
 * the recorded responses in test/fixtures/wordpress.
 */
const DEFAULT_PER_PAGE = 10;
const MAX_PER_PAGE = 100;

function corsHeaders(request: IncomingMessage): Record<string, string> {
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

function baseUrl(request: IncomingMessage): string {
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

function mediaJson(post: StoredPost, authorId: number, base: string) {
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
      sizes: {
        // A theme's own sizes, named as WordPress names them (`<theme>-<width>`), narrowest first.
        ...Object.fromEntries(
          post.sizes.map((size) => [
            `gfm-${size.width}`,
            {
              file: path.basename(size.file),
              width: size.width,
              height: size.height,
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

function listPosts(content: Content, request: IncomingMessage, response: ServerResponse, url: URL): void {
  const headers = { ...corsHeaders(request), Link: `<${baseUrl(request)}/wp-json/>; rel="https://api.w.org/"` };
  const params = url.searchParams;
  const embed = params.has('_embed');
  let posts = content.posts;

  const tagsParam = params.get('tags');
  if (tagsParam !== null) {
    const parts = tagsParam.split(',').map((part) => part.trim());
    const bad = parts.findIndex((part) => !/^\d+$/.test(part));
    if (bad !== -1) {
      sendJson(
        response,
        400,
        invalidParam('tags', `tags is not a valid Term ID List. Reason: tags[${bad}] is not of type integer.`),
        headers,
      );
      return;
    }
    const ids = parts.map(Number);
    posts = posts.filter((post) => post.tagIds.some((id) => ids.includes(id)));
  }
  const slugParam = params.get('slug');
  if (slugParam !== null) {
    const slugs = slugParam.split(',').map((slug) => slug.trim());
    posts = posts.filter((post) => slugs.includes(post.slug));
  }
  const perPage = positiveInteger(params.get('per_page')) ?? DEFAULT_PER_PAGE;
  if (!Number.isInteger(perPage) || perPage < 1 || perPage > MAX_PER_PAGE) {
    sendJson(
      response,
      400,
      invalidParam('per_page', `per_page must be between 1 (inclusive) and ${MAX_PER_PAGE} (inclusive)`),
      headers,
    );
    return;
  }
  const page = positiveInteger(params.get('page')) ?? 1;
  if (!Number.isInteger(page) || page < 1) {
    sendJson(response, 400, invalidParam('page', 'page must be greater than or equal to 1'), headers);
    return;
  }
  const total = posts.length;
  const totalPages = Math.ceil(total / perPage);
  if (page > totalPages && total > 0) {
    sendJson(
      response,
      400,
      {
        code: 'rest_post_invalid_page_number',
        message: 'The page number requested is larger than the number of pages available.',
        data: { status: 400 },
      },
      headers,
    );
    return;
  }
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
  sendJson(response, 200, body, {
    ...headers,
    'X-WP-Total': String(total),
    'X-WP-TotalPages': String(totalPages),
    ...(pageLinks.length ? { Link: [...pageLinks, headers.Link].join(', ') } : {}),
  });
}

function onePost(content: Content, request: IncomingMessage, response: ServerResponse, url: URL): void {
  const id = Number(url.pathname.split('/').pop());
  const post = content.posts.find((candidate) => candidate.id === id);
  if (!post) {
    sendJson(
      response,
      404,
      { code: 'rest_post_invalid_id', message: 'Invalid post ID.', data: { status: 404 } },
      corsHeaders(request),
    );
    return;
  }
  sendJson(
    response,
    200,
    postJson(post, content, baseUrl(request), url.searchParams.has('_embed')),
    corsHeaders(request),
  );
}

function listTags(content: Content, request: IncomingMessage, response: ServerResponse, url: URL): void {
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
  sendJson(response, 200, body, {
    ...corsHeaders(request),
    'X-WP-Total': String(body.length),
    'X-WP-TotalPages': body.length ? '1' : '0',
  });
}

/** A path under the uploads folder as a file name; undefined when it cannot be decoded or holds a NUL. */
function decodedUpload(url: URL): string | undefined {
  try {
    const relative = decodeURIComponent(url.pathname.slice('/wp-content/uploads/'.length));
    return relative.includes('\0') ? undefined : relative;
  } catch {
    return undefined;
  }
}

async function serveUpload(
  uploadsDirs: readonly string[],
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
): Promise<void> {
  const relative = decodedUpload(url);
  const file = relative === undefined ? undefined : findUpload(uploadsDirs, relative);
  const stat = file ? await fs.promises.stat(file).catch(() => undefined) : undefined;
  if (!file || !stat?.isFile()) {
    response.writeHead(404, { 'Content-Type': 'text/plain' });
    response.end('Not found');
    return;
  }
  const type = file.endsWith('.jpg')
    ? 'image/jpeg'
    : file.endsWith('.webp')
      ? 'image/webp'
      : file.endsWith('.avif')
        ? 'image/avif'
        : 'application/octet-stream';
  response.writeHead(200, {
    'Content-Type': type,
    'Content-Length': String(stat.size),
    'Cache-Control': 'public, max-age=86400',
    'Cross-Origin-Resource-Policy': 'cross-origin',
  });
  if (request.method === 'HEAD') {
    response.end();
    return;
  }
  // A read that fails part-way cuts this answer, never the server.
  pipeline(fs.createReadStream(file), response, () => undefined);
}

export function wordpressRoutes(content: Content, uploadsDirs: readonly string[]): Route[] {
  const preflight = (request: IncomingMessage, response: ServerResponse) => {
    response.writeHead(200, { ...corsHeaders(request), Allow: 'GET' });
    response.end();
  };
  return [
    {
      method: 'GET',
      path: '/wp-json/wp/v2/posts',
      handler: (request, response, url) => listPosts(content, request, response, url),
    },
    {
      method: 'GET',
      path: '/wp-json/wp/v2/posts/',
      handler: (request, response, url) => onePost(content, request, response, url),
    },
    {
      method: 'GET',
      path: '/wp-json/wp/v2/tags',
      handler: (request, response, url) => listTags(content, request, response, url),
    },
    { method: 'OPTIONS', path: '/wp-json/', handler: preflight },
    {
      method: 'GET',
      path: '/wp-content/uploads/',
      handler: (request, response, url) => serveUpload(uploadsDirs, request, response, url),
    },
  ];
}
