import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RuntimeConfig } from '@gfm/shared/config/runtime-config';
import { canonicalPathname } from '@gfm/shared/routing/page-path';
import { bucketCookie, bucketFromCookie, BUCKETS } from '@gfm/release/pointer';
import type { createPages, PageAnswer, ShellAssets } from '../render/pages';
import { matchesEntityTag, pageCacheControl, type SharedCaching } from '../render/page-cache-control';
import { busyDocument, errorDocument } from '../render/plain-documents';
import { FIXED_ROUTE_IDS, setPageRouteId } from '../metrics/route-ids';
import { traceparentOf } from '../metrics/request-trace';
import { serverTiming } from '../metrics/server-timing';
import { CACHE_NO_CACHE } from './cache-headers';

export interface PageRouteOptions {
  config: RuntimeConfig;
  shellAssets: ShellAssets;
  pages: ReturnType<typeof createPages>;
  sharedCaching: SharedCaching;
}

/**
 * The path and query of a request target; undefined when the request line
 * itself is broken. Read on its own, not against a base: `new URL('//[', base)`
 * reads `//[` as a host and throws, though it is a path.
 */
export function targetOf(target = ''): URL | undefined {
  try {
    if (target.startsWith('/')) return new URL(`http://site.invalid${target}`);
    if (/^https?:\/\//i.test(target)) return new URL(target);
  } catch {
    return undefined;
  }
  return undefined;
}

/**
 * A rendered page to the visitor, in the encoding it accepts, or a 304 when it has this one already.
 * A page for everyone may be kept by a cache in front (decision 047); while a remote has a canary,
 * the page depends on the visitor's bucket, and a cache in front keeps none of them.
 */
function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: PageAnswer,
  { shellAssets, sharedCaching }: PageRouteOptions,
  bucketed = false,
) {
  if (answer.kind === 'redirect')
    return reply.code(answer.status).header('Cache-Control', CACHE_NO_CACHE).redirect(answer.location, answer.status);
  if (answer.kind === 'overloaded')
    return reply
      .code(503)
      .header('Retry-After', String(answer.retryAfterSeconds))
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(busyDocument(shellAssets));
  const { page } = answer;
  reply
    .code(page.status)
    .headers(page.headers)
    .header('ETag', page.etag)
    .header(
      'Cache-Control',
      bucketed && page.status === 200 ? 'private, no-cache' : pageCacheControl(page, Date.now(), sharedCaching),
    );
  if (!reply.hasHeader('Vary')) reply.header('Vary', 'Accept-Encoding');
  // Not while the page depends on the bucket: a cache in front revalidating its copy for everyone
  // with one visitor's cookie would take the 304 as leave to go on serving it to all.
  if (!bucketed && page.status === 200 && matchesEntityTag(request.headers['if-none-match'], page.etag))
    return reply.code(304).send();
  const accepted = String(request.headers['accept-encoding'] ?? '');
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : 'identity';
  if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
  return page.encoded(encoding).then((bytes) => reply.send(bytes));
}

/** Answers a request with the site's page for its path: rendered (or kept) with the remotes' current releases. */
export function createPageRoute(options: PageRouteOptions) {
  const { config, shellAssets, pages } = options;
  return async function answerPage(request: FastifyRequest, reply: FastifyReply) {
    const url = targetOf(request.raw.url);
    if (!url) {
      setPageRouteId(request, FIXED_ROUTE_IDS.badRequest);
      return reply.code(400).type('text/plain; charset=utf-8').send('Bad request');
    }
    // A mangled link with an empty segment goes to the page without it; the browser's router never sees one.
    const canonical = canonicalPathname(url.pathname);
    if (canonical !== url.pathname) {
      setPageRouteId(request, FIXED_ROUTE_IDS.canonical);
      return reply.code(308).header('Cache-Control', CACHE_NO_CACHE).redirect(`${canonical}${url.search}`, 308);
    }
    try {
      // The visitor's bucket chooses between a remote's canary and its current version, and stays theirs.
      const known = bucketFromCookie(request.headers.cookie);
      const bucket = known ?? crypto.randomInt(BUCKETS);
      const { answer, bucketed, routeId, timing } = await pages(url, bucket, traceparentOf(request));
      setPageRouteId(request, routeId);
      // The time of each remote's part of this page (or that it was kept), for the visitor's developer tools.
      reply.header('Server-Timing', serverTiming(timing, reply.elapsedTime));
      if (bucketed) {
        reply.header('Vary', 'Accept-Encoding, Cookie');
        if (known === undefined) reply.header('Set-Cookie', bucketCookie(bucket, config.siteUrl.startsWith('https:')));
      }
      return sendPage(request, reply, answer, options, bucketed);
    } catch (error) {
      setPageRouteId(request, FIXED_ROUTE_IDS.failed);
      request.log.error(
        { error: error instanceof Error ? error.stack : String(error) },
        'the page could not be rendered',
      );
      return reply
        .code(500)
        .header('Content-Type', 'text/html; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .send(errorDocument(shellAssets));
    }
  };
}
