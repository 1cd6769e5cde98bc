import type { SearchEntry } from '../contracts/remotes';

/**
 * What the shell's server gives the loaders of the pages it renders (React
 * Router's request context). In the browser there is none: a loader reads
 * the same over HTTP.
 */
export interface ServerLoadContext {
  /** The site's search entries, from the mall remotes' releases this page is rendered with. */
  searchEntries: () => Promise<readonly SearchEntry[]>;
}

/** Where the browser reads the site's search entries (the shell's server answers it). */
export const SEARCH_INDEX_API = '/api/search-index';

/** The search entries, from the server's context when there is one, else over HTTP. */
export async function loadSearchEntries(context: unknown): Promise<readonly SearchEntry[]> {
  const server = context as Partial<ServerLoadContext> | undefined;
  if (server?.searchEntries) return server.searchEntries();
  const response = await fetch(SEARCH_INDEX_API);
  if (!response.ok) throw new Error(`${SEARCH_INDEX_API}: HTTP ${response.status}`);
  return (await response.json()) as SearchEntry[];
}
