import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import { routeOf } from './server';

export const METRICS_PATH = '/metrics';

/** What an enquiry's answer means, by its status (collector.ts); anything else is `other`. */
const ENQUIRY_OUTCOMES: Readonly<Record<number, string>> = {
  200: 'duplicate',
  201: 'stored',
  303: 'stored',
  400: 'invalid',
  403: 'forbidden-origin',
  413: 'oversized',
  415: 'invalid',
  422: 'invalid',
  429: 'rate-limited',
  500: 'failed',
};
const STATUS_CLASSES = ['1xx', '2xx', '3xx', '4xx', '5xx'];
/** Seconds, as the shell's (its p99 target is 50 ms; a store write is a few). */
const DURATION_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/**
 * The services' metrics, served at `/metrics` (for Prometheus on the
 * servers' network: the public front never passes it on, deploy/nginx):
 * answers by route (the route's registered path, never the raw one: a path
 * no route has is `not-found`) and status class with their time, enquiries
 * by outcome, and Node's own metrics.
 */
export function registerServicesMetrics(app: FastifyInstance, registry = new Registry()) {
  const registers = [registry];
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'gfm_http_requests_total',
    help: 'Answers sent, by route and status class.',
    labelNames: ['route', 'status_class'] as const,
    registers,
  });
  const duration = new Histogram({
    name: 'gfm_http_request_duration_seconds',
    help: 'Time from a request to its answer, by route.',
    labelNames: ['route'] as const,
    buckets: DURATION_BUCKETS,
    registers,
  });
  const enquiries = new Counter({
    name: 'gfm_enquiries_total',
    help: 'Enquiries sent to the collector, by outcome.',
    labelNames: ['outcome'] as const,
    registers,
  });

  app.addHook('onResponse', async (request, reply) => {
    const route = routeOf(request);
    const status = reply.statusCode;
    requests.inc({ route, status_class: STATUS_CLASSES[Math.floor(status / 100) - 1] ?? 'other' });
    duration.observe({ route }, reply.elapsedTime / 1000);
    if (route === '/api/enquiries' && request.method === 'POST')
      enquiries.inc({ outcome: ENQUIRY_OUTCOMES[status] ?? (status >= 500 ? 'failed' : 'other') });
  });
  // Prometheus's scrapes are not logged.
  app.get(METRICS_PATH, { logLevel: 'silent' }, async (_request, reply) => {
    const text = await registry.metrics();
    return reply.type(registry.contentType).header('Cache-Control', 'no-store').send(text);
  });
  return registry;
}
