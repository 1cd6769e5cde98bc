import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import type { Registry } from 'prom-client';
import type { RemoteName } from '@gfm/shared/config/runtime-config';
import { FIELD_BEACON_PATH } from '../../src/field/field-beacon-body';
import { AddressLimiter } from './address-limiter';
import { checkBeacon, type FieldCatalog } from './beacon-check';
import type { BeaconTrust } from './beacon-trust';
import { createFieldMetrics, type FieldMetrics } from './field-metrics';
import { createRefusalMetrics } from './refusal-metrics';

/** The largest beacon read: one page view's is about 300 bytes. */
export const BEACON_MAX_BYTES = 4096;

export interface FieldBeaconsOptions {
  /** Where the field series go (the shell's registry; a test's own). */
  registry: Registry;
  /** The field series, when made before (to start a version's series as the shell first serves it). */
  metrics?: FieldMetrics;
  catalog: FieldCatalog;
  /** Whether a well-formed beacon comes from a visitor the site served those versions (beacon-trust.ts, decision 075). */
  trust: BeaconTrust;
  /** Beacons per address and window (a fixed-size map of addresses). */
  limiter?: AddressLimiter;
  /** The address a beacon is limited under (Fastify's `request.ip`: the socket's, unless a proxy is trusted). */
  clientOf?: (request: FastifyRequest) => string;
  /** The stage a remote is at (its release pointer): a visitor counts once a stage. */
  stageOf?: (remote: RemoteName) => string;
}

/**
 * `POST /api/vitals`: each page view's field beacon (decision 057). Refused
 * before it is read when its address sent too many (429) or it is too large
 * (413); then only `text/plain` (what `sendBeacon` sends a string as) or
 * `application/json` is read (else 415), checked (beacon-check.ts; 400 when
 * malformed), then trusted or not (beacon-trust.ts: 403 for a seed the site
 * did not issue or a version not served to it, 429 past what one address or
 * seed may add; each counted in `gfm_beacons_refused_total`) and counted: its
 * page view, and its visitor once a stage per remote version (decision 076).
 * Every answer is counted in `gfm_beacons_total`; a refused beacon is not kept
 * at all, an accepted one only as counts (and its seed and address in the
 * bounded maps of recent visitors).
 */
export async function registerFieldBeacons(
  app: FastifyInstance,
  {
    registry,
    metrics = createFieldMetrics(registry),
    catalog,
    trust,
    limiter = new AddressLimiter(),
    clientOf = (request) => request.ip,
    stageOf = () => '',
  }: FieldBeaconsOptions,
) {
  const refused = createRefusalMetrics(registry);
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
        const address = clientOf(request);
        const trusted = await trust({
          cookie: request.headers.cookie,
          address,
          versions: checked.beacon.versions,
          owner: checked.beacon.remote,
        });
        if (!trusted.ok) {
          metrics.beacon('refused');
          refused(trusted.reason, trusted.remote);
          const status = ['address-cap', 'seed-cap', 'collected'].includes(trusted.reason) ? 429 : 403;
          return reply.code(status).type('text/plain; charset=utf-8').send(`Not counted: ${trusted.reason}`);
        }
        metrics.record(checked.beacon, { seed: trusted.visitor.seed, address, stageOf });
        metrics.beacon('accepted');
        return reply.code(204).send();
      },
    });
  });
}
