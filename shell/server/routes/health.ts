import type { FastifyInstance } from 'fastify';
import type { createRemoteReleases } from '../releases/remote-releases';
import type { createServerModules } from '../releases/server-modules';
import type { createPages } from '../render/pages';
import { CACHE_NO_CACHE } from './cache-headers';

export interface HealthOptions {
  releases: ReturnType<typeof createRemoteReleases>;
  modules: ReturnType<typeof createServerModules>;
  pages: ReturnType<typeof createPages>;
  /** The lowest heap of the last minute, in bytes: about what is alive (memory-watch.ts). */
  heapFloor: () => number | undefined;
}

/** `/healthz` (the process answers) and `/readyz` (it takes new requests, and what it serves). */
export function registerHealth(app: FastifyInstance, { releases, modules, pages, heapFloor }: HealthOptions) {
  let closing = false;
  app.addHook('onClose', async () => {
    closing = true;
  });
  app.get('/healthz', async (_request, reply) => reply.header('Cache-Control', CACHE_NO_CACHE).send({ status: 'ok' }));
  // Ready while it takes new requests; a server that is stopping says so, so the balancer sends them elsewhere.
  // Ready while it can serve; `details` says which release of each signed remote it serves and the last one it
  // refused, the versions of each remote it has loaded, its memory (decision 046) and the pages it has rendered.
  app.get('/readyz', async (_request, reply) => {
    const { rss, heapUsed } = process.memoryUsage();
    const mb = (bytes: number | undefined) => (bytes === undefined ? null : Math.round(bytes / 1024 / 1024));
    const details = {
      releases: releases.trust(),
      loaded: modules.loaded(),
      memory: { rssMb: mb(rss), heapMb: mb(heapUsed), heapFloorMb: mb(heapFloor()) },
      renders: pages.renders(),
    };
    return reply
      .code(closing ? 503 : 200)
      .header('Cache-Control', CACHE_NO_CACHE)
      .type('application/json; charset=utf-8')
      .send(JSON.stringify({ status: closing ? 'stopping' : 'ready', details }));
  });
}
