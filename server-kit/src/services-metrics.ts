import type { IncomingMessage, ServerResponse } from 'node:http';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import { childSpan, formatTraceparent, parseTraceparent, TRACEPARENT } from '@gfm/shared/tracing/trace-context';
import type { Route } from './app';

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
/** Answers nobody needs a log line for: the balancer's and Prometheus's own requests. */
const UNLOGGED = new Set(['/health', METRICS_PATH]);

/**
 * The services' metrics and request log, served at `/metrics`: answers by
 * route (the route's registered path, never the raw one: a path no route
 * has is `not-found`) and status class with their time, enquiries by
 * outcome, and Node's own metrics. Each answer is logged as one JSON line
 * with its W3C trace: the `traceparent` it came with when it is valid (the
 * shell's, or a browser's), else a new trace.
 */
export function createServicesMetrics() {
  const registry = new Registry();
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

  return {
    registry,
    route: {
      method: 'GET',
      path: METRICS_PATH,
      handler: async (_request, response) => {
        const text = await registry.metrics();
        response.writeHead(200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' });
        response.end(text);
      },
    } satisfies Route,
    /** Counts and logs an answer when it is sent; `route` is the matched route's path, or a fixed name. */
    observe(request: IncomingMessage, response: ServerResponse, route: string) {
      const started = performance.now();
      const received = parseTraceparent(request.headers[TRACEPARENT]);
      const span = childSpan(received);
      response.once('finish', () => {
        const seconds = (performance.now() - started) / 1000;
        const status = response.statusCode;
        requests.inc({ route, status_class: STATUS_CLASSES[Math.floor(status / 100) - 1] ?? 'other' });
        duration.observe({ route }, seconds);
        if (route === '/api/enquiries' && request.method === 'POST')
          enquiries.inc({ outcome: ENQUIRY_OUTCOMES[status] ?? (status >= 500 ? 'failed' : 'other') });
        if (UNLOGGED.has(route)) return;
        console.log(
          JSON.stringify({
            time: Date.now(),
            method: request.method,
            route,
            status,
            ms: Math.round(seconds * 1000),
            traceId: span.traceId,
            traceparent: formatTraceparent(span),
            // What the caller sent, only when it was a valid header: a broken one is never written out as it came.
            ...(received ? { parent: formatTraceparent(received) } : {}),
          }),
        );
      });
    },
  };
}

export type ServicesMetrics = ReturnType<typeof createServicesMetrics>;
