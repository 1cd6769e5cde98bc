import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  childSpan,
  formatTraceparent,
  parseTraceparent,
  TRACEPARENT,
  type TraceContext,
} from '@gfm/shared/tracing/trace-context';

/** Each request's span, and its header (written once: the page route and the log line both read it). */
const traces = new WeakMap<FastifyRequest, { trace: TraceContext; header: string }>();

/**
 * Each request's span in a W3C trace: a child of the `traceparent` it came
 * with, or the first of a new trace when it came with none or an invalid one
 * (what a visitor sends is never passed on or logged as it came).
 */
export function registerRequestTrace(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    const trace = childSpan(parseTraceparent(request.headers[TRACEPARENT]));
    traces.set(request, { trace, header: formatTraceparent(trace) });
  });
}

/** The request's own span, as a `traceparent` header: what the server sends on (WordPress) and logs. */
export function traceparentOf(request: FastifyRequest): string | undefined {
  return traces.get(request)?.header;
}

/** The request's trace id and span, for its log line. */
export function traceOf(request: FastifyRequest): { traceId?: string; traceparent?: string } {
  const found = traces.get(request);
  return found ? { traceId: found.trace.traceId, traceparent: found.header } : {};
}
