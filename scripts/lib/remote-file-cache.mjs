/**
 * A remote's small files as the shell's server reads them for a document
 * (mf-manifest.json, first-screen.json, first-screen/<page>.html and the
 * style sheets drawn with them; decisions 012 and 016).
 *
 * A remote redeploys on its own, so a file is read again after `ttlMs`. A
 * document must not wait for a slow remote, so an answer waits at most
 * `answerMs`. A remote that is only slow (a busy machine, a cold connection)
 * must not lose its hints for that: the read goes on in the background for up
 * to `readMs`, and meanwhile the last copy that arrived stands in if it is
 * younger than `staleMs`. A remote that is gone stops being trusted once its
 * last copy is older than that.
 *
 * @template T
 * @param {(url: string, signal: AbortSignal) => Promise<T>} read
 * `maxEntries` bounds the files kept when their addresses come from visitors'
 * paths (a blog post's slug): the oldest read is dropped first.
 *
 * @param {{ ttlMs?: number, answerMs?: number, readMs?: number, staleMs?: number, maxEntries?: number, now?: () => number }} [options]
 * @returns {(url: string) => Promise<T | undefined>}
 */
export function createRemoteFileCache(read, { ttlMs = 5000, answerMs = 400, readMs = 5000, staleMs = 60_000, maxEntries = Infinity, now = Date.now } = {}) {
  /** @typedef {{ checkedAt: number, answer: Promise<T | undefined>, good?: { at: number, value: T } }} Entry */
  /** @type {Map<string, Entry>} */
  const files = new Map();

  /** What came in time, or else the last copy that is recent enough. @param {Entry} entry @param {T | undefined} value */
  function pick(entry, value) {
    if (value !== undefined) return value;
    return entry.good && now() - entry.good.at < staleMs ? entry.good.value : undefined;
  }

  return function fileOf(url) {
    const known = files.get(url);
    if (known && now() - known.checkedAt < ttlMs) return known.answer.then((value) => pick(known, value));
    /** @type {Entry} */
    const entry = { checkedAt: now(), answer: Promise.resolve(undefined), good: known?.good };
    const fresh = read(url, AbortSignal.timeout(readMs)).then(
      (value) => {
        entry.good = { at: now(), value };
        return value;
      },
      () => undefined,
    );
    /** @type {Promise<undefined>} */
    const late = new Promise((resolve) => setTimeout(resolve, answerMs, undefined).unref());
    entry.answer = Promise.race([fresh, late]);
    files.delete(url);
    files.set(url, entry);
    if (files.size > maxEntries) files.delete(/** @type {string} */ (files.keys().next().value));
    return entry.answer.then((value) => pick(entry, value));
  };
}
