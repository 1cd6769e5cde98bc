import http, { type IncomingMessage, type ServerResponse } from 'node:http';

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

export function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'Content-Type': 'application/json; charset=UTF-8', ...headers });
  response.end(JSON.stringify(body));
}

function matches(route: Route, method: string, pathname: string): boolean {
  if (route.method !== method) return false;
  return route.path.endsWith('/') ? pathname.startsWith(route.path) : pathname === route.path;
}

export function createServicesServer(routes: readonly Route[]): http.Server {
  return http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const method = request.method ?? 'GET';
    const route = routes.find((candidate) => matches(candidate, method === 'HEAD' ? 'GET' : method, url.pathname));
    if (!route) {
      sendJson(response, 404, { code: 'rest_no_route', message: 'No route was found matching the URL and request method.', data: { status: 404 } });
      return;
    }
    Promise.resolve(route.handler(request, response, url)).catch((error: unknown) => {
      console.error('Services: a request failed:', error);
      if (!response.headersSent) sendJson(response, 500, { code: 'internal_error', message: 'The service failed to answer.' });
      else response.end();
    });
  });
}

export const healthRoute: Route = {
  method: 'GET',
  path: '/health',
  handler: (_request, response) => sendJson(response, 200, { status: 'ok' }, { 'Access-Control-Allow-Origin': '*' }),
};
