import type { FastifyInstance } from 'fastify';
import { seedValueFromCookie } from '@gfm/release/visitor-seed';
import type { RemoteReleases } from '../releases/remote-releases';
import {
  CANARIES_HEADER,
  CANARIES_PATH,
  canariesHeader,
  SEED_HEADER,
  SEED_REQUEST_HEADER,
} from '../releases/canary-visitors';
import type { SeedIssuer } from '../seeds/seed-issuer';

/**
 * Which canaries are out, for the front (decision 058): each remote with one
 * and the step of the ladder it reaches, in `X-Gfm-Canaries`. The front asks
 * before each page (an `auth_request` it keeps 2 s), decides from the
 * visitor's seed which of them the visitor gets, and keys its cache by it.
 * Not reachable through the front (its location is `internal`).
 *
 * For a visitor without a seed the site signed, the front asks with
 * `X-Gfm-Seed-Request: new` (or `renew`, for a seed under an older key) and
 * keeps nothing: the answer's `X-Gfm-Seed` is the visitor's seed, issued to
 * their address (the front sends it from the one shell that counts that
 * address's new seeds, decision 075), or the same seed signed again.
 */
export function registerCanariesRoute(app: FastifyInstance, releases: RemoteReleases, seeds: SeedIssuer) {
  app.get(CANARIES_PATH, async (request, reply) => {
    const asked = request.headers[SEED_REQUEST_HEADER];
    if (asked === 'new' || asked === 'renew') {
      const value = asked === 'renew' ? seeds.renew(seedValueFromCookie(request.headers.cookie)) : undefined;
      reply.header(SEED_HEADER, value ?? seeds.issue(request.ip)).header('Cache-Control', 'private, no-store');
    } else reply.header('Cache-Control', 'max-age=2');
    return reply
      .header(CANARIES_HEADER, canariesHeader(await releases.canaries()))
      .type('text/plain; charset=utf-8')
      .send('');
  });
}
