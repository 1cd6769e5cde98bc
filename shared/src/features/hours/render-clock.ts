/**
 * The instant a page is rendered at, the same on both sides (decision 035).
 * The server renders every time-dependent line for that instant and writes
 * it into the document (`<html data-rendered-at>`); the browser hydrates with
 * it, so the HTML and the first client render agree, and then moves on to its
 * own clock (a later render, never a mismatch).
 *
 * While the server renders, each line also says when it stops being right,
 * and the page is kept until the earliest of those instants. The server's
 * clock is found through one well-known global, as React's own request
 * storage is: each app bundles its own copy of this module, and the clock
 * must be the server's one.
 */
export const RENDERED_AT_ATTRIBUTE = 'data-rendered-at';

export interface RenderClock {
  /** When the page is rendered, in ms since the epoch. */
  readonly now: number;
  /** The earliest instant a line on the page reads differently. */
  changesAt: number;
}

/** What the server keeps its clock in while it renders a page: an AsyncLocalStorage. */
export interface RenderClockStore {
  getStore(): RenderClock | undefined;
}

const STORE = Symbol.for('gfm.render-clock');

/** The server installs its store once, before it renders. */
export function installRenderClockStore(store: RenderClockStore): void {
  (globalThis as Record<symbol, unknown>)[STORE] = store;
}

function serverClock(): RenderClock | undefined {
  return ((globalThis as Record<symbol, unknown>)[STORE] as RenderClockStore | undefined)?.getStore();
}

/** The instant the page being rendered (server) or hydrated (browser) was rendered at; undefined for a page drawn in the browser alone. */
export function renderedAt(): number | undefined {
  const clock = serverClock();
  if (clock) return clock.now;
  if (typeof document === 'undefined') return undefined;
  const value = Number(document.documentElement.getAttribute(RENDERED_AT_ATTRIBUTE));
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

/** A line on the page being rendered reads differently from `at` on: the page is kept until then at most. */
export function reportChangesAt(at: number): void {
  const clock = serverClock();
  if (clock && at < clock.changesAt) clock.changesAt = at;
}
