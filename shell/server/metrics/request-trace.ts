import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  childSpan,
  formatTraceparent,
  parseTraceparent,
  TRACEPARENT,
  type TraceContext,
} from '@gfm/shared/tracing/trace-context';

const traces = new WeakMap<FastifyRequest, TraceContext>();

/**
 * Each request's span in a W3C trace: a child of the `traceparent` it came
 * with, or the first of a new trace when it came with none or an invalid one
 * (what a visitor sends is never passed on or logged as it came).
 */
export function registerRequestTrace(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    traces.set(request, childSpan(parseTraceparent(request.headers[TRACEPARENT])));
  });
}

/** The request's own span, as a `traceparent` header: what the server sends on (WordPress) and logs. */
export function traceparentOf(request: FastifyRequest): string | undefined {
  const trace = traces.get(request);
  return trace ? formatTraceparent(trace) : undefined;
}

/** The request's trace id and span, for its log line. */
export function traceOf(request: FastifyRequest): { traceId?: string; traceparent?: string } {
  const trace = traces.get(request);
  return trace ? { traceId: trace.traceId, traceparent: formatTraceparent(trace) } : {};
}
