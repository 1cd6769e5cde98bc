import { lazy, Suspense, use, useEffect, type ComponentType } from 'react';
import { isRouteErrorResponse, useRouteError } from '@gfm/shared/router';
import { NotFoundPage } from '@gfm/shared/features/frame';
import type { RemoteName } from '@gfm/shared/config/runtime-config';
import {
  BLOG_EXPOSES,
  MALL_EXPOSES,
  type BlogPageModule,
  type MallLayoutModule,
  type MallRoutesModule,
  type PageModule,
} from '@gfm/shared/contracts/remotes';
import { getMall, type MallId } from '@gfm/shared/data/malls';
import type { BlogPageId } from '@gfm/shared/paths';
import { moduleParts, routeIds, type RouteParts } from '@gfm/shared/routing/page-routes';
import { noteBoundaryError } from '../field/caught-errors';
/** The fallbacks are a chunk of their own: a page only needs them when a remote fails it. */
const RemoteFallback = lazy(() =>
  import('../components/remote-fallback/remote-fallback').then(({ RemoteFallback: Fallback }) => ({
    default: Fallback,
  })),
);
const SiteFrame = lazy(() =>
  import('../components/remote-fallback/remote-fallback').then(({ SiteFrame: Frame }) => ({ default: Frame })),
);

/** Loads one exposed module of a remote; rejects when the remote is down, too slow, or broken. */
export type LoadRemote = <T>(remote: RemoteName, expose: string) => Promise<T>;

/**
 * How the shell's route tree gets its remote parts: the browser loads the
 * remotes' browser builds, the server their server builds. `unavailable`
 * holds the ids of the routes whose part could not be loaded: the server
 * fills it and sends it with the page, and the browser's first render
 * shows those parts' fallbacks too, so it matches the server's HTML.
 */
export interface RemoteParts {
  load: LoadRemote;
  unavailable: Set<string>;
  /** Called for each part that could not be loaded (logged by the side that renders). */
  onUnavailable?: (routeId: string, error: unknown) => void;
  /** Called with the time a remote's page loader took (the server adds it to that remote's part: Server-Timing). */
  onLoaderTime?: (remote: RemoteName, ms: number) => void;
  /**
   * While the browser takes over the server's page: a part the server drew
   * but the browser cannot load keeps the server's HTML, as React leaves a
   * boundary that never finishes hydrating, rather than being replaced by its
   * fallback. The visitor keeps the page; its links work as plain links.
   */
  hydrating?: boolean;
}

/** Never settles: a part whose code the browser could not load stays as the server drew it. */
const NEVER = new Promise<never>(() => undefined);

function ServerDrawn(): never {
  use(NEVER);
  throw new Error('unreachable');
}

/** How React's component stack names a remote's part: `RemotePart(gfm43)`. */
const PART_NAME = /\bRemotePart\((\w+)\)/;

/**
 * The remote whose part an error was thrown in, from the component stack React
 * gives with it (the innermost part: a blog page's, inside its mall's layout);
 * nothing when it was thrown outside every remote's part.
 */
export function remoteOfComponentStack(componentStack: string | null | undefined): RemoteName | undefined {
  return (PART_NAME.exec(componentStack ?? '')?.[1] as RemoteName | undefined) ?? undefined;
}

/**
 * A remote's component in a boundary of its own: on the server, a render that
 * throws leaves its fallback and the rest of the page. Named after its remote,
 * so that React's component stack says whose part threw.
 */
function isolated(Remote: ComponentType, Fallback: ComponentType, remote: RemoteName): ComponentType {
  function IsolatedRemote() {
    return (
      <Suspense fallback={<Fallback />}>
        <Remote />
      </Suspense>
    );
  }
  IsolatedRemote.displayName = `RemotePart(${remote})`;
  return IsolatedRemote;
}

/**
 * A route's `lazy`: the remote's part, or its fallback when the remote cannot
 * give it. Never rejects, so a dead remote is never an error of the route.
 */
