import { MALL_IDS } from '@gfm/shared/data/malls';
import { SEARCH_INDEX_FILE } from '@gfm/shared/contracts/remotes';
import type { SearchEntry } from '@gfm/shared/features/search';
import { createRemoteFileCache } from '../releases/remote-file-cache';
import { ReleaseFiles, type FileRelease } from '../releases/release-files';

/** A remote's file as text, exactly as sent (its hash is the file's): an answer that is not a 200 is an error. */
export { fetchText } from '../releases/remote-release';

/** At most this many entries are taken from one remote's file. */
const MAX_ENTRIES = 5000;

/** The entries of one file that have the shape of one, under the remote's own mall. */
export function parseSearchEntries(text: string, mall: SearchEntry['mall']): SearchEntry[] {
  return entriesOf(JSON.parse(text), mall);
}

/** The entries of a list (a file's, or what a remote gave at run time) that have the shape of one, under the remote's own mall. */
export function entriesOf(parsed: unknown, mall: SearchEntry['mall']): SearchEntry[] {
  if (!Array.isArray(parsed)) throw new Error('not a list');
  return parsed.slice(0, MAX_ENTRIES).flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const { name, category, keywords, href, directionsHref } = item as Record<string, unknown>;
    if (
      typeof name !== 'string' ||
      typeof category !== 'string' ||
      typeof href !== 'string' ||
      !href.startsWith(`/${mall}/`)
    )
      return [];
    const words = Array.isArray(keywords) ? keywords.filter((word): word is string => typeof word === 'string') : [];
    // A shop's directions are on its own page, nowhere else.
    const directions =
      typeof directionsHref === 'string' && directionsHref.startsWith(`${href}#`) ? { directionsHref } : {};
    return [{ mall, name, category, keywords: words, href, ...directions }];
  });
}

/** How long the server waits for a remote's run-time entries: past it, the search goes on with the file's. */
const RUN_TIME_ENTRIES_MS = 1500;

/**
 * The site's one search index: each mall remote's `search-index.json`, from
 * the release a visitor gets, read at run time (the shell imports no
 * remote's data), and what the release's `routes` module gives at run time
 * (`searchEntries`: its offers and events, decision 077). A signed release's
 * file is checked against its signed manifest: a refused one gives way to
 * the last good copy (release-files.ts). A remote whose file cannot be read
 * leaves its mall out; the other mall is still found.
 */
export function createSearchIndex(
  readText: (url: string, signal: AbortSignal) => Promise<string>,
  log?: { warn: (details: object, message: string) => void },
  checked = new ReleaseFiles(log),
  runTimeEntries?: (mall: SearchEntry['mall'], release: FileRelease) => Promise<unknown>,
) {
  // A release's file never changes; a remote at a fixed address is read again after a minute.
  const files = createRemoteFileCache(readText, {
    ttlMs: 60_000,
    answerMs: 1500,
    staleMs: 60 * 60_000,
    maxEntries: 50,
    maxBytes: 8 * 1024 * 1024,
  });
  return async function entriesFor(
    releases: Partial<Record<SearchEntry['mall'], FileRelease>>,
  ): Promise<SearchEntry[]> {
    const lists = await Promise.all(
      MALL_IDS.map(async (mall) => {
        const release = releases[mall];
        if (!release) return [];
        const url = new URL(SEARCH_INDEX_FILE, release.entry).href;
        const [built, live] = await Promise.all([
          checked.text(release, url, files).then(
            (text) => (text === undefined ? [] : parseSearchEntries(text, mall)),
            (error: unknown) => {
              log?.warn(
                { url, error: error instanceof Error ? error.message : String(error) },
                'a search index could not be read',
              );
              return [];
            },
          ),
          runTimeEntries ? entriesFromRemote(mall, release, runTimeEntries) : [],
        ]);
        return [...built, ...live];
      }),
    );
    return lists.flat();
  };

  /** A remote's run-time entries, within RUN_TIME_ENTRIES_MS; none when it gives none, fails or is slow. */
  async function entriesFromRemote(
    mall: SearchEntry['mall'],
    release: FileRelease,
    entries: NonNullable<typeof runTimeEntries>,
  ): Promise<SearchEntry[]> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      const given = await Promise.race([
        entries(mall, release),
        new Promise((resolve) => {
          timer = setTimeout(() => resolve([]), RUN_TIME_ENTRIES_MS);
        }),
      ]);
      return entriesOf(given ?? [], mall).slice(0, MAX_ENTRIES);
    } catch (error) {
      log?.warn(
        { mall, error: error instanceof Error ? error.message : String(error) },
        'a remote’s run-time search entries could not be read',
      );
      return [];
    } finally {
      clearTimeout(timer);
    }
  }
}
