import type { FastifyInstance } from 'fastify';
import type { ReleaseFiles } from '../releases/release-files';
import type { createRemoteReleases } from '../releases/remote-releases';
import type { createServerModules } from '../releases/server-modules';
import type { createPages } from '../render/pages';
import { CACHE_NO_CACHE } from './cache-headers';

export interface HealthOptions {
  releases: ReturnType<typeof createRemoteReleases>;
  /** The remotes' files the server checks itself (style sheets, search indexes), and those it refused. */
  releaseFiles: ReleaseFiles;
  modules: ReturnType<typeof createServerModules>;
  pages: ReturnType<typeof createPages>;
  /** The lowest heap of the last minute, in bytes: about what is alive (memory-watch.ts). */
  heapFloor: () => number | undefined;
}

/** `/healthz` (the process answers) and `/readyz` (it takes new requests, and what it serves). */
export function registerHealth(
  app: FastifyInstance,
  { releases, releaseFiles, modules, pages, heapFloor }: HealthOptions,
) {
  let closing = false;
  app.addHook('onClose', async () => {
    closing = true;
  });
  app.get('/healthz', async (_request, reply) => reply.header('Cache-Control', CACHE_NO_CACHE).send({ status: 'ok' }));
  // Ready while it takes new requests; a server that is stopping says so, so the balancer sends them elsewhere.
  // Ready while it can serve; `details` says which release of each signed remote it serves and the last one it
  // refused, the versions of each remote it has loaded, its memory (decision 046) and the pages it has rendered;
  // `refusedFiles`, the files of releases the pointers name that it refused, each with the version whose copy
  // stands in (decision 059). A refused file does not make it unready: every server would refuse the same file.
  app.get('/readyz', async (_request, reply) => {
    const { rss, heapUsed } = process.memoryUsage();
    const mb = (bytes: number | undefined) => (bytes === undefined ? null : Math.round(bytes / 1024 / 1024));
    const details = {
      releases: releases.trust(),
      refusedFiles: releaseFiles.refusals((remote) => releases.named(remote)),
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
