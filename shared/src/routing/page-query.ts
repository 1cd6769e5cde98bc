/**
 * The query parameters a page reads from its address (decision 039). A page
 * is kept by the server under its path and these alone, in this order; every
 * other parameter (`utm_*`, `fbclid`, `gclid`, anything a link adds) is
 * dropped before the page's loaders see the request. A route names them in
 * its `handle` (`{ query }`); a mall remote's route list gives them per page.
 */
export type PageQuery = readonly string[];

/**
 * The directory's URL parameters, which are also the names of its form's
 * fields: a form sent without JavaScript lands on the URL the app would have
 * written (docs/decisions/036). `from` is where a visitor starts (a gate,
 * from the plan-your-visit page): each store's "Take me there" carries it to
 * the store's directions (docs/decisions/044).
 */
export const DIRECTORY_PARAMS = { q: 'q', tag: 'tag', category: 'category', view: 'view', from: 'from' } as const;

/** What a page with the store directory reads. */
export const DIRECTORY_QUERY: PageQuery = Object.values(DIRECTORY_PARAMS);

/** The site's search page: `/search?q=`. */
export const SEARCH_QUERY: PageQuery = ['q'];

/** A mall's blog list: `?page=2`. */
export const BLOG_LIST_QUERY: PageQuery = ['page'];

/**
 * The query string of an address as its page reads it: only the parameters
 * the page names, in the order it names them (each one's values in the order
 * given), `''` when none is there.
 */
export function canonicalSearch(params: URLSearchParams, query: PageQuery = []): string {
  const kept = new URLSearchParams();
  for (const name of query) for (const value of params.getAll(name)) kept.append(name, value);
  const search = kept.toString();
  return search === '' ? '' : `?${search}`;
}

/**
 * A store page's directions form (docs/decisions/044): where the visitor
 * starts (`from=gate-1`) and whether the route must be step-free
 * (`step-free=1`). The form's fields carry these names, so a form sent
 * without JavaScript lands on the URL the app would have written.
 */
export const DIRECTIONS_PARAMS = { from: 'from', stepFree: 'step-free' } as const;

/** What a store page reads. */
export const DIRECTIONS_QUERY: PageQuery = Object.values(DIRECTIONS_PARAMS);
