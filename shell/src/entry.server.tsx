import { AsyncLocalStorage } from 'node:async_hooks';
import { PassThrough } from 'node:stream';
import { randomUUID } from 'node:crypto';
import { renderToPipeableStream } from 'react-dom/server';
import { isRouteErrorResponse } from '@gfm/shared/router';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from '@gfm/shared/router-server';
import { serializeForScript, type RuntimeConfig } from '@gfm/shared/config/runtime-config';
import type { RouteHandle } from '@gfm/shared/routing/page-routes';
import { installRenderClockStore, type RenderClock } from '@gfm/shared/features/hours';
import type { ServerLoadContext } from '@gfm/shared/routing/load-context';
import { Document } from './document';
import { serializeErrors, type DocumentAssets, type HydrationData } from './hydration';
import { createRoutes, type MallPages } from './routes';
import type { RemoteParts } from './remotes/remote-parts';

export interface RenderRequest {
  /** The request, with a signal that ends the page's data loading and its render when its time is up. */
  request: Request;
  config: RuntimeConfig;
  /** The remotes' server builds, as this server loads them. */
  parts: RemoteParts;
  /** The pages of the mall the request is for, as its remote's release lists them. */
  pages: MallPages;
  /** The browser entry of each remote's release the page is rendered with. */
  remotes: HydrationData['remotes'];
  /** The sha384 of each signed remote's browser entry, by address (docs/decisions/048). */
  integrity?: HydrationData['integrity'];
  /** The version of the shell's build and of each remote's release the page is rendered with (its field beacon names them). */
  versions?: NonNullable<HydrationData['field']>['versions'];
  /** The page's entry, style sheets and origins, once the server knows which route parts it shows. */
  assetsFor: (
    routeIds: readonly string[],
    unavailable: ReadonlySet<string>,
  ) => DocumentAssets | Promise<DocumentAssets>;
  /** The text of those style sheets that are written into the page, by address. */
  inlineStylesFor: (hrefs: readonly string[]) => Promise<Record<string, string>>;
  /**
   * The rules of the page's sheets its HTML uses, given the page (decision 085): the page is drawn with a
   * mark in each sheet's place, which then gives way to those rules. Without it, the sheets are whole.
   */
  firstScreenOf?: (html: string) => (css: string) => string;
  /** What the page's loaders get from the server (the search entries). */
  loadContext: ServerLoadContext;
  /**
   * Each error React meets while rendering (a remote part that throws), for
   * the server's log and counts, with the component stack React gives with it
   * (it names the remote part the error was thrown in: remoteOfComponentStack).
   */
  onError?: (error: unknown, componentStack?: string) => void;
}

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      html: string;
      unavailable: string[];
      inlineStyles: string[];
      /** How long the page stays right, when a loader or a line on it said so (offers that end, "open now"). */
      maxAgeMs?: number;
      /** How long the page may be kept before it is rendered again, when a loader said so (`s-maxage`: its data is read again). */
      keptMs?: number;
    };

/** The shortest `max-age` (or, with `directive`, `s-maxage`) the page's loaders answered with, in ms. */
function loaderMaxAgeMs(loaderHeaders: Record<string, Headers>, directive = 'max-age'): number | undefined {
  const pattern = new RegExp(`(?:^|,)\\s*${directive}=(\\d+)`);
  const ages = Object.values(loaderHeaders).flatMap((headers) => {
    const match = pattern.exec(headers.get('Cache-Control') ?? '');
    return match ? [Number(match[1]) * 1000] : [];
  });
  return ages.length > 0 ? Math.min(...ages) : undefined;
}

/** The clock of each page being rendered: the instant it is drawn for, and when a line on it changes. */
const renderClocks = new AsyncLocalStorage<RenderClock>();
installRenderClockStore(renderClocks);

/**
 * Renders one page of the site as a whole HTML document (entry.server): React
 * Router runs the page's data loaders and resolves its remote parts, React
 * renders the document, and the browser hydrates it (bootstrap.tsx) with the
 * data it carries. A remote that is down, too slow or throws leaves its
 * fallback and the rest of the page.
 */
export function render(options: RenderRequest): Promise<RenderResult> {
  const clock: RenderClock = { now: Date.now(), changesAt: Number.POSITIVE_INFINITY };
  return renderClocks.run(clock, () => renderAt(clock, options));
}

