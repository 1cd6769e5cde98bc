import { MALL_EXPOSES, type MallRoutesModule } from '@gfm/shared/contracts/remotes';
import { MALL_IDS, type MallId } from '@gfm/shared/data/malls';
import type { RemoteName } from '@gfm/shared/config/runtime-config';
import type { RouteObject } from '@gfm/shared/router';
import { routeIds } from '@gfm/shared/routing/page-routes';
import { createRoutes } from '../../src/routes';
import type { RemoteParts } from '../../src/remotes/remote-parts';
import type { RemoteRelease, Releases } from '../releases/remote-release';
import type { FieldCatalog } from './beacon-check';

export interface FieldCatalogOptions {
  /** The shell's own build (served-versions.ts). */
  shellVersion: string;
  /** A mall release's page ids (its `routes` module); a test gives its own. */
  pagesOf?: (release: RemoteRelease & { remote: MallId }) => Promise<readonly string[]>;
  /** Versions remembered per remote, the most recently served kept. */
  versionsKept?: number;
  /** Told of each version of a remote the shell serves for the first time (the field metrics start its series at 0). */
  onNewVersion?: (remote: RemoteName, version: string) => void;
  log?: { warn: (details: object, message: string) => void };
}

/** Every id of a route tree. */
function idsOf(routes: readonly RouteObject[]): string[] {
  return routes.flatMap((route) => [...(route.id ? [route.id] : []), ...idsOf(route.children ?? [])]);
}

/** The route table's ids that no release changes: the shell's, each mall's 404 and fallback, the blog's pages. */
export function fixedRouteIds(): Set<string> {
  const parts: RemoteParts = { load: () => Promise.reject(new Error('not loaded')), unavailable: new Set() };
  const listed = Object.fromEntries(MALL_IDS.map((mall) => [mall, []]));
  const unlisted = Object.fromEntries(MALL_IDS.map((mall) => [mall, null]));
  return new Set([...idsOf(createRoutes(parts, listed)), ...idsOf(createRoutes(parts, unlisted))]);
}

/**
 * What the shell knows to check a beacon against (decision 057): the route
 * table's ids (the fixed ones, and each mall's pages as the releases it
 * served list them) and the versions it served of each remote (the last
 * `versionsKept` of each) and of itself. Bounded: a few versions, their pages.
 */
export function createFieldCatalog({
  shellVersion,
  pagesOf,
  versionsKept = 8,
  onNewVersion,
  log,
}: FieldCatalogOptions) {
  const fixed = fixedRouteIds();
  /** Each remote's versions served, the most recent last, with their page route ids once read. */
  const served = new Map<RemoteName, Map<string, readonly string[]>>();
  let pageRoutes = new Set<string>();

  const rebuild = () => {
    pageRoutes = new Set([...served.values()].flatMap((versions) => [...versions.values()].flat()));
  };

  function note(release: RemoteRelease) {
    let versions = served.get(release.remote);
    if (!versions) served.set(release.remote, (versions = new Map()));
    const known = versions.get(release.version);
    versions.delete(release.version);
    versions.set(release.version, known ?? []);
    if (known) return;
    onNewVersion?.(release.remote, release.version);
    while (versions.size > versionsKept) versions.delete(versions.keys().next().value as string);
    const mall = MALL_IDS.find((id) => id === release.remote);
    if (mall && pagesOf)
      pagesOf(release as RemoteRelease & { remote: MallId })
        .then((pages) => {
          if (!versions.has(release.version)) return;
          versions.set(
            release.version,
            pages.map((page) => routeIds.mallPage(mall, page)),
          );
          rebuild();
        })
        .catch((error: unknown) =>
          log?.warn(
            { remote: release.remote, version: release.version, error: String(error) },
            'a release’s pages could not be listed for the field data',
          ),
        );
    rebuild();
  }

  const catalog: FieldCatalog & { noteServed: (releases: Releases) => void } = {
    /** The releases a page was served with: their versions (and pages) are known from now on. */
    noteServed(releases) {
      for (const release of Object.values(releases)) if (release) note(release);
    },
    isRoute: (id) => fixed.has(id) || pageRoutes.has(id),
    knows: (name, version) => (name === 'shell' ? version === shellVersion : (served.get(name)?.has(version) ?? false)),
  };
  return catalog;
}

/** A mall release's page ids, read from its `routes` module with the server's modules. */
export function pagesFromModules(
  modules: <T>(release: RemoteRelease, remote: RemoteName, expose: string) => Promise<T>,
): NonNullable<FieldCatalogOptions['pagesOf']> {
  return async (release) =>
    (await modules<MallRoutesModule>(release, release.remote, MALL_EXPOSES.routes)).routes.map((page) => page.id);
}
