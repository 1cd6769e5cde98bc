import type { FastifyInstance } from 'fastify';
import type { RemoteReleases } from '../releases/remote-releases';
import { CANARIES_HEADER, CANARIES_PATH, canariesHeader } from '../releases/canary-visitors';

/**
 * Which canaries are out, for the front (decision 058): each remote with one
 * and the step of the ladder it reaches, in `X-Gfm-Canaries`. The front asks
 * before each page (an `auth_request` it keeps 2 s), decides from the
 * visitor's seed which of them the visitor gets, and keys its cache by it.
 * Not reachable through the front (its location is `internal`).
 */
export function registerCanariesRoute(app: FastifyInstance, releases: RemoteReleases) {
  app.get(CANARIES_PATH, async (_request, reply) =>
    reply
      .header(CANARIES_HEADER, canariesHeader(await releases.canaries()))
      .header('Cache-Control', 'max-age=2')
      .type('text/plain; charset=utf-8')
      .send(''),
  );
}
