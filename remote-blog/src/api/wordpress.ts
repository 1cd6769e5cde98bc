import { excerptOf, htmlToText, sanitizeHtml } from '@gfm/shared/html/sanitize';
import { createAnswerCache } from './answer-cache';
import { WORDPRESS_FAIL_FAST_MS, WORDPRESS_TIMEOUT_MS } from './limits';
import type { PostTag } from './post-malls';

/** The parts of a WordPress `wp/v2` post this site reads (requirements §3, §7). */
interface WpRendered {
  rendered: string;
}

export interface WpPost {
  id: number;
  slug: string;
  date: string;
  title: WpRendered;
  excerpt: WpRendered;
  content: WpRendered;
  featured_media?: number;
  /** The post's tag ids. */
  tags?: number[];
  _embedded?: {
    author?: { name?: string }[];
    /** The post's terms, a list per taxonomy (categories, then tags). */
    'wp:term'?: { id: number; slug: string; taxonomy: string }[][];
    'wp:featuredmedia'?: WpMedia[];
  };
}

/** One size of an upload, as WordPress made it (`medium`, `medium_large`, `large`, a theme's own...). */
interface WpMediaSize {
  width?: number;
  height?: number;
  mime_type?: string;
  source_url?: string;
  /** The size in other formats, by MIME type (WordPress's Modern Image Formats plugin). */
  sources?: Record<string, { source_url?: string } | undefined>;
}

interface WpMedia {
  source_url?: string;
  alt_text?: string;
  mime_type?: string;
  media_details?: {
    width?: number;
    height?: number;
    sizes?: Record<string, WpMediaSize>;
    sources?: WpMediaSize['sources'];
  };
}

export interface WpTag {
  id: number;
  slug: string;
  name: string;
}

/** A post as a list shows it (a card): title as text, excerpt cut, no body. */
export interface PostSummary {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  date: string;
  author: string;
  image?: { src: string; alt: string; width?: number; height?: number; srcSet?: string; avifSrcSet?: string };
}

/** A post ready to show on its own page: its body sanitised as well. */
export interface Post extends PostSummary {
  /** Sanitised HTML. */
  contentHtml: string;
  /** Its tags, which say which malls it is in (post-malls.ts). */
  tags: PostTag[];
}

/** A post's tags: their ids, with their slugs where WordPress embedded its terms. */
function tagsOf(raw: WpPost): PostTag[] {
  const embedded = (raw._embedded?.['wp:term'] ?? []).flat().filter((term) => term.taxonomy === 'post_tag');
  const ids = new Set([...(raw.tags ?? []), ...embedded.map((term) => term.id)]);
  return [...ids].map((id) => {
    const slug = embedded.find((term) => term.id === id)?.slug;
    return slug === undefined ? { id } : { id, slug };
  });
}

export interface PostPage {
  posts: PostSummary[];
  total: number;
  totalPages: number;
}

export const UNKNOWN_AUTHOR = 'Unknown Author';

/** requirements §8: what a failed request to the content service logs. */
export const FETCH_ERROR_LOG = 'Error fetching posts:';

/** The most posts WordPress gives in one answer (`per_page`); the sitemap reads the rest page by page. */
const MAX_PER_PAGE = 100;
/** The sitemap reads at most this many pages of one tag's posts. */
const MAX_SITEMAP_PAGES = 20;

/** WordPress refused the request (a 4xx): what was asked for is not there, the 404 page (requirements §8). */
export class WordPressError extends Error {
  override name = 'WordPressError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * WordPress could not answer (decision 040): a 5xx, a time-out, a refused
 * connection, or a 200 that is not JSON. The page is out of service for now,
 * not missing: a 503 with a way to try again, never the 404 page.
 */
export class WordPressOutage extends Error {
  override name = 'WordPressOutage';
  constructor(
    readonly reason: 'server-error' | 'time-out' | 'unreachable' | 'not-json' | 'failing-fast',
    message: string,
  ) {
    super(message);
  }
}

/** One answer of WordPress as the client keeps it: its JSON and the two headers the site reads. */
interface Answer {
  body: unknown;
  total: string | null;
  totalPages: string | null;
  /** The answer's length, as it came. */
  length: number;
}

export interface WordPressClientOptions {
  fetchImpl?: typeof fetch;
  /** Where answers are kept between pages (the shell's server); none in the browser. */
  cache?: ReturnType<typeof createAnswerCache<Answer>>;
  timeoutMs?: number;
  /**
   * The W3C `traceparent` of the page being rendered (the shell's server sets it on the loader's request),
   * sent on to WordPress so its logs name the visitor's request. An answer kept and shared carries the
   * trace of the page that fetched it.
   */
  traceparent?: string;
}

/** The answers kept on the server for every page of this release (decision 040). */
export function createWordPressCache(options: Partial<Parameters<typeof createAnswerCache<Answer>>[0]> = {}) {
  return createAnswerCache<Answer>({
    sizeOf: (answer) => answer.length,
    failsFast: (error) => error instanceof WordPressOutage && error.reason === 'time-out',
    fastFailure: () => new WordPressOutage('failing-fast', 'WordPress timed out a moment ago; not asked again yet.'),
    failFastMs: WORDPRESS_FAIL_FAST_MS,
    ...options,
  });
}

// In the shell's server (no document) the answers are shared by every page it renders; a browser asks afresh.
const serverCache = typeof document === 'undefined' ? createWordPressCache() : undefined;

/** The client the pages use: on the server, with the answers shared between them and the page's trace sent on. */
export function wordPressClient(root: string, request?: Pick<Request, 'headers'>): WordPressClient {
  const traceparent = request?.headers.get('traceparent') ?? undefined;
  return new WordPressClient(root, {
    ...(serverCache ? { cache: serverCache } : {}),
    ...(traceparent ? { traceparent } : {}),
  });
}

/**
 * Resolves with `promise`, or rejects as soon as `signal` aborts. A `promise` given up on is still handled:
 * its later (or, failing fast, immediate) rejection would otherwise be unhandled, and stop the shell's server.
 */
function until<T>(promise: Promise<T>, signal?: AbortSignal): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) {
    promise.catch(() => undefined);
    return Promise.reject(signal.reason);
  }
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/**
 * A post as a list shows it. Its body is not read: sanitising every body of a
 * page of ten posts was one long task on a phone, for HTML no list shows.
 */
