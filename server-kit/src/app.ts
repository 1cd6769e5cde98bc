import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { createServer, parseTarget, type LogLevel, type ServerAnswers } from './server';

/**
 * The services' server (the enquiry collector, the operators' page, the
 * stand-ins): the server factory with the services' answers, in the shape
 * of WordPress's REST API, whose stand-in shares the port.
 */

export function sendJson(reply: FastifyReply, status: number, body: unknown, headers: Record<string, string> = {}) {
  return reply.code(status).headers(headers).type('application/json; charset=UTF-8').send(JSON.stringify(body));
}

/** A page for a person rather than a program: the collector's answer to a form sent without JavaScript. */
export function sendHtml(reply: FastifyReply, status: number, html: string, headers: Record<string, string> = {}) {
  return reply.code(status).headers(headers).type('text/html; charset=utf-8').send(html);
}

/** The request's path and query, as a URL (its target is a path: the server answered any other 400). */
export function targetOf(request: FastifyRequest): URL {
  return parseTarget(request.url) ?? new URL('http://localhost/');
}

export const servicesAnswers: ServerAnswers = {
  notFound: (_request, reply) =>
    sendJson(reply, 404, {
      code: 'rest_no_route',
      message: 'No route was found matching the URL and request method.',
      data: { status: 404 },
    }),
  badRequest: (request, reply, status) =>
    sendJson(reply, status, {
      code: 'rest_invalid_request',
      message: parseTarget(request.url) ? 'The request cannot be read.' : 'The request target is not a path.',
      data: { status },
    }),
  failed: (_request, reply) =>
    sendJson(reply, 500, { code: 'internal_error', message: 'The service failed to answer.' }),
};

export interface ServicesAppOptions {
  logLevel?: LogLevel;
  logStream?: { write(line: string): void };
}

/** The services' server with `plugins`' routes, each in a context of its own (its body parsers, its error answers). */
export function createServicesApp(
  plugins: readonly FastifyPluginAsync[],
  { logLevel = 'info', logStream }: ServicesAppOptions = {},
): FastifyInstance {
  const app = createServer({ logLevel, answers: servicesAnswers, ...(logStream ? { logStream } : {}) });
  for (const plugin of plugins) void app.register(plugin);
  return app;
}

/** `/health`, for the balancer; its answers are not logged. */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/health', { logLevel: 'silent' }, (_request, reply) =>
    sendJson(reply, 200, { status: 'ok' }, { 'Access-Control-Allow-Origin': '*' }),
  );
};
