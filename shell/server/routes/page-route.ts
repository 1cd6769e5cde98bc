import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RuntimeConfig } from '@gfm/shared/config/runtime-config';
import { canonicalPathname } from '@gfm/shared/routing/page-path';
import { seedCookie } from '@gfm/release/visitor-seed';
import { canaryVisitor } from '../releases/canary-visitors';
import type { SeedIssuer } from '../seeds/seed-issuer';
import { SERVED_HEADER, servedHeader, type CountServed } from '../releases/served-counter';
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
  /** Counts each page answered by the versions actually served (served-counter.ts). */
  countServed?: CountServed;
  /** Visitors' seeds: read, and issued to a visitor without one when no front decided (decision 075). */
  seeds: SeedIssuer;
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
 * A page for everyone may be kept by a cache in front (decision 047). While a remote has a canary
 * the page depends on the visitor: the front, which decided which canaries the visitor gets and keys
 * its cache by that, may keep it (decision 058); a page the shell decided for by itself is the visitor's
 * own (`private`), as no cache before it knows the visitor's seed.
 */
function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: PageAnswer,
  { shellAssets, sharedCaching }: PageRouteOptions,
  ownPage = false,
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
      ownPage && page.status === 200 ? 'private, no-cache' : pageCacheControl(page, Date.now(), sharedCaching),
    );
  if (!reply.hasHeader('Vary')) reply.header('Vary', 'Accept-Encoding');
  // A page decided for one visitor is theirs: a 304 is for them alone, which the front keyed (or no cache holds).
  if (page.status === 200 && matchesEntityTag(request.headers['if-none-match'], page.etag))
    return reply.code(304).send();
  const accepted = String(request.headers['accept-encoding'] ?? '');
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : 'identity';
  if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
  return page.encoded(encoding).then((bytes) => reply.send(bytes));
}

/** Answers a request with the site's page for its path: rendered (or kept) with the remotes' current releases. */
export function createPageRoute(options: PageRouteOptions) {
  const { config, shellAssets, pages, countServed, seeds } = options;
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
      // Which canaries the visitor gets: the front's decision, or (with no front) their seed's.
      const visitor = canaryVisitor(request.headers, { newSeedFor: request.ip }, seeds);
      const { answer, served, canaryOut, routeId, timing } = await pages(url, visitor, traceparentOf(request));
      setPageRouteId(request, routeId);
      // The time of each remote's part of this page (or that it was kept), for the visitor's developer tools.
      reply.header('Server-Timing', serverTiming(timing, reply.elapsedTime));
      if (answer.kind === 'page') {
        countServed?.(served);
        // The front keeps it with its copy: the pages it answers from its cache are counted from its log.
        const names = servedHeader(served);
        if (names) reply.header(SERVED_HEADER, names);
      }
      // Decided from the visitor's seed, with no front, the page is theirs (decision 058). A first page that sets a
      // seed (no front issued it: npm start, npm run serve) depends on the cookie too; it keeps its Cache-Control:
      // answered private, no-cache, the words a visitor typed before the app came were lost on hydration
      // (e2e/first-engagement.spec.ts). A cache before the shells is the front, which issues seeds itself.
      const ownPage = canaryOut && visitor.decidedBy !== 'front';
      if (ownPage || visitor.newSeed) reply.header('Vary', 'Accept-Encoding, Cookie');
      if (visitor.newSeed) reply.header('Set-Cookie', seedCookie(visitor.newSeed, config.siteUrl.startsWith('https:')));
      return sendPage(request, reply, answer, options, ownPage);
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
