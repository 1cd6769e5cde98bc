import { createRemoteFileCache } from '../releases/remote-file-cache';
import { ReleaseFiles, type FileRelease } from '../releases/release-files';
import { pickInlineStyles } from './inline-styles';

/**
 * The style sheets written into a page: each that can be, in order, while
 * they fit (inline-styles.ts). The shell's own are read from its build; a
 * remote's are read over HTTP and, named by their content, kept for an hour,
 * at most 4 MB of them. A signed release's sheet is checked against its
 * signed manifest first: a refused one gives way to the last good copy, or
 * stays a link (release-files.ts).
 */
export function createInlineStylesFor(
  shellStyles: Readonly<Record<string, string>>,
  readText: (url: string, signal: AbortSignal) => Promise<string>,
  checked = new ReleaseFiles(),
) {
  const remoteStyle = createRemoteFileCache(readText, {
    ttlMs: 60 * 60_000,
    answerMs: 1500,
    staleMs: 60 * 60_000,
    maxEntries: 200,
    maxBytes: 4 * 1024 * 1024,
  });
  /** `owners` names the release each remote sheet belongs to. */
  return async function inlineStylesFor(
    hrefs: readonly string[],
    owners: ReadonlyMap<string, FileRelease> = new Map(),
  ): Promise<Record<string, string>> {
    const texts = await Promise.all(
      hrefs.map(
        async (href) =>
          shellStyles[href] ??
          (href.startsWith('http') ? await checked.text(owners.get(href), href, remoteStyle) : undefined),
      ),
    );
    return pickInlineStyles(hrefs, texts);
  };
}
