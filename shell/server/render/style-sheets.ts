import { createRemoteFileCache } from '../releases/remote-file-cache';
import { pickInlineStyles } from './inline-styles';

/**
 * The style sheets written into a page: each that can be, in order, while
 * they fit (inline-styles.ts). The shell's own are read from its build; a
 * remote's are read over HTTP and, named by their content, kept for an hour,
 * at most 4 MB of them.
 */
export function createInlineStylesFor(
  shellStyles: Readonly<Record<string, string>>,
  readText: (url: string, signal: AbortSignal) => Promise<string>,
) {
  const remoteStyle = createRemoteFileCache(readText, {
    ttlMs: 60 * 60_000,
    answerMs: 1500,
    staleMs: 60 * 60_000,
    maxEntries: 200,
    maxBytes: 4 * 1024 * 1024,
  });
  return async function inlineStylesFor(hrefs: readonly string[]): Promise<Record<string, string>> {
    const texts = await Promise.all(
      hrefs.map(async (href) => shellStyles[href] ?? (href.startsWith('http') ? await remoteStyle(href) : undefined)),
    );
    return pickInlineStyles(hrefs, texts);
  };
}
