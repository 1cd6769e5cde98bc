import type { RemoteName, RuntimeConfig } from '@gfm/shared/config/runtime-config';
import type { MallId } from '@gfm/shared/data/malls';
import { routeIds } from '@gfm/shared/routing/page-routes';
import type { SearchEntry } from '@gfm/shared/features/search';
import type { render as renderDocument, RenderResult } from '../../src/entry.server';
import type { MallPages } from '../../src/routes';
import type { DocumentAssets } from '../../src/hydration';
import { remoteOfComponentStack, type RemoteParts } from '../../src/remotes/remote-parts';
import { stylesOf, type Releases, type RemoteRelease } from '../releases/remote-release';
import { listedFile } from '../releases/release-files';
import type { ServerModules } from '../releases/server-modules';
import { servedVersions, shellVersionOf } from '../releases/served-versions';
import { firstScreenOf } from './first-screen-styles';
import { pageOf, type Page } from './page';
import type { Keep } from './page-store';
import type { PartTime } from './render-observer';
import { securityHeaders, sha256Source, styleAttributeSources } from './security-headers';

/** The shell's own files a page starts with (`client-assets.json`, written by its build). */
export type ShellAssets = Omit<DocumentAssets, 'preconnect'>;

/** A remote's exposed module a page loaded, as `remote|expose`. */
type Loaded = Set<`${RemoteName}|${string}`>;

/** Each remote's part of one render, as it goes: the time waited for its code and its loaders, and whether it failed. */
type Parts = Map<RemoteName, { ms: number; failed: boolean }>;

function partOf(parts: Parts, remote: RemoteName) {
  let part = parts.get(remote);
  if (!part) parts.set(remote, (part = { ms: 0, failed: false }));
  return part;
}

/** The remote a route id belongs to (`gfm43/blog:list` is the blog's part of a mall). */
function remoteOfRoute(routeId: string): RemoteName | undefined {
  const [mall, page = ''] = routeId.split('/');
  if (page.startsWith('blog:')) return 'blog';
  return mall === 'gfm43' || mall === 'gfmpalam' ? mall : undefined;
}

export type RenderedAnswer = { kind: 'redirect'; status: number; location: string } | { kind: 'page'; page: Page };

export interface PageRendererOptions {
  config: RuntimeConfig;
  shellAssets: ShellAssets;
  modules: ServerModules;
  render: typeof renderDocument;
  /** The style sheets written into the page; `owners` names each remote sheet's release (its files are checked). */
  inlineStylesFor: (
    hrefs: readonly string[],
    owners: ReadonlyMap<string, RemoteRelease>,
  ) => Promise<Record<string, string>>;
  searchEntries: (releases: Releases) => Promise<SearchEntry[]>;
  /** How long a page with WordPress content is kept before it is rendered again. */
  contentTtlMs: number;
  log?: { warn: (details: object, message: string) => void };
}

/**
 * Renders a page with entry.server and a set of remote releases: the parts
 * it loads from the releases' server builds, the files it names (the
 * shell's, and the style sheets and origins of the parts it showed), its
 * security policy, and how long it may be kept.
 */
export class PageRenderer {
  /** Pages rendered since the server started (the topology's load test counts them behind the front's cache). */
  renders = 0;
  /** The shell's build as the page's field beacon names it (decision 057). */
  readonly #shellVersion: string;

  constructor(private readonly options: PageRendererOptions) {
    this.#shellVersion = shellVersionOf(options.shellAssets.entryIntegrity);
  }