/**
 * The sizes WordPress made of a featured picture, as a `srcset`: those of the
 * picture's own shape and format (not the square thumbnail), the full one
 * included, so a phone fetches one of its width and not the original.
 * Undefined when there is only the one.
 */
export function srcSetOf(media: WpMedia): string | undefined {
  return srcSetIn(media, undefined);
}

/**
 * The same sizes in AVIF, where WordPress made them (its Modern Image Formats
 * plugin lists each size's `sources` by type): a third of the JPEG's bytes
 * for the same picture (decision 072). Undefined unless the full size and at
 * least one narrower have an AVIF copy.
 */
export function avifSrcSetOf(media: WpMedia): string | undefined {
  return srcSetIn(media, 'image/avif');
}

function srcSetIn(media: WpMedia, format: string | undefined): string | undefined {
  const { width, height, sizes = {} } = media.media_details ?? {};
  const urlOf = (size: WpMediaSize | undefined, url: string | undefined) =>
    format ? size?.sources?.[format]?.source_url : url;
  const full = urlOf(media.media_details, media.source_url);
  if (!media.source_url || !full || !width || !height) return undefined;
  const type = sizes.full?.mime_type ?? media.mime_type;
  const widths = new Map<number, string>([[width, full]]);
  for (const size of Object.values(sizes)) {
    const url = urlOf(size, size.source_url);
    if (!size.source_url || !url || !size.width || !size.height) continue;
    if (type && size.mime_type && size.mime_type !== type) continue;
    if (Math.abs(size.width / size.height - width / height) > 0.02) continue;
    if (!widths.has(size.width)) widths.set(size.width, url);
  }
  if (widths.size < 2) return undefined;
  return [...widths]
    .sort(([a], [b]) => a - b)
    .map(([w, url]) => `${url} ${w}w`)
    .join(', ');
}

export function toPostSummary(raw: WpPost): PostSummary {
  const media = raw._embedded?.['wp:featuredmedia']?.[0];
  const srcSet = media && srcSetOf(media);
  const avifSrcSet = srcSet && media && avifSrcSetOf(media);
  const title = htmlToText(raw.title.rendered);
  return {
    id: raw.id,
    slug: raw.slug,
    title,
    excerpt: excerptOf(raw.excerpt.rendered),
    date: raw.date,
    author: raw._embedded?.author?.[0]?.name?.trim() || UNKNOWN_AUTHOR,
    ...(media?.source_url
      ? {
          image: {
            src: media.source_url,
            alt: media.alt_text || title,
            ...(media.media_details?.width ? { width: media.media_details.width } : {}),
            ...(media.media_details?.height ? { height: media.media_details.height } : {}),
            ...(srcSet ? { srcSet } : {}),
            ...(avifSrcSet ? { avifSrcSet } : {}),
          },
        }
      : {}),
  };
}

export function toPost(raw: WpPost): Post {
  return { ...toPostSummary(raw), contentHtml: sanitizeHtml(raw.content.rendered), tags: tagsOf(raw) };
}

/**
 * A client for the WordPress REST API v2, doing exactly the calls of requirements §7
 * (and resolving a tag slug to its id). `root` is the `…/wp-json` URL.
 */
export class WordPressClient {
  private readonly fetchImpl: typeof fetch;
  private readonly cache: WordPressClientOptions['cache'];
  private readonly timeoutMs: number;
  private readonly headers: Record<string, string>;

  constructor(
    private readonly root: string,
    {
      fetchImpl = (...args) => fetch(...args),
      cache,
      timeoutMs = WORDPRESS_TIMEOUT_MS,
      traceparent,
    }: WordPressClientOptions = {},
  ) {
    this.fetchImpl = fetchImpl;
    this.cache = cache;
    this.timeoutMs = timeoutMs;
    this.headers = { Accept: 'application/json', ...(traceparent ? { traceparent } : {}) };
  }

