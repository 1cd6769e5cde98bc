import type { KeyObject } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createServer } from '@gfm/server-kit/server';
import { REMOTE_NAMES, type RemoteName, type RuntimeConfig } from '@gfm/shared/config/runtime-config';
import { MALL_EXPOSES, type MallRoutesModule } from '@gfm/shared/contracts/remotes';
import { createBeaconTrust } from './field/beacon-trust';
import { createFieldCatalog, pagesFromModules } from './field/field-catalog';
import { registerFieldBeacons } from './field/field-beacons';
import { createFieldMetrics } from './field/field-metrics';
import { ServedHistory } from './field/served-history';
import { shellVersionOf } from './releases/served-versions';
import type { Registry } from 'prom-client';
import { registerHttpMetrics } from './metrics/http-metrics';
import { registerMetricsRoute } from './metrics/metrics-route';
import { registerReleaseMetrics } from './metrics/release-metrics';
import { createRenderMetrics } from './metrics/render-metrics';
import { FIXED_ROUTE_IDS, setPageRouteId } from './metrics/route-ids';
import { BoundedLabels } from './metrics/bounded-labels';
import { createShellRegistry } from './metrics/shell-registry';
import { createPages, type ShellAssets } from './render/pages';
import { securityHeaders } from './render/security-headers';
import { createRemoteReleases } from './releases/remote-releases';
import { ReleaseFiles } from './releases/release-files';
import { fileSequences } from './releases/release-sequences';
import { fetchText, type RemoteRelease } from './releases/remote-release';
import { createServerModules } from './releases/server-modules';
import { SeedIssuer } from './seeds/seed-issuer';
import { CACHE_NO_CACHE } from './routes/cache-headers';
import { registerHealth } from './routes/health';
import { createServedCounter } from './releases/served-counter';
import { registerCanariesRoute } from './routes/canaries-route';
import { createPageRoute } from './routes/page-route';
import { registerShellFiles } from './routes/shell-files';
import { registerSiteFiles } from './routes/site-files';
import type { ServerSettings } from './settings';
import { registerContactForms } from './enquiry/contact-form';
import { createSearchIndex } from './site/mall-search-entries';
import { registerServiceWorker } from './site/service-worker';
import { createMallPaths, createSitemap } from './site/sitemap';

export interface AppOptions {
  config: RuntimeConfig;
  settings: ServerSettings;
  shellAssets: ShellAssets;
  /** The text of the shell's own style sheets, by address. */
  shellStyles?: Readonly<Record<string, string>>;
  /** Each signed remote's public keys (settings.ts `remoteKeysFromEnv`). */
  remoteKeys?: Partial<Record<RemoteName, readonly KeyObject[]>>;
  /** The lowest heap of the last minute, in bytes: about what is alive (memory-watch.ts), for `/readyz`. */
  heapFloor?: () => number | undefined;
  /** Where the server's metrics are registered (served at `/metrics`); a test passes its own. */
  registry?: Registry;
}

/** Versions named in the metrics at most: a few per remote are loaded at once (decision 056). */
const MAX_VERSION_LABELS = 60;

type PageHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/**
 * The shell's production server (Fastify, decision 028): every page rendered
 * by entry.server with the remotes' server builds, the shell's own files, the
 * run-time configuration, the sitemap and robots.txt, and health checks. Any
 * path that is not a page gets the site's 404 page with status 404, a target
 * that cannot be read at all a 400, and no request ends the process.
 *
 * Each concern is a room of its own, and the rooms import each other one
 * way (decision 051; eslint.config.mjs holds it): releases/ (which release
 * of each remote, and its server code) is the floor; field/ (visitors' field
 * beacons), site/ (sitemap, search entries, service worker) and render/
 * (pages, their caches and limits) stand on it; metrics/ (Prometheus,
 * traces, Server-Timing) observes render/; routes/ (what answers each
 * address) uses them all. This function wires them, and no room imports it.
 */
