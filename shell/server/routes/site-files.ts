import type { FastifyInstance } from 'fastify';
import { serializeForScript, type RuntimeConfig } from '@gfm/shared/config/runtime-config';
import type { SearchEntry } from '@gfm/shared/features/search';
import { SEARCH_INDEX_API } from '@gfm/shared/routing/load-context';
import { canaryVisitor } from '../releases/canary-visitors';
import type { SeedIssuer } from '../seeds/seed-issuer';
import type { createRemoteReleases } from '../releases/remote-releases';
import type { Releases } from '../releases/remote-release';
import { pageCacheControl, type SharedCaching } from '../render/page-cache-control';
import { robotsTxt } from '../site/sitemap';
import { CACHE_NO_CACHE } from './cache-headers';

export interface SiteFilesOptions {
  config: RuntimeConfig;
  releases: ReturnType<typeof createRemoteReleases>;
  searchEntries: (releases: Releases) => Promise<SearchEntry[]>;
  sitemap: () => Promise<string>;
  sharedCaching: SharedCaching;
  /** Visitors' seeds, read to choose the search entries of their canaries when no front decided. */
  seeds: SeedIssuer;
}

/** The site's own files that are no page: its run-time configuration, robots.txt, search entries and sitemap. */
export function registerSiteFiles(
  app: FastifyInstance,
  { config, releases, searchEntries, sitemap, sharedCaching, seeds }: SiteFilesOptions,
) {
  app.get('/runtime-config.json', async (_request, reply) =>
    reply
      .header('Cache-Control', CACHE_NO_CACHE)
      .type('application/json; charset=utf-8')
      .send(serializeForScript(config)),
  );
  app.get('/robots.txt', async (_request, reply) =>
    reply.header('Cache-Control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(robotsTxt(config)),
  );
  // The site's search entries, for the header's search: each mall remote's search-index.json of the visitor's releases.
  app.get(SEARCH_INDEX_API, async (request, reply) => {
    const visitor = canaryVisitor(request.headers, 'current', seeds);
    const { releases: current, canaryOut } = await releases.all(visitor);
    // Decided by the front, it is in the front's key (decision 058); decided here, it is the visitor's own.
    if (canaryOut && visitor.decidedBy !== 'front') reply.header('Vary', 'Cookie');
    // A front's cache holds it no longer than a page: a release's entries reach it with its pages.
    return reply
      .header('Cache-Control', `public, max-age=60, s-maxage=${Math.min(60, sharedCaching.sharedMaxAgeS)}`)
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(await searchEntries(current)));
  });
  // It lists the pages of the remotes' releases: a front's cache holds it as it holds a page.
  app.get('/sitemap.xml', async (_request, reply) =>
    reply
      .header('Cache-Control', pageCacheControl({ status: 200 }, Date.now(), sharedCaching))
      .type('application/xml; charset=utf-8')
      .send(await sitemap()),
  );
}
