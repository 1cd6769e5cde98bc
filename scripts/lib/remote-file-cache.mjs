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
 * The cache is bounded, whatever visitors ask for: at most `maxEntries` files
 * and `maxBytes` of them (a string's length, anything else's JSON's, two bytes
 * a character); the oldest read is dropped first. A file that is missing is
 * remembered as missing for `ttlMs` like any other answer.
 *
 * @param {{ ttlMs?: number, answerMs?: number, readMs?: number, staleMs?: number, maxEntries?: number, maxBytes?: number, now?: () => number }} [options]
 * @returns {(url: string) => Promise<T | undefined>}
 */
export function createRemoteFileCache(read, { ttlMs = 5000, answerMs = 400, readMs = 5000, staleMs = 60_000, maxEntries = 500, maxBytes = 16 * 1024 * 1024, now = Date.now } = {}) {
  /** @typedef {{ checkedAt: number, answer: Promise<T | undefined>, good?: { at: number, value: T, bytes: number } }} Entry */
  /** @type {Map<string, Entry>} */
  const files = new Map();
  let bytes = 0;

  /** @param {string} url */
  function drop(url) {
    bytes -= files.get(url)?.good?.bytes ?? 0;
    files.delete(url);
  }

  function trim() {
    for (const url of files.keys()) {
      if (files.size <= maxEntries && bytes <= maxBytes) return;
      drop(url);
    }
  }

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
        // Counted only while this entry is the cache's own (a newer read or a trim may have replaced it).
        const counted = files.get(url) === entry;
        if (counted) bytes -= entry.good?.bytes ?? 0;
        entry.good = { at: now(), value, bytes: sizeOf(value) };
        if (counted) {
          bytes += entry.good.bytes;
          trim();
        }
        return value;
      },
      () => undefined,
    );
    /** @type {Promise<undefined>} */
    const late = new Promise((resolve) => setTimeout(resolve, answerMs, undefined).unref());
    entry.answer = Promise.race([fresh, late]);
    drop(url);
    files.set(url, entry);
    bytes += entry.good?.bytes ?? 0;
    trim();
    return entry.answer.then((value) => pick(entry, value));
  };
}

/** About how much memory a value keeps: two bytes a character of its text. @param {unknown} value */
function sizeOf(value) {
  if (typeof value === 'string') return value.length * 2;
  try {
    return (JSON.stringify(value)?.length ?? 0) * 2;
  } catch {
    return 0;
  }
}