export async function buildApp({
  config,
  settings,
  shellAssets,
  shellStyles = {},
  remoteKeys = {},
  heapFloor = () => undefined,
  registry = createShellRegistry(),
}: AppOptions) {
  // Bound below, once the pages exist: a path Fastify's router cannot read is still answered as a page.
  let answerPage: PageHandler = async () => undefined;
  const app = createShellServer(settings, (request, reply) => answerPage(request, reply));
  registerSecurityHeaders(app, config);
  registerHttpMetrics(app, registry);
  // The versions in the metrics' labels: those of releases the server took (decision 056).
  const versions = new BoundedLabels(MAX_VERSION_LABELS);

  // Visitors' seeds, signed with the keys the front and the other shells hold (decision 075).
  const seeds = new SeedIssuer({
    ...(settings.seedKeys ? { keys: settings.seedKeys } : {}),
    newSeedsPerAddress: settings.visitorLimits.newSeedsPerAddress,
    newSeedsPerNetwork: settings.visitorLimits.newSeedsPerNetwork,
  });
  if (seeds.ownKeys)
    app.log.warn(
      'no GFM_SEED_KEYS: visitors’ seeds are signed with a key of this process, and count only here until it stops',
    );
  // What each remote's pointers served, and to which seeds: a beacon is checked against it (decision 075).
  const history = new ServedHistory();
  const releases = createRemoteReleases(config, {
    keys: remoteKeys,
    ...(settings.stateDir ? { sequences: fileSequences(settings.stateDir) } : {}),
    onPointer: (remote, pointer) => history.note(remote, pointer),
    log: app.log,
  });
  const modules = createServerModules({ versionsKept: settings.versionsKept });
  // The style sheets and search indexes the server reads from signed releases, checked, with their last good copies.
  const releaseFiles = new ReleaseFiles(app.log);
  // The versions and pages the shell serves: what a visitor's field beacon is checked against (decision 057).
  const fieldMetrics = createFieldMetrics(registry);
  const fieldCatalog = createFieldCatalog({
    shellVersion: shellVersionOf(shellAssets.entryIntegrity),
    onNewVersion: (remote, version) => fieldMetrics.known(remote, version),
    pagesOf: pagesFromModules(modules),
    log: app.log,
  });
  const served: typeof releases = {
    ...releases,
    all: async (visitor) => {
      const chosen = await releases.all(visitor);
      fieldCatalog.noteServed(chosen.releases);
      return chosen;
    },
  };
  // Each mall's search entries: its release's file, and what its routes module gives at run time (decision 077).
  const searchEntries = createSearchIndex(fetchText, app.log, releaseFiles, async (mall, release) =>
    (await modules<MallRoutesModule>(release as RemoteRelease, mall, MALL_EXPOSES.routes)).searchEntries?.(),
  );
  const pages = createPages({
    config,
    shellAssets,
    shellStyles,
    releases: served,
    modules,
    releaseFiles,
    searchEntries,
    maxBytes: settings.pageCacheBytes,
    renderConcurrency: settings.renderConcurrency,
    renderQueue: settings.renderQueue,
    pageDeadlineMs: settings.pageDeadlineMs,
    log: app.log,
    observer: createRenderMetrics({ registry, versions, queueDepth: () => pages.queueDepth() }),
  });
  registerReleaseMetrics({
    registry,
    versions,
    loaded: () => modules.loaded(),
    pointerOf: (remote) => releases.pointerOf(remote),
    currentOf: async (remote) => (await releases.releaseOf(remote))?.version,
  });
  const sharedCaching = { sharedMaxAgeS: settings.pageSharedMaxAgeS, staleIfErrorS: settings.pageStaleIfErrorS };
  const countServed = createServedCounter(registry);
  answerPage = createPageRoute({ config, shellAssets, pages, sharedCaching, countServed, seeds });

  registerHealth(app, { releases, releaseFiles, modules, pages, heapFloor });
  registerCanariesRoute(app, releases, seeds);
  registerMetricsRoute(app, registry);
  const sitemap = createSitemap({ config, releases, modules, log: app.log });
  registerSiteFiles(app, { config, releases, searchEntries, sitemap, sharedCaching, seeds });
  // The service worker, what it keeps of a mall, and the web app manifest (decision 045).
  registerServiceWorker(app, {
    config,
    releases,
    mallPaths: createMallPaths({ releases, modules, log: app.log }),
    distDir: settings.distDir,
    seeds,
  });
  await registerShellFiles(app, settings.distDir);
  // The contact form sent before the page's scripts, or without them, forwarded to a collector (decision 078).
  registerContactForms(app, {
    config,
    collectors: settings.enquiryCollectors.length > 0 ? settings.enquiryCollectors : [config.enquiry.endpoint],
    styles: shellAssets.styles,
  });
  // Each page view's field beacon (decision 057), counted in the registry if a visitor the site served sent it (075),
  // and its visitor once a stage (076).
  const trust = createBeaconTrust({
    seeds,
    history,
    catalog: fieldCatalog,
    limits: settings.visitorLimits,
    refresh: (since) => Promise.all(REMOTE_NAMES.map((remote) => releases.pointerOf(remote, since))),
  });
  await registerFieldBeacons(app, {
    registry,
    metrics: fieldMetrics,
    catalog: fieldCatalog,
    trust,
    stageOf: (remote) => releases.stageOf(remote),
  });
  // Every other GET is a page of the site (the route tree decides which, and answers 404 for the rest).
  app.get('/*', (request, reply) => answerPage(request, reply));
  return app;
}

/**
 * The server factory's server (server-kit, decision 080) with the shell's answers: any path, even one
 * its router cannot read (a broken percent-escape), is a page, and a method other than GET or HEAD a 405.
 */
function createShellServer(settings: ServerSettings, answerPage: PageHandler) {
  const plain = (reply: FastifyReply, status: number, text: string) =>
    reply.code(status).type('text/plain; charset=utf-8').header('Cache-Control', CACHE_NO_CACHE).send(text);
  const isRead = (request: FastifyRequest) => request.method === 'GET' || request.method === 'HEAD';
  return createServer({
    logLevel: settings.logLevel,
    // Behind the front, the visitor's address is the one it forwards (the field beacons are limited per address).
    trustedProxies: settings.trustedProxies,
    // Every target is answered as a page, and `/a/` as `/a`: the route tree decides (a 404 page for the rest).
    pathTargetsOnly: false,
    ignoreTrailingSlash: true,
    answers: {
      notFound: (request, reply) => {
        if (isRead(request)) return answerPage(request, reply);
        setPageRouteId(request, FIXED_ROUTE_IDS.methodNotAllowed);
        return reply
          .code(405)
          .header('Allow', 'GET, HEAD')
          .type('text/plain; charset=utf-8')
          .send('Method not allowed');
      },
      unreadablePath: (request, reply) =>
        isRead(request)
          ? answerPage(request, reply)
          : reply.code(400).type('text/plain; charset=utf-8').send('Bad request'),
      badRequest: (_request, reply, status) => plain(reply, status, 'Bad request'),
      failed: (_request, reply) => plain(reply, 500, 'The server failed to answer. Please try again.'),
    },
  });
}

/** Every answer carries the site's security headers. */
function registerSecurityHeaders(app: FastifyInstance, config: RuntimeConfig) {
  const headers = securityHeaders(config);
  app.addHook('onRequest', async (_request, reply) => {
    for (const [name, value] of Object.entries(headers)) reply.header(name, value);
  });
}
