import type { RemoteName } from '@gfm/shared/config/runtime-config';

/** One remote's part of a rendered page: the release it came from, the time the render waited for it, and whether it failed. */
export interface PartTime {
  remote: RemoteName;
  version: string;
  ms: number;
  failed: boolean;
}

/** How a page was answered: from a kept copy, or rendered now (with each remote's part and the whole render's time). */
export type PageTiming = { kind: 'kept' } | { kind: 'rendered'; parts: readonly PartTime[]; renderMs: number };

/**
 * What the pages tell whoever watches them (the server's metrics): each
 * lookup of the page cache, each render with its remotes' parts, and each
 * page not rendered for overload. Every method is called on the request's
 * path, so each must cost about nothing.
 */
export interface RenderObserver {
  cache(result: 'hit' | 'miss'): void;
  rendered(parts: readonly PartTime[], renderMs: number): void;
  overloaded(reason: 'queue' | 'deadline'): void;
}