  private async get<T>(path: string, signal?: AbortSignal): Promise<{ body: T; headers: Headers }> {
    const url = `${this.root.replace(/\/+$/, '')}/wp/v2/${path}`;
    // A kept answer is fetched under the client's own time limit: the visitor who asked first may leave, the others still wait for it.
    const answer = this.cache
      ? await until(
          this.cache.get(url, () => this.fetchAnswer(url, AbortSignal.timeout(this.timeoutMs))),
          signal,
        )
      : await this.fetchAnswer(url, signal);
    const headers = new Headers();
    if (answer.total !== null) headers.set('X-WP-Total', answer.total);
    if (answer.totalPages !== null) headers.set('X-WP-TotalPages', answer.totalPages);
    return { body: answer.body as T, headers };
  }

  /** One request to WordPress: its answer, a WordPressError for a 4xx, or a WordPressOutage. */
  private async fetchAnswer(url: string, signal?: AbortSignal): Promise<Answer> {
    let response: Response;
    let text: string;
    try {
      response = await this.fetchImpl(url, { signal, headers: this.headers });
      text = await response.text();
    } catch (error) {
      const nameOf = (thrown: unknown) => (thrown as { name?: unknown } | undefined)?.name;
      const timedOut =
        nameOf(error) === 'TimeoutError' || (signal?.aborted === true && nameOf(signal.reason) === 'TimeoutError');
      throw new WordPressOutage(
        timedOut ? 'time-out' : 'unreachable',
        `WordPress did not answer ${url}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    if (response.status >= 500)
      throw new WordPressOutage('server-error', `WordPress answered ${response.status} for ${url}.`);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    if (!response.ok) {
      const error = (body ?? {}) as { code?: string; message?: string };
      throw new WordPressError(
        response.status,
        error.code ?? 'http_error',
        error.message ?? `The content service answered ${response.status}.`,
      );
    }
    // A 200 that is not JSON is a proxy's or a broken plugin's page, not an answer.
    if (body === undefined)
      throw new WordPressOutage('not-json', `WordPress answered ${url} with something that is not JSON.`);
    return {
      body,
      total: response.headers.get('X-WP-Total'),
      totalPages: response.headers.get('X-WP-TotalPages'),
      length: text.length,
    };
  }

  /** A tag given by id ("12") or by slug ("gfm43"); undefined when no such tag exists. */
  async resolveTag(tag: string, signal?: AbortSignal): Promise<number | undefined> {
    if (/^\d+$/.test(tag)) return Number(tag);
    const { body } = await this.get<WpTag[]>(`tags?slug=${encodeURIComponent(tag)}`, signal);
    return body.find((candidate) => candidate.slug === tag)?.id;
  }

  /** requirements §7: `posts?_embed&tags={tagId}`, with the page beyond the original. */
  async postsByTag(tagId: number, page = 1, signal?: AbortSignal): Promise<PostPage> {
    const pageQuery = page > 1 ? `&page=${page}` : '';
    const { body, headers } = await this.get<WpPost[]>(`posts?_embed&tags=${tagId}${pageQuery}`, signal);
    return {
      posts: body.map(toPostSummary),
      total: Number(headers.get('X-WP-Total') ?? body.length),
      totalPages: Number(headers.get('X-WP-TotalPages') ?? 1),
    };
  }

  /** requirements §7: `posts?slug={slug}&_embed`; the first result, or undefined for an empty answer. */
  async postBySlug(slug: string, signal?: AbortSignal): Promise<Post | undefined> {
    const { body } = await this.get<WpPost[]>(`posts?slug=${encodeURIComponent(slug)}&_embed`, signal);
    const first = body[0];
    return first ? toPost(first) : undefined;
  }

  /** Every post under a tag, for the sitemap: only the slug and the tag ids, 100 a request. */
  async sitemapPostsByTag(tagId: number, signal?: AbortSignal): Promise<{ slug: string; tags?: number[] }[]> {
    const posts: { slug: string; tags?: number[] }[] = [];
    for (let page = 1, pages = 1; page <= pages && page <= MAX_SITEMAP_PAGES; page += 1) {
      const { body, headers } = await this.get<{ slug: string; tags?: number[] }[]>(
        `posts?tags=${tagId}&per_page=${MAX_PER_PAGE}&page=${page}&_fields=slug,tags`,
        signal,
      );
      pages = Number(headers.get('X-WP-TotalPages') ?? 1);
      for (const post of body) posts.push(post.tags ? { slug: post.slug, tags: post.tags } : { slug: post.slug });
    }
    return posts;
  }

  /** requirements §7: `posts?per_page=5&_embed`, the side list. */
  async latestPosts(count = 5, signal?: AbortSignal): Promise<PostSummary[]> {
    const { body } = await this.get<WpPost[]>(`posts?per_page=${count}&_embed`, signal);
    return body.map(toPostSummary);
  }
}
