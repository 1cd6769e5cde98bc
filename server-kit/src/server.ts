import crypto from 'node:crypto';
import type { Duplex } from 'node:stream';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { registerRequestTrace, traceOf } from './request-trace';

/**
 * The one server factory (docs/decisions/080): every HTTP server of ours is
 * Fastify with these limits, this log and these error answers; each says
 * only what its answers look like (`ServerAnswers`) and adds its routes.
 */

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** A slow or endless request is cut off; what a client can make a server read is bounded. */
export const SERVER_LIMITS = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 15_000,
  connectionTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  /** A request body, unless a route says otherwise (a form's enquiry). */
  bodyBytes: 16 * 1024,
} as const;

type Answer = (request: FastifyRequest, reply: FastifyReply) => unknown;

/** What each server's answers look like: its 404, its 4xx, its 500. */
export interface ServerAnswers {
  /** A path, or a method on a path, that no route has. */
  notFound: Answer;
  /** A request the server does not take (a target that is not a path, a body it refuses), with its 4xx status. */
  badRequest: (request: FastifyRequest, reply: FastifyReply, status: number) => unknown;
  /** The server's own fault, already logged. */
  failed: Answer;
  /** A path the router cannot read (a broken percent-escape): the 404 unless the server reads it itself. */
  unreadablePath?: Answer;
}

export interface ServerOptions {
  logLevel: LogLevel;
  answers: ServerAnswers;
  /** The proxies whose `X-Forwarded-For` names the client (proxy-addr's syntax); none: the connection's address. */
  trustedProxies?: readonly string[];
  /**
   * A request target that is neither a path nor an absolute http(s) URL
   * (`*`, `GET gfm43`) is answered `badRequest` 400 (true), or left to the
   * routes and `notFound` (the shell answers every target with a page).
   */
  pathTargetsOnly?: boolean;
  /** `/a/` finds the route of `/a` (the shell's: its pages answer both). */
  ignoreTrailingSlash?: boolean;
  /** Where the log goes: standard output, or (a test) a stream of its own. */
  logStream?: { write(line: string): void };
}

/**
 * The path and query of a request target; undefined when it is not a path
 * or an absolute http(s) URL. Parsed on its own: `new URL('//[', base)`
 * reads a host and throws.
 */
export function parseTarget(target = ''): URL | undefined {
  try {
    if (target.startsWith('/')) return new URL(`http://localhost${target}`);
    if (/^https?:\/\//i.test(target)) return new URL(target);
  } catch {
    return undefined;
  }
  return undefined;
}

/** Requests answered 400 before routing: their target is not a path. */
const refusedTargets = new WeakSet<FastifyRequest>();

/**
 * The route a request took, as its registered pattern (a prefix route's
 * `/uploads/*` as `/uploads/`); `not-found` when none, `bad-request` when its
 * target was not a path. Never the raw path: a metrics label from it is bounded.
 */
export function routeOf(request: FastifyRequest): string {
  if (refusedTargets.has(request)) return 'bad-request';
  const url = request.routeOptions.url;
  if (url === undefined) return 'not-found';
  return url.endsWith('/*') ? url.slice(0, -1) : url;
}

export function createServer({
  logLevel,
  answers,
  trustedProxies = [],
  pathTargetsOnly = true,
  ignoreTrailingSlash = false,
  logStream,
}: ServerOptions): FastifyInstance {
  const app = Fastify({
    logger: { level: logLevel, ...(logStream ? { stream: logStream } : {}) },
    // Behind a proxy, the client's address is the one it forwards.
    ...(trustedProxies.length > 0 ? { trustProxy: [...trustedProxies] } : {}),
    // One line per answer (the onResponse hook below) instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
    connectionTimeout: SERVER_LIMITS.connectionTimeoutMs,
    requestTimeout: SERVER_LIMITS.requestTimeoutMs,
    keepAliveTimeout: SERVER_LIMITS.keepAliveTimeoutMs,
    bodyLimit: SERVER_LIMITS.bodyBytes,
    // A stopping server still answers what reaches it on an open connection: the front retries only what finds no
    // server (decision 046), so a 503 here would reach the client. New connections are refused, and go elsewhere.
    return503OnClosing: false,
    forceCloseConnections: 'idle',
    // A path as long as Node lets through (its 16 KB of headers) is still read, to answer it.
    routerOptions: { ignoreTrailingSlash, maxParamLength: 16 * 1024 },
    frameworkErrors: (error, request, reply) => {
      const req = request as FastifyRequest;
      const res = reply as FastifyReply;
      if (error.code === 'FST_ERR_BAD_URL' && (!pathTargetsOnly || parseTarget(req.url)))
        void (answers.unreadablePath ?? answers.notFound)(req, res);
      else void answers.badRequest(req, res, 400);
    },
  });
  app.server.headersTimeout = SERVER_LIMITS.headersTimeoutMs;
  // What Node's parser refused (Fastify answers it 400): the operator sees why, and where it began.
  app.server.on('clientError', (error: NodeJS.ErrnoException & { rawPacket?: Buffer }) => {
    if (error.code === 'ECONNRESET' || error.code === 'EPIPE') return;
    app.log.warn(
      { code: error.code, reason: error.message, start: error.rawPacket?.subarray(0, 40).toString('latin1') },
      'a request the server could not read',
    );
  });
  // A CONNECT (a proxy tunnel) is not for this server: without an answer Node drops the connection silently.
  app.server.on('connect', (_request: unknown, socket: Duplex) => {
    socket.on('error', () => undefined);
    socket.end('HTTP/1.1 405 Method Not Allowed\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
  });

  registerRequestTrace(app);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
    if (pathTargetsOnly && !parseTarget(request.url)) {
      refusedTargets.add(request);
      reply.header('Connection', 'close');
      return answers.badRequest(request, reply, 400);
    }
    return undefined;
  });
  // Every answer in one line, with its trace (a route may log nothing: its `logLevel`).
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        url: request.url,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
        ...traceOf(request),
      },
      'answered',
    );
  });
  app.setNotFoundHandler((request, reply) => answers.notFound(request, reply));
  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status < 500) return answers.badRequest(request, reply, status);
    request.log.error({ error: error.stack }, 'the request failed');
    return answers.failed(request, reply);
  });
  return app;
}

/**
 * Listens on `host:port`. A server started right after the last one stopped
 * can find the port still held while that one lets go of it (about 0.6 s):
 * it tries again for ten seconds rather than failing.
 */
export async function listen(app: FastifyInstance, { host, port }: { host: string; port: number }): Promise<string> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await app.listen({ host, port });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || attempt >= 50) throw error;
      if (attempt === 1) app.log.warn({ port }, 'the port is still held; trying again');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}