  async render(
    url: URL,
    search: string,
    current: Releases,
    pages: MallPages,
    deadline: AbortSignal,
    traceparent?: string,
    /** The route the page falls to: a render that errs or answers 5xx is its remote's failure. */
    routeId?: string,
  ): Promise<{ answer: RenderedAnswer; keep: Keep; parts: PartTime[]; renderMs: number }> {
    const { config, render, inlineStylesFor, searchEntries, log } = this.options;
    const started = performance.now();
    const loaded: Loaded = new Set();
    const owners = new Map<string, RemoteRelease>();
    const times: Parts = new Map();
    // Whether React hit an error while rendering (the part is then shown as its fallback, or the page fails),
    // and whether one of them was thrown outside every remote's part (the route's remote answers for it).
    let errored = false;
    let erredOutsideParts = false;
    // The page's address on the site's origin (set part by part: a path such as `//x` is not read as a host).
    const address = new URL(config.siteUrl);
    address.pathname = url.pathname;
    address.search = search;
    const result = await render({
      // The loaders' fetches end at the deadline, and so does React's render (entry.server aborts it).
      // Its trace goes on to what the loaders fetch (WordPress), as the request's `traceparent`.
      request: new Request(address, { signal: deadline, ...(traceparent ? { headers: { traceparent } } : {}) }),
      config,
      // The page names the browser entries of the releases it was rendered with; the browser loads those.
      remotes: Object.fromEntries(Object.values(current).map((release) => [release.remote, release.entry])),
      integrity: Object.fromEntries(
        Object.values(current).flatMap((release) =>
          release.entryIntegrity ? [[release.entry, release.entryIntegrity]] : [],
        ),
      ),
      versions: servedVersions(this.#shellVersion, current),
      parts: this.#parts(current, pages, loaded, times),
      pages,
      assetsFor: () => this.#assets(current, loaded, owners),
      inlineStylesFor: (hrefs) => inlineStylesFor(hrefs, owners),
      firstScreenOf,
      loadContext: { searchEntries: () => searchEntries(current) },
      onError: (error, componentStack) => {
        errored = true;
        // Blamed on the remote whose part threw (a mall's layout around a blog page is the mall's), not the route's.
        const culprit = remoteOfComponentStack(componentStack);
        if (culprit) partOf(times, culprit).failed = true;
        else erredOutsideParts = true;
        log?.warn(
          { url: url.pathname, error: error instanceof Error ? error.message : String(error) },
          'a part of the page failed while rendering',
        );
      },
    });
    this.renders += 1;
    const renderMs = performance.now() - started;
    // A part shown as its fallback (a mall that could not list its pages, too) is that remote's failure.
    for (const routeId of result.kind === 'page' ? result.unavailable : []) {
      const remote = remoteOfRoute(routeId);
      if (remote) partOf(times, remote).failed = true;
    }
    // A render that erred outside every part, or answered 5xx, is a failure of the remote whose route the page is (the judge counts it, decision 055).
    const owner = routeId === undefined ? undefined : remoteOfRoute(routeId);
    if (owner && (erredOutsideParts || (result.kind === 'page' && result.status >= 500)))
      partOf(times, owner).failed = true;
    // `none`: no release of the remote could be read at all.
    const parts = [...times].map(([remote, { ms, failed }]) => ({
      remote,
      version: current[remote]?.version ?? 'none',
      ms,
      failed,
    }));
    if (result.kind === 'redirect') return { answer: result, keep: false, parts, renderMs };

    const kept = this.#kept(
      result,
      [...loaded].some((key) => key.startsWith('blog|')),
    );
    // A page React could not render whole is not kept: the next request tries again, and counts again.
    return { ...kept, keep: errored ? false : kept.keep, parts, renderMs };
  }

