import crypto, { type KeyObject } from 'node:crypto';
import path from 'node:path';
import type { Duplex } from 'node:stream';
import Fastify, { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { serializeForScript, type RemoteName, type RuntimeConfig } from '@gfm/shared/config/runtime-config';
import { SEARCH_INDEX_API } from '@gfm/shared/routing/load-context';
import { canonicalPathname } from '@gfm/shared/routing/page-path';
import { createPages, type PageAnswer, type ShellAssets } from './render/pages';
import { matchesEntityTag, pageCacheControl } from './render/page-cache-control';
import { createSearchIndex, fetchText } from './site/mall-search-entries';
import { bucketCookie, bucketFromCookie, BUCKETS } from '@gfm/release/pointer';
import { createRemoteReleases } from './releases/remote-releases';
import { createServerModules } from './releases/server-modules';
import { fileSequences } from './releases/release-sequences';
import { securityHeaders } from './render/security-headers';
import type { ServerSettings } from './settings';
import { registerServiceWorker } from './site/service-worker';
import { createMallPaths, createSitemap, robotsTxt } from './site/sitemap';

export const CACHE_NO_CACHE = 'no-cache';
export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
/** Generated media keep their names across rebuilds, so they revalidate after a day. */

/** A file whose name carries a content hash (`name.1a2b3c4d.js`) never changes. */
export function isContentHashed(fileName: string): boolean {
  return /\.[0-9a-f]{8}\.(js|css|woff2|png|jpe?g|webp|avif|svg|webm|mp4)$/.test(fileName);
}

export interface AppOptions {
  config: RuntimeConfig;
  settings: ServerSettings;
  shellAssets: ShellAssets;
  /** The text of the shell's own style sheets, by address. */
  shellStyles?: Readonly<Record<string, string>>;
  /** Each signed remote's public keys (settings.ts `remoteKeysFromEnv`). */
  remoteKeys?: Partial<Record<RemoteName, readonly KeyObject[]>>;
  /** The lowest heap of the last minute, in bytes: about what is alive (memory-watch.ts), for `/readyz`. */
  heapFloor?: () => number | undefined;
}

/**
 * The shell's production server (Fastify, decision 028): every page rendered
 * by entry.server with the remotes' server builds, the shell's own files, the
 * run-time configuration, the sitemap and robots.txt, and health checks. Any
 * path that is not a page gets the site's 404 page with status 404, a target
 * that cannot be read at all a 400, and no request ends the process.
 */
export async function buildApp({
  config,
  settings,
  shellAssets,
  shellStyles = {},
  remoteKeys = {},
  heapFloor = () => undefined,
}: AppOptions) {
  const app = Fastify({
    logger: { level: settings.logLevel },
    // One line per answer (the onResponse hook below) instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
    // Time limits: a client that sends its request slowly or never finishes it is cut off.
    connectionTimeout: 30_000,
    requestTimeout: 15_000,
    keepAliveTimeout: 5_000,
    // The site takes no request bodies; this bounds what a client can make the server read.
    bodyLimit: 16 * 1024,
    // A stopping server still answers what reaches it on an open connection: the front retries only what finds no
    // server (decision 046), so a 503 here would reach the visitor. New connections are refused, and go elsewhere.
    return503OnClosing: false,
    forceCloseConnections: 'idle',
    // A path as long as Node lets through (its 16 KB of headers) is still read, to answer it with the 404 page.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 16 * 1024 },
    // A path Fastify's router cannot read (a broken percent-escape) is still a path: the route tree answers it.
    frameworkErrors: (error, request, reply) => {
      if (error.code === 'FST_ERR_BAD_URL' && (request.method === 'GET' || request.method === 'HEAD'))
        void answerPage(request as FastifyRequest, reply as FastifyReply);
      else void (reply as FastifyReply).code(400).type('text/plain; charset=utf-8').send('Bad request');
    },
  });
  app.server.headersTimeout = 10_000;
  // A CONNECT (a proxy tunnel) is not for this server: without an answer Node drops the connection silently.
  app.server.on('connect', (_request: unknown, socket: Duplex) => {
    socket.on('error', () => undefined);
    socket.end('HTTP/1.1 405 Method Not Allowed\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
  });

  const releases = createRemoteReleases(config, {
    keys: remoteKeys,
    ...(settings.stateDir ? { sequences: fileSequences(settings.stateDir) } : {}),
    log: app.log,
  });
  const modules = createServerModules({ versionsKept: settings.versionsKept });
  const searchEntries = createSearchIndex(fetchText, app.log);
  const pages = createPages({
    config,
    shellAssets,
    shellStyles,
    releases,
    modules,
    searchEntries,
    maxBytes: settings.pageCacheBytes,
    renderConcurrency: settings.renderConcurrency,
    renderQueue: settings.renderQueue,
    pageDeadlineMs: settings.pageDeadlineMs,
    log: app.log,
  });
  const sharedCaching = { sharedMaxAgeS: settings.pageSharedMaxAgeS, staleIfErrorS: settings.pageStaleIfErrorS };
  const sitemap = createSitemap({ config, releases, modules, log: app.log });
  const headers = securityHeaders(config);
  let closing = false;

  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
    for (const [name, value] of Object.entries(headers)) reply.header(name, value);
  });
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      { method: request.method, url: request.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime) },
      'answered',
    );
  });
  app.addHook('onClose', async () => {
    closing = true;
  });

  /**
   * A rendered page to the visitor, in the encoding it accepts, or a 304 when it has this one already.
   * A page for everyone may be kept by a cache in front (decision 047); while a remote has a canary,
   * the page depends on the visitor's bucket, and a cache in front keeps none of them.
   */
  function sendPage(request: FastifyRequest, reply: FastifyReply, answer: PageAnswer, bucketed = false) {
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

  /** A page of the site for this path: rendered (or kept) with the remotes' current releases. */
  async function answerPage(request: FastifyRequest, reply: FastifyReply) {
    const url = targetOf(request.raw.url);
    if (!url) return reply.code(400).type('text/plain; charset=utf-8').send('Bad request');
    // A mangled link with an empty segment goes to the page without it; the browser's router never sees one.
    const canonical = canonicalPathname(url.pathname);
    if (canonical !== url.pathname)
      return reply.code(308).header('Cache-Control', CACHE_NO_CACHE).redirect(`${canonical}${url.search}`, 308);
    try {
      // The visitor's bucket chooses between a remote's canary and its current version, and stays theirs.
      const known = bucketFromCookie(request.headers.cookie);
      const bucket = known ?? crypto.randomInt(BUCKETS);
      const { answer, bucketed } = await pages(url, bucket);
      if (bucketed) {
        reply.header('Vary', 'Accept-Encoding, Cookie');
        if (known === undefined) reply.header('Set-Cookie', bucketCookie(bucket, config.siteUrl.startsWith('https:')));
      }
      return sendPage(request, reply, answer, bucketed);
    } catch (error) {
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
  }

  app.get('/healthz', async (_request, reply) => reply.header('Cache-Control', CACHE_NO_CACHE).send({ status: 'ok' }));
  // Ready while it takes new requests; a server that is stopping says so, so the balancer sends them elsewhere.
  // Ready while it can serve; `details` says which release of each signed remote it serves and the last one it
  // refused, the versions of each remote it has loaded, its memory (decision 046) and the pages it has rendered.
  app.get('/readyz', async (_request, reply) => {
    const { rss, heapUsed } = process.memoryUsage();
    const mb = (bytes: number | undefined) => (bytes === undefined ? null : Math.round(bytes / 1024 / 1024));
    const details = {
      releases: releases.trust(),
      loaded: modules.loaded(),
      memory: { rssMb: mb(rss), heapMb: mb(heapUsed), heapFloorMb: mb(heapFloor()) },
      renders: pages.renders(),
    };
    return reply
      .code(closing ? 503 : 200)
      .header('Cache-Control', CACHE_NO_CACHE)
      .type('application/json; charset=utf-8')
      .send(JSON.stringify({ status: closing ? 'stopping' : 'ready', details }));
  });
  app.get('/runtime-config.json', async (_request, reply) =>
    reply
      .header('Cache-Control', CACHE_NO_CACHE)
      .type('application/json; charset=utf-8')
      .send(serializeForScript(config)),
  );
  app.get('/robots.txt', async (_request, reply) =>
    reply.header('Cache-Control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(robotsTxt(config)),
  );
  // The site's search entries, for the header's search: each mall remote's search-index.json of the visitor's releases.
  app.get(SEARCH_INDEX_API, async (request, reply) => {
    const { releases: current, bucketed } = await releases.all(bucketFromCookie(request.headers.cookie) ?? BUCKETS - 1);
    if (bucketed) reply.header('Vary', 'Cookie');
    // A front's cache holds it no longer than a page: a release's entries reach it with its pages.
    return reply
      .header('Cache-Control', `public, max-age=60, s-maxage=${Math.min(60, settings.pageSharedMaxAgeS)}`)
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(await searchEntries(current)));
  });
  // It lists the pages of the remotes' releases: a front's cache holds it as it holds a page.
  app.get('/sitemap.xml', async (_request, reply) =>
    reply
      .header('Cache-Control', pageCacheControl({ status: 200 }, Date.now(), sharedCaching))
      .type('application/xml; charset=utf-8')
      .send(await sitemap()),
  );

  // The service worker, what it keeps of a mall, and the web app manifest (decision 045).
  registerServiceWorker(app, {
    config,
    releases,
    mallPaths: createMallPaths({ releases, modules, log: app.log }),
    distDir: settings.distDir,
  });

  // The shell's own files: each file of the build is a route of its own, served pre-compressed as the browser accepts.
  await app.register(fastifyStatic, {
    root: settings.distDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    globIgnore: [
      '**/server/**',
      '**/sw/**',
      '**/index.html*',
      '**/client-assets.json*',
      '**/*.map',
      '**/*.LICENSE.txt',
      '**/mf-stats.json*',
    ],
    setHeaders: (response, file) =>
      response.setHeader('Cache-Control', isContentHashed(path.basename(file)) ? CACHE_IMMUTABLE : CACHE_NO_CACHE),
  });

  // Every other GET is a page of the site (the route tree decides which, and answers 404 for the rest).
  app.get('/*', (request, reply) => answerPage(request, reply));

  app.setNotFoundHandler((request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD') return answerPage(request, reply);
    return reply.code(405).header('Allow', 'GET, HEAD').type('text/plain; charset=utf-8').send('Method not allowed');
  });
  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ error: error.stack }, 'the request failed');
    return reply
      .code(status)
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', CACHE_NO_CACHE)
      .send(status >= 500 ? 'The server failed to answer. Please try again.' : 'Bad request');
  });
  return app;
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

/** A plain page in the brand's style: a heading, a sentence and a link. */
function plainDocument(shellAssets: ShellAssets, title: string, text: string, link: string): string {
  const styles = shellAssets.styles.map((href) => `<link rel="stylesheet" href="${href}">`).join('');
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} | Global Foyer Mall</title>${styles}</head><body><main id="main-content"><h1>${title}</h1><p>${text}</p><p>${link}</p></main></body></html>`;
}

/** What a visitor sees when the server itself fails to render a page: the brand's style, a plain sentence and the way home. */
function errorDocument(shellAssets: ShellAssets): string {
  return plainDocument(
    shellAssets,
    'Something went wrong on our side',
    'This page could not be shown. Please try again in a moment.',
    '<a href="/">Go to the home page</a>',
  );
}

/** What a visitor sees when the server has more pages to render than it can (decision 046): a moment's wait, then again. */
function busyDocument(shellAssets: ShellAssets): string {
  return plainDocument(
    shellAssets,
    'The site is busy',
    'Too many pages were asked for at once. Please try again in a moment.',
    '<a href="">Try again</a>',
  );
}
