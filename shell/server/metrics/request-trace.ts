/** Each request's W3C trace, kept by the server factory (server-kit): what the page route sends on to WordPress. */
export { registerRequestTrace, traceOf, traceparentOf } from '@gfm/server-kit/request-trace';
