import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';

export const METRICS_PATH = '/metrics';

/**
 * `/metrics` in Prometheus's text format, for Prometheus on the servers'
 * own network; the public front never passes it on (front-locations.conf.template).
 */
export function registerMetricsRoute(app: FastifyInstance, registry: Registry) {
  app.get(METRICS_PATH, async (_request, reply) =>
    reply
      .header('Cache-Control', 'no-store')
      .type(registry.contentType)
      .send(await registry.metrics()),
  );
}
