import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  childSpan,
  formatTraceparent,
  parseTraceparent,
  TRACEPARENT,
  type TraceContext,
} from '@gfm/shared/tracing/trace-context';

interface RequestTrace {
  trace: TraceContext;
  /** Our span, as a header: written once, for the log line and what the server sends on. */
  header: string;
  /** The `traceparent` the request came with, when it was valid. */
  parent?: string;
}

/** Each request's span (a WeakMap: nothing is added to Fastify's request). */
const traces = new WeakMap<FastifyRequest, RequestTrace>();

/**
 * Each request's span in a W3C trace: a child of the `traceparent` it came
 * with, or the first of a new trace when it came with none or an invalid one
 * (what a client sends is never passed on or logged as it came).
 */
export function registerRequestTrace(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    const received = parseTraceparent(request.headers[TRACEPARENT]);
    const trace = childSpan(received);
    traces.set(request, {
      trace,
      header: formatTraceparent(trace),
      ...(received ? { parent: formatTraceparent(received) } : {}),
    });
  });
}

/** The request's own span, as a `traceparent` header: what the server sends on (WordPress) and logs. */
export function traceparentOf(request: FastifyRequest): string | undefined {
  return traces.get(request)?.header;
}

/** The request's trace id, its span and (when it came with a valid one) its parent, for its log line. */
export function traceOf(request: FastifyRequest): { traceId?: string; traceparent?: string; parent?: string } {
  const found = traces.get(request);
  if (!found) return {};
  return {
    traceId: found.trace.traceId,
    traceparent: found.header,
    ...(found.parent ? { parent: found.parent } : {}),
  };
}