async function renderAt(
  clock: RenderClock,
  {
    request,
    config,
    remotes,
    integrity = {},
    versions = {},
    parts,
    pages,
    assetsFor,
    inlineStylesFor,
    firstScreenOf,
    loadContext,
    onError,
  }: RenderRequest,
): Promise<RenderResult> {
  const handler = createStaticHandler(createRoutes(parts, pages));
  const context = await handler.query(request, { requestContext: loadContext });
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  }
  const handled = context.matches.map((match) => (match.route.handle as RouteHandle | undefined)?.status ?? 0);
  const status = Math.max(context.statusCode, ...handled);
  const routeIds = context.matches.map((match) => match.route.id);
  const assets = await assetsFor(routeIds, parts.unavailable);
  const inlineStyles = await inlineStylesFor(assets.styles);
  const hydration: HydrationData = {
    router: {
      loaderData: context.loaderData,
      actionData: context.actionData,
      errors: serializeErrors(context.errors, isRouteErrorResponse),
    },
    unavailable: [...parts.unavailable],
    pages,
    remotes,
    integrity,
    assets,
    renderedAt: clock.now,
    field: { route: routeIds.at(-1) ?? 'unknown', versions },
  };
  const router = createStaticRouter(handler.dataRoutes, context);
  const marks = firstScreenOf ? sheetMarks(inlineStyles) : inlineStyles;
  const drawn = await renderDocument(
    <Document
      assets={assets}
      inlineStyles={marks}
      firstScreen={firstScreenOf !== undefined}
      configJson={serializeForScript(config)}
      hydrationJson={serializeForScript(hydration)}
      renderedAt={clock.now}
    >
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </Document>,
    request.signal,
    onError,
  );
  const { html, written } = firstScreenOf
    ? withFirstScreenRules(drawn, inlineStyles, marks, firstScreenOf(drawn))
    : { html: drawn, written: inlineStyles };
  const lines = Number.isFinite(clock.changesAt) ? Math.max(0, clock.changesAt - Date.now()) : undefined;
  const ages = [loaderMaxAgeMs(context.loaderHeaders), lines].filter((age): age is number => age !== undefined);
  const maxAgeMs = ages.length > 0 ? Math.min(...ages) : undefined;
  const keptMs = loaderMaxAgeMs(context.loaderHeaders, 's-maxage');
  return {
    kind: 'page',
    status,
    html,
    unavailable: [...parts.unavailable],
    inlineStyles: Object.values(written),
    ...(maxAgeMs === undefined ? {} : { maxAgeMs }),
    ...(keptMs === undefined ? {} : { keptMs }),
  };
}

/** A mark for each sheet, none of which the page can hold by chance (a comment, so CSS still). */
function sheetMarks(sheets: Readonly<Record<string, string>>): Record<string, string> {
  const nonce = randomUUID();
  return Object.fromEntries(Object.keys(sheets).map((href, index) => [href, `/*${nonce} ${index}*/`]));
}

/** The drawn page with each sheet's mark replaced by the rules of it the page uses, and those texts. */
function withFirstScreenRules(
  drawn: string,
  sheets: Readonly<Record<string, string>>,
  marks: Readonly<Record<string, string>>,
  rulesOf: (css: string) => string,
): { html: string; written: Record<string, string> } {
  const written = Object.fromEntries(Object.entries(sheets).map(([href, css]) => [href, rulesOf(css)]));
  const html = Object.entries(marks).reduce(
    (page, [href, mark]) => page.replace(mark, () => written[href] ?? ''),
    drawn,
  );
  return { html, written };
}

/**
 * The whole document as text, once everything in it is ready: no part of it is
 * sent before (it is cached whole). React's render is aborted when `signal`
 * fires (the page's deadline), and the promise rejects with its reason.
 */
function renderDocument(
  element: React.ReactElement,
  signal: AbortSignal,
  onError?: RenderRequest['onError'],
): Promise<string> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => chunks.push(chunk));
    sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    sink.on('error', reject);
    const stream = renderToPipeableStream(element, {
      // Every boundary is written in place, whatever its size: an outlined one is put in place by an
      // inline script, which the policy refuses and a browser without JavaScript never runs.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => {
        signal.removeEventListener('abort', abort);
        if (!signal.aborted) stream.pipe(sink);
      },
      onShellError: reject,
      onError: (error, errorInfo) => {
        if (!signal.aborted) onError?.(error, errorInfo?.componentStack ?? undefined);
      },
    });
    const abort = () => {
      stream.abort(signal.reason);
      reject(signal.reason);
    };
    signal.addEventListener('abort', abort, { once: true });
  });
}
