/**
 * What the operators' page says of the malls' content in WordPress (decision
 * 077): how old the copy the site shows is, and each thing an editor wrote
 * that the site leaves out (or shows with the mall's picture), and why. It
 * reads WordPress as the site's servers do, on the same refresh, with the
 * same checks (@gfm/shared/content), against the malls' directories as the
 * site publishes them (`/api/search-index`). When WordPress does not answer,
 * the site's servers show the copy they read last, as this page does: its
 * age is theirs, within one refresh.
 */
import { MALL_IDS, type MallId } from '@gfm/shared/data/malls';
import { createContentCopy, type CopyStatus } from '@gfm/shared/content/content-copy';
import { CONTENT_KINDS, type ContentProblem } from '@gfm/shared/content/mall-content';
import {
  checkContent,
  checkPictureFiles,
  createPictureChecks,
  fetchContentLists,
  problemsWithoutMall,
} from '@gfm/shared/content/wordpress-content';

export interface ContentStatus extends CopyStatus {
  /** Where it is read. */
  wordpress: string;
  /** Each mall's problems, then those of items for no mall. */
  problems: ContentProblem[];
  /** Whether the shops could be checked (the directories read). */
  shopsChecked: boolean;
  /** How many items each mall shows. */
  shown: Partial<Record<MallId, number>>;
}

export type ContentReader = () => Promise<ContentStatus>;

/** The malls' store ids from the site's search entries: each entry's page is the store's, its id the last segment. */
async function directories(siteUrl: string, signal: AbortSignal): Promise<Record<MallId, Set<string>> | undefined> {
  try {
    const response = await fetch(new URL('/api/search-index', siteUrl), { signal });
    if (!response.ok) return undefined;
    const entries = (await response.json()) as { mall?: string; href?: string }[];
    const ids = Object.fromEntries(MALL_IDS.map((mall) => [mall, new Set<string>()])) as Record<MallId, Set<string>>;
    for (const entry of Array.isArray(entries) ? entries : []) {
      if (!entry.href || !MALL_IDS.includes(entry.mall as MallId)) continue;
      ids[entry.mall as MallId].add(decodeURIComponent(entry.href.split('/').pop() ?? ''));
    }
    return ids;
  } catch {
    return undefined;
  }
}

export function contentReader({
  wordpressRoot,
  siteUrl,
  refreshS,
}: {
  wordpressRoot: string;
  siteUrl: string;
  refreshS: number;
}): ContentReader {
  const pictures = createPictureChecks();
  const copy = createContentCopy({
    refreshMs: () => refreshS * 1000,
    timeoutMs: 5000,
    waitMs: 5000,
    read: async (signal) => {
      const [lists, stores] = await Promise.all([
        fetchContentLists(wordpressRoot, CONTENT_KINDS, { signal }),
        directories(siteUrl, signal),
      ]);
      const now = Date.now();
      const checked = MALL_IDS.map((mall) =>
        checkContent(lists, { mall, hasStore: (id) => stores?.[mall].has(id) ?? true, now }),
      );
      await Promise.all(checked.map((mall) => checkPictureFiles(mall, pictures, { signal })));
      return {
        problems: [...checked.flatMap((mall) => mall.problems), ...problemsWithoutMall(lists, now)],
        shopsChecked: stores !== undefined,
        shown: Object.fromEntries(
          checked.map((mall) => [mall.mall, mall.offers.length + mall.events.length + mall.hours.length]),
        ),
      };
    },
  });
  return async () => {
    const value = (await copy.get())?.value;
    return {
      wordpress: wordpressRoot,
      ...copy.status(),
      problems: value?.problems ?? [],
      shopsChecked: value?.shopsChecked ?? false,
      shown: value?.shown ?? {},
    };
  };
}