  /** The remotes' parts as this page loads them, each noted in `loaded`. */
  #parts(current: Releases, pages: MallPages, loaded: Loaded, times: Parts): RemoteParts {
    const { modules, log } = this.options;
    return {
      load: async <T>(remote: RemoteName, expose: string) => {
        const part = partOf(times, remote);
        const started = performance.now();
        try {
          const module = await modules<T>(current[remote], remote, expose);
          loaded.add(`${remote}|${expose}`);
          return module;
        } catch (error) {
          part.failed = true;
          throw error;
        } finally {
          part.ms += performance.now() - started;
        }
      },
      onLoaderTime: (remote, ms) => {
        partOf(times, remote).ms += ms;
      },
      // A mall whose pages could not be listed is a part that could not be shown: the page is not kept.
      unavailable: new Set(
        Object.entries(pages).flatMap(([mall, list]) =>
          list === null ? [routeIds.mallUnavailable(mall as MallId)] : [],
        ),
      ),
      onUnavailable: (routeId, error) => {
        const remote = remoteOfRoute(routeId);
        if (remote) partOf(times, remote).failed = true;
        log?.warn(
          { routeId, error: error instanceof Error ? error.message : String(error) },
          'a remote part is unavailable',
        );
      },
    };
  }

  /** The shell's files, and the style sheets (each noted in `owners` with its release) and origins of the parts the page loaded. */
  #assets(current: Releases, loaded: Loaded, owners: Map<string, RemoteRelease>): DocumentAssets {
    const { config, shellAssets } = this.options;
    const styles = [...shellAssets.styles];
    const styleIntegrity: Record<string, string> = {};
    const origins = new Set<string>();
    for (const key of loaded) {
      const [remote, expose] = key.split('|') as [RemoteName, string];
      const release = current[remote];
      if (!release) continue;
      for (const href of stylesOf(release, [expose])) {
        styles.push(href);
        owners.set(href, release);
        const listed = release.files && listedFile({ ...release, files: release.files }, href).listed;
        if (listed) styleIntegrity[href] = listed;
      }
      origins.add(new URL(release.entry).origin);
    }
    // A blog page's pictures come from WordPress's host.
    if ([...loaded].some((key) => key.startsWith('blog|'))) origins.add(new URL(config.blogApiUrl).origin);
    origins.delete(new URL(config.siteUrl).origin);
    return {
      entry: shellAssets.entry,
      entryIntegrity: shellAssets.entryIntegrity,
      ...(shellAssets.boot
        ? {
            boot: shellAssets.boot,
            bootIntegrity: shellAssets.bootIntegrity,
            measure: shellAssets.measure,
            measureIntegrity: shellAssets.measureIntegrity,
            later: shellAssets.later,
            laterIntegrity: shellAssets.laterIntegrity,
          }
        : {}),
      styles: [...new Set(styles)],
      ...(Object.keys(styleIntegrity).length ? { styleIntegrity } : {}),
      preconnect: [...origins],
    };
  }

  /**
   * The rendered page with its headers, and how long it is kept: not at all
   * with a part that could not be shown or a status other than 200 or 404;
   * until a line on it changes; a page of the blog `contentTtlMs`; a page
   * whose loader reads its data again after a while (its `s-maxage`) that long.
   */
  #kept(
    result: Extract<RenderResult, { kind: 'page' }>,
    fromWordPress: boolean,
  ): { answer: RenderedAnswer; keep: Keep } {
    const { config, contentTtlMs } = this.options;
    const now = Date.now();
    const keptMs = Math.min(
      fromWordPress ? contentTtlMs : Number.POSITIVE_INFINITY,
      result.keptMs ?? Number.POSITIVE_INFINITY,
    );
    const page = pageOf(
      result.status,
      {
        ...securityHeaders(config, {
          styleAttributes: styleAttributeSources(result.html),
          styleElements: result.inlineStyles.map(sha256Source),
        }),
        'Content-Type': 'text/html; charset=utf-8',
      },
      Buffer.from(result.html, 'utf8'),
      {
        ...(result.maxAgeMs === undefined ? {} : { rightUntil: now + result.maxAgeMs }),
        ...(Number.isFinite(keptMs) ? { keptUntil: now + keptMs } : {}),
      },
    );
    const ttl = Math.min(keptMs, result.maxAgeMs ?? Number.POSITIVE_INFINITY);
    const keep =
      result.unavailable.length > 0 || (result.status !== 200 && result.status !== 404)
        ? false
        : Number.isFinite(ttl)
          ? Math.max(1, ttl)
          : 0;
    return { answer: { kind: 'page', page }, keep };
  }
}
