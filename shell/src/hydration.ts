import type { RemoteName } from '@gfm/shared/config/runtime-config';
import type { MallPages } from './routes';

/** The id of the data block that carries a page's data from the server to the browser. */
export const HYDRATION_DATA_ID = 'gfm-hydration';

/** What the document names in its head and loads at its end. */
export interface DocumentAssets {
  /** The shell's main.js: the federation runtime, then the shell's start-up. */
  entry: string;
  /** main.js's sha384 (it holds the hashes of the chunks it loads): the browser runs no other file. */
  entryIntegrity?: string;
  /**
   * The production build's `boot/boot.js`, the one script the page names: the field data at once, the
   * entry on the visitor's first engagement (decision 070). Without it the page names the entry.
   */
  boot?: string;
  /** boot.js's sha384. */
  bootIntegrity?: string;
  /** The boot build's measuring script (`boot/field-beacon.<hash>.js`, web-vitals), which boot.js loads after the load. */
  measure?: string;
  /** Its sha384. */
  measureIntegrity?: string;
  /** The boot build's late script (`boot/after-load.<hash>.js`: the contact map, the service worker), which boot.js loads after the load. */
  later?: string;
  /** Its sha384. */
  laterIntegrity?: string;
  /** Style sheets the page is drawn with: the shell's and each remote part's. */
  styles: string[];
  /**
   * A signed remote's sheets' sha384, from its release's signed manifest, by address: the whole sheet the
   * browser links after the first screen's rules is that file or none (decision 085).
   */
  styleIntegrity?: Record<string, string>;
  /** Other origins the page loads from, connected to with the document. */
  preconnect: string[];
}

/**
 * The router's state as the server left it (React Router's own shape: loader
 * data by route id, errors serialized as the router reads them back), the
 * routes whose remote part the server could not show, the entries of the
 * remotes' releases the page was rendered with, and the assets.
 */
export interface HydrationData {
  router: RouterHydration;
  unavailable: string[];
  /** The pages of the mall the page belongs to, as its remote's release listed them: the browser builds the same route tree. */
  pages: MallPages;
  /** The browser entry of each remote's release, as the server chose them for this visitor. */
  remotes: Partial<Record<RemoteName, string>>;
  /** The sha384 of each signed remote's browser entry, by address: the browser runs no other file there. */
  integrity: Record<string, string>;
  assets: DocumentAssets;
  /** The instant the page was rendered at: its time-dependent lines are drawn for it on both sides (render-clock.ts). */
  renderedAt: number;
  /** What the page's field beacon names (decision 057): its route id, and the version of the shell and of each remote served. */
  field?: FieldPage;
}

/** The page as its field beacon names it: what was rendered, by whom (docs/decisions/057). */
export interface FieldPage {
  /** The id of the deepest route the page matched (the route table's, e.g. `gfm43/food-and-drinks`). */
  route: string;
  /** The version of each remote the page was rendered with, and the shell's build (`shell`). */
  versions: Partial<Record<RemoteName | 'shell', string>>;
}

/** React Router's hydration state: loader data by route id, and route errors as `serializeErrors` writes them. */
export interface RouterHydration {
  loaderData: Record<string, unknown>;
  actionData: Record<string, unknown> | null;
  errors: Record<string, unknown> | null;
}

/**
 * Route errors as React Router reads them back in the browser (its own
 * `__type` marks), so a 404 thrown by a loader on the server is a 404 on the
 * page too.
 */
export function serializeErrors(
  errors: Record<string, unknown> | null,
  isRouteErrorResponse: (error: unknown) => boolean,
): Record<string, unknown> | null {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([routeId, error]) => {
      if (isRouteErrorResponse(error)) return [routeId, { ...(error as object), __type: 'RouteErrorResponse' }];
      if (error instanceof Error) return [routeId, { message: 'Unexpected Server Error', __type: 'Error' }];
      return [routeId, error];
    }),
  );
}
