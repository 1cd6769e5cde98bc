import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { CACHE_IMMUTABLE, CACHE_NO_CACHE, isContentHashed } from './cache-headers';

/** The shell's own files: each file of the build is a route of its own, served pre-compressed as the browser accepts. */
export async function registerShellFiles(app: FastifyInstance, distDir: string) {
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    globIgnore: [
      '**/server/**',
      '**/sw/**',
      '**/index.html*',
      '**/client-assets.json*',
      '**/*.map',
      '**/*.LICENSE.txt',
      '**/mf-stats.json*',
    ],
    // @fastify/static 10 hands setHeaders fastify's reply (9 handed Node's response), after the headers of its own.
    setHeaders: (reply, file) => {
      reply.header('Cache-Control', isContentHashed(path.basename(file)) ? CACHE_IMMUTABLE : CACHE_NO_CACHE);
    },
  });
}
