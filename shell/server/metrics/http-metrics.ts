import type { FastifyInstance } from 'fastify';
import { Counter, Histogram, type Registry } from 'prom-client';
import { BoundedLabels, statusClass } from './bounded-labels';
import { FIXED_ROUTE_IDS, routeIdOf } from './route-ids';

/** Route ids counted at most: the site's pages and the server's own routes are far fewer (a release that grew past it counts the rest as `other`). */
const MAX_ROUTE_IDS = 300;

/** Seconds; the edges around the target (p99 ≤ 50 ms) and a render's deadline (4 s). */
export const HTTP_DURATION_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/**
 * `gfm_http_requests_total{route,status_class}` and
 * `gfm_http_request_duration_seconds{route}`, counted when each answer is
 * sent. The route label is a route id from a known set (route-ids.ts): the
 * server's registered route patterns and the page route ids of the route
 * tree; a path a visitor types is its 404 route, so no visitor can add a
 * series, and past `MAX_ROUTE_IDS` (a last guard) any new id is `other`.
 */
export function registerHttpMetrics(app: FastifyInstance, registry: Registry) {
  const routes = new BoundedLabels(MAX_ROUTE_IDS, Object.values(FIXED_ROUTE_IDS));
  const requests = new Counter({
    name: 'gfm_http_requests_total',
    help: 'Answers sent, by route id and status class.',
    labelNames: ['route', 'status_class'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'gfm_http_request_duration_seconds',
    help: 'Time from a request to its answer, by route id.',
    labelNames: ['route'] as const,
    buckets: HTTP_DURATION_BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    // Every id routeIdOf gives is the server's own (never a path), so it is admitted; the bound is a last guard.
    const route = routes.admit(routeIdOf(request));
    requests.inc({ route, status_class: statusClass(reply.statusCode) });
    duration.observe({ route }, reply.elapsedTime / 1000);
  });
}
