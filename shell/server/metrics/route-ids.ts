import type { FastifyRequest } from 'fastify';

/**
 * The route id a request is counted under, never its raw path: a page's
 * route id in the route tree of the releases it was rendered with (an
 * unknown path is its 404 route: `unknown`, or a mall's `gfm43/not-found`),
 * or, for what is no page, the pattern the server registered it under
 * (`/healthz`, `/assets/*`, `/api/warm/:mall`): both sets are the server's
 * own. The answers given before any route is read have ids of their own.
 */
export const FIXED_ROUTE_IDS = {
  /** A target that cannot be read as a path (a broken request line). */
  badRequest: 'bad-request',
  /** A path with an empty segment, sent to its page without it (before the route tree is read). */
  canonical: 'canonical-redirect',
  /** A method the site does not answer (a POST to a page). */
  methodNotAllowed: 'method-not-allowed',
  /** A page whose render failed before its route was known. */
  failed: 'render-error',
  /** Anything answered before a route was chosen (a request Fastify itself refused). */
  unrouted: 'unrouted',
} as const;

/** The page route id of a request, set by the page route when it knows it. */
const pageRoutes = new WeakMap<FastifyRequest, string>();

export function setPageRouteId(request: FastifyRequest, routeId: string) {
  pageRoutes.set(request, routeId);
}

/** The route id to count a request under (checked against the known ids by the metrics, see http-metrics.ts). */
export function routeIdOf(request: FastifyRequest): string {
  const page = pageRoutes.get(request);
  if (page !== undefined) return page;
  const registered = request.routeOptions.url;
  // The catch-all for pages and Fastify's 404 handler are answered by the page route, which names the page.
  if (registered === undefined || registered === '/*') return FIXED_ROUTE_IDS.unrouted;
  return registered;
}
