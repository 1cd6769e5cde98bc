import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ServicesMetrics } from './services-metrics';

/**
 * The local services of `npm start` and `npm run serve`, on one port: the
 * WordPress-shaped content service and the enquiry collector (later issues)
 * mount their handlers here.
 */
export type Handler = (request: IncomingMessage, response: ServerResponse, url: URL) => void | Promise<void>;

export interface Route {
  method: string;
  /** Exact path, or a prefix ending in '/'. */
  path: string;
  handler: Handler;
}

export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { 'Content-Type': 'application/json; charset=UTF-8', ...headers });
  response.end(JSON.stringify(body));
}

/** A page for a person rather than a program: the collector's answer to a form sent without JavaScript. */
export function sendHtml(
  response: ServerResponse,
  status: number,
  html: string,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', ...headers });
  response.end(html);
}

function matches(route: Route, method: string, pathname: string): boolean {
  if (route.method !== method) return false;
  return route.path.endsWith('/') ? pathname.startsWith(route.path) : pathname === route.path;
}

/**
 * The path and query of a request target; undefined when the request line is
 * broken. Parsed on its own: `new URL('//[', base)` reads a host and throws.
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

/** Our own fault, never the client's: a 500 if nothing was sent yet, else the answer is cut. */
function failed(response: ServerResponse, error: unknown): void {
  console.error('Services: a request failed:', error);
  if (response.headersSent) response.destroy();
  else sendJson(response, 500, { code: 'internal_error', message: 'The service failed to answer.' });
}

/** `metrics`: each answer counted by route (never its raw path) and logged with its trace. */
export function createServicesServer(routes: readonly Route[], metrics?: ServicesMetrics): http.Server {
  const server = http.createServer((request, response) => {
    const url = parseTarget(request.url);
    if (!url) {
      metrics?.observe(request, response, 'bad-request');
      sendJson(
        response,
        400,
        { code: 'rest_invalid_request', message: 'The request target is not a path.', data: { status: 400 } },
        { Connection: 'close' },
      );
      return;
    }
    const method = request.method ?? 'GET';
    const route = routes.find((candidate) => matches(candidate, method === 'HEAD' ? 'GET' : method, url.pathname));
    metrics?.observe(request, response, route?.path ?? 'not-found');
    if (!route) {
      sendJson(response, 404, {
        code: 'rest_no_route',
        message: 'No route was found matching the URL and request method.',
        data: { status: 404 },
      });
      return;
    }
    // A handler that throws before its first await fails this request only, like one that rejects.
    new Promise<void>((resolve) => resolve(route.handler(request, response, url))).catch((error: unknown) =>
      failed(response, error),
    );
  });
  // A CONNECT (a proxy tunnel) is not for this server: without an answer Node drops the connection silently.
  server.on('connect', (_request: IncomingMessage, socket: Duplex) => {
    socket.on('error', () => undefined);
    socket.end('HTTP/1.1 405 Method Not Allowed\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
  });
  return server;
}

export const healthRoute: Route = {
  method: 'GET',
  path: '/health',
  handler: (_request, response) => sendJson(response, 200, { status: 'ok' }, { 'Access-Control-Allow-Origin': '*' }),
};
