/**
 * What a cache in front of the shell (a CDN, the nginx front) may do with a
 * page (decision 047): hold it `s-maxage` seconds, then serve it while it
 * fetches it again (`stale-while-revalidate`) or while no shell server
 * answers (`stale-if-error`). A browser asks each time (`max-age=0`), and
 * gets a 304 when its copy is the current one.
 */
export interface SharedCaching {
  /** Seconds a cache holds a page fresh: a release or a rollback reaches it within this. */
  sharedMaxAgeS: number;
  /** Seconds it may serve the page while no server answers, at most. */
  staleIfErrorS: number;
}

export interface PageTimes {
  status: number;
  /** When a line on the page stops being true (an opening or a closing, an offer that ends): never served after it. */
  rightUntil?: number;
  /** When the server renders the page again (a page of WordPress content): a cache asks again from then. */
  keptUntil?: number;
}

const seconds = (ms: number) => Math.floor(ms / 1000);

/** The `Cache-Control` of a page at `now`. Only a whole page of the site is shared: a 404, a 503 or a failure is not kept. */
export function pageCacheControl(
  { status, rightUntil, keptUntil }: PageTimes,
  now: number,
  { sharedMaxAgeS, staleIfErrorS }: SharedCaching,
): string {
  if (status !== 200) return 'no-store';
  const right = rightUntil === undefined ? Number.POSITIVE_INFINITY : seconds(rightUntil - now);
  const kept = keptUntil === undefined ? Number.POSITIVE_INFINITY : seconds(keptUntil - now);
  const fresh = Math.max(0, Math.min(sharedMaxAgeS, right, kept));
  if (fresh === 0) return 'no-cache';
  // Stale or not, a page is never served past the instant a line on it would read differently.
  const staleFor = (limit: number) => Math.max(0, Math.min(limit, right - fresh));
  return `public, max-age=0, s-maxage=${fresh}, stale-while-revalidate=${staleFor(sharedMaxAgeS)}, stale-if-error=${staleFor(staleIfErrorS)}`;
}

/** Whether an `If-None-Match` names this entity tag (weak comparison, RFC 9110 §13.1.2), or is `*`. */
export function matchesEntityTag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}