function lazyPart(
  parts: RemoteParts,
  remote: RemoteName,
  routeId: string,
  load: () => Promise<RouteParts>,
  fallback: () => RouteParts,
  Fallback: ComponentType,
): () => Promise<RouteParts> {
  return async () => {
    if (parts.unavailable.has(routeId)) return fallback();
    try {
      return await load();
    } catch (error) {
      parts.onUnavailable?.(routeId, error);
      if (parts.hydrating) return { Component: isolated(ServerDrawn, Fallback, remote) };
      parts.unavailable.add(routeId);
      return fallback();
    }
  };
}

function fallbackOf(what: string): ComponentType {
  function PartFallback() {
    return <RemoteFallback what={what} />;
  }
  return PartFallback;
}

function pageParts(module: PageModule, what: string, remote: RemoteName, { onLoaderTime }: RemoteParts): RouteParts {
  const parts = moduleParts(module);
  const { loader } = parts;
  const timed: RouteParts['loader'] =
    onLoaderTime && typeof loader === 'function'
      ? async (...args) => {
          const started = performance.now();
          try {
            return await loader(...args);
          } finally {
            onLoaderTime(remote, performance.now() - started);
          }
        }
      : loader;
  return {
    ...parts,
    ...(timed ? { loader: timed } : {}),
    Component: isolated(module.Component, fallbackOf(what), remote),
  };
}

/** The mall's frame, from its remote; the site's own frame (logo and way home) when the remote cannot give it. */
export function mallLayoutLazy(parts: RemoteParts, mall: MallId): () => Promise<RouteParts> {
  const routeId = routeIds.mall(mall);
  return lazyPart(
    parts,
    mall,
    routeId,
    async () => {
      const { default: Layout } = await parts.load<MallLayoutModule>(mall, MALL_EXPOSES.layout);
      return { Component: isolated(Layout, SiteFrame, mall) };
    },
    () => ({ Component: SiteFrame }),
    SiteFrame,
  );
}

/** One of the mall's own pages, by its id in the mall's route list, from its remote. */
export function mallPageLazy(parts: RemoteParts, mall: MallId, page: string): () => Promise<RouteParts> {
  const routeId = routeIds.mallPage(mall, page);
  const what = `This page of ${getMall(mall).name}`;
  return lazyPart(
    parts,
    mall,
    routeId,
    async () => {
      const { routes } = await parts.load<MallRoutesModule>(mall, MALL_EXPOSES.routes);
      const route = routes.find((candidate) => candidate.id === page);
      if (!route) throw new Error(`${mall}/routes has no page "${page}"`);
      return pageParts(await route.page(), what, mall, parts);
    },
    () => ({ Component: fallbackOf(what) }),
    fallbackOf(what),
  );
}

/** What every path of a mall shows when its remote could not list its pages: the mall's fallback, in its frame. */
export function mallUnavailable(mall: MallId): ComponentType {
  return fallbackOf(`This page of ${getMall(mall).name}`);
}

/** A page of remote-blog, inside the mall. */
export function blogPageLazy(parts: RemoteParts, mall: MallId, page: BlogPageId): () => Promise<RouteParts> {
  const routeId = routeIds.blogPage(mall, page);
  return lazyPart(
    parts,
    'blog',
    routeId,
    async () =>
      pageParts((await parts.load<BlogPageModule>('blog', BLOG_EXPOSES[page])).page(mall), 'The blog', 'blog', parts),
    () => ({ Component: fallbackOf('The blog') }),
    fallbackOf('The blog'),
  );
}

/**
 * A page's own error: a 404 from its loader (an unknown car, post or list) is
 * the 404 page in place; anything else (its code throwing in the browser) is
 * its fallback, logged for the developers.
 */
export function PageError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  useEffect(() => {
    if (notFound) return;
    console.error('A page of the site failed:', error);
    // The field beacon counts it as a script error of the release whose code threw (decision 057).
    noteBoundaryError(error);
  }, [error, notFound]);
  return notFound ? <NotFoundPage /> : <RemoteFallback what="This page" />;
}
