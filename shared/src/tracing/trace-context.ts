/**
 * W3C Trace Context (https://www.w3.org/TR/trace-context/): the
 * `traceparent` header that ties one visitor's request to what the servers
 * do for it. `00-<trace id: 32 hex>-<parent id: 16 hex>-<flags: 2 hex>`,
 * lower-case; an id of all zeros is invalid, and so is version `ff`.
 */
export interface TraceContext {
  traceId: string;
  /** The span that sent (or, for our own, makes) the request. */
  spanId: string;
  /** `01` when the trace is sampled. */
  flags: string;
}

export const TRACEPARENT = 'traceparent';

const VERSION_00 = /^00-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})$/;
// A later version may add fields after these four (the spec's rule for versions it does not know).
const LATER_VERSION = /^([0-9a-f]{2})-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})(?:-.*)?$/;
const ZEROS = /^0+$/;
/** Longer than any version 00 header with room for a later version's fields; a longer value is not read at all. */
const MAX_LENGTH = 512;

/** The trace context a request names, or undefined when it names none or an invalid one (never echoed raw). */
export function parseTraceparent(header: string | readonly string[] | undefined): TraceContext | undefined {
  // Two headers are ambiguous, which the spec says to treat as none.
  if (typeof header !== 'string' || header.length > MAX_LENGTH) return undefined;
  const value = header.trim();
  const v00 = VERSION_00.exec(value);
  const later = v00 ? undefined : LATER_VERSION.exec(value);
  if (later && (later[1] === '00' || later[1] === 'ff')) return undefined;
  const [traceId, spanId, flags] = v00 ? v00.slice(1) : later ? later.slice(2, 5) : [];
  if (!traceId || !spanId || !flags || ZEROS.test(traceId) || ZEROS.test(spanId)) return undefined;
  return { traceId, spanId, flags };
}

/** Each byte's two hex digits, made once. */
const HEX = Array.from({ length: 256 }, (_, value) => value.toString(16).padStart(2, '0'));
/** Random bytes drawn 4 KB at a time: one call to the system's generator serves about 170 requests' ids. */
let pool = new Uint8Array(0);
let used = 0;

function randomHex(bytes: number): string {
  if (used + bytes > pool.length) {
    pool = globalThis.crypto.getRandomValues(new Uint8Array(4096));
    used = 0;
  }
  let hex = '';
  for (let index = used; index < used + bytes; index += 1) hex += HEX[pool[index] as number];
  used += bytes;
  // Sixteen random bytes are all zero about never; the spec forbids it, so it is checked anyway.
  return ZEROS.test(hex) ? randomHex(bytes) : hex;
}

/** A span of our own in the trace a request named, or in a new trace when it named none (sampled: flags `01`). */
export function childSpan(parent: TraceContext | undefined): TraceContext {
  return parent
    ? { traceId: parent.traceId, spanId: randomHex(8), flags: parent.flags }
    : { traceId: randomHex(16), spanId: randomHex(8), flags: '01' };
}

/** The `traceparent` header that names a span (always version 00: the one we write). */
export function formatTraceparent({ traceId, spanId, flags }: TraceContext): string {
  return `00-${traceId}-${spanId}-${flags}`;
}
