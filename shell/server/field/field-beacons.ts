import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import type { Registry } from 'prom-client';
import { seedFromCookie } from '@gfm/release/bands';
import type { RemoteName } from '@gfm/shared/config/runtime-config';
import { FIELD_BEACON_PATH } from '../../src/field/field-beacon-body';
import { AddressLimiter } from './address-limiter';
import { checkBeacon, type FieldCatalog } from './beacon-check';
import { createFieldMetrics, type FieldMetrics } from './field-metrics';

/** The largest beacon read: one page view's is about 300 bytes. */
export const BEACON_MAX_BYTES = 4096;

export interface FieldBeaconsOptions {
  /** Where the field series go (the shell's registry; a test's own). */
  registry: Registry;
  /** The field series, when made before (to start a version's series as the shell first serves it). */
  metrics?: FieldMetrics;
  catalog: FieldCatalog;
  /** Beacons per address and window (a fixed-size map of addresses). */
  limiter?: AddressLimiter;
  /** The address a beacon is limited under (Fastify's `request.ip`: the socket's, unless a proxy is trusted). */
  clientOf?: (request: FastifyRequest) => string;
  /** The visitor a beacon speaks for: their seed (the `gfm_seed` cookie by default); none, no visitor counted. */
  visitorOf?: (request: FastifyRequest) => string | undefined;
  /** The stage a remote is at (its release pointer): a visitor counts once a stage. */
  stageOf?: (remote: RemoteName) => string;
}

/**
 * `POST /api/vitals`: each page view's field beacon (decision 057). Refused
 * before it is read when its address sent too many (429) or it is too large
 * (413); then only `text/plain` (what `sendBeacon` sends a string as) or
 * `application/json` is read (else 415), checked (beacon-check.ts; 400 when
 * malformed) and counted: its page view, and its visitor once a stage per
 * remote version (decision 076). Every answer is counted in
 * `gfm_beacons_total`; a refused beacon is not kept at all, an accepted one
 * only as counts (and its seed in the bounded map of recent visitors).
 */
export async function registerFieldBeacons(
  app: FastifyInstance,
  {
    registry,
    metrics = createFieldMetrics(registry),
    catalog,
    limiter = new AddressLimiter(),
    clientOf = (request) => request.ip,
    visitorOf = (request) => seedFromCookie(request.headers.cookie),
    stageOf = () => '',
  }: FieldBeaconsOptions,
) {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      ['text/plain', 'application/json'],
      { parseAs: 'string', bodyLimit: BEACON_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
    scope.setErrorHandler((error: FastifyError, _request, reply) => {
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
      metrics.beacon(status === 413 ? 'oversized' : 'malformed');
      return reply
        .code(status)
        .header('Cache-Control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send(error.message);
    });
    scope.post(FIELD_BEACON_PATH, {
      // Before the body is read: a flood costs the server as little as it can.
      onRequest: async (request, reply) => {
        if (limiter.take(clientOf(request))) return;
        metrics.beacon('flood');
        return reply.code(429).header('Retry-After', '10').header('Cache-Control', 'no-store').send();
      },
      handler: async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        const type = String(request.headers['content-type'] ?? '')
          .split(';')[0]
          ?.trim()
          .toLowerCase();
        if (typeof request.body !== 'string' || (type !== 'text/plain' && type !== 'application/json')) {
          metrics.beacon('malformed');
          return reply.code(415).send();
        }
        const checked = checkBeacon(request.body, catalog);
        if (!checked.ok) {
          metrics.beacon('malformed');
          return reply.code(400).type('text/plain; charset=utf-8').send(`Malformed beacon: ${checked.reason}`);
        }
        const seed = visitorOf(request);
        metrics.record(checked.beacon, seed === undefined ? undefined : { seed, address: clientOf(request), stageOf });
        metrics.beacon('accepted');
        return reply.code(204).send();
      },
    });
  });
}
