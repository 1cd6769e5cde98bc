/**
 * A remote's small files as the shell's server reads them for a page (its
 * `mf-manifest.json`).
 *
 * A remote redeploys on its own, so a file is read again after `ttlMs`. A page
 * must not wait for a slow remote, so an answer waits at most `answerMs`. A
 * remote that is only slow (a busy machine, a cold connection) must not lose
 * its place for that: the read goes on in the background for up to `readMs`,
 * and meanwhile the last copy that arrived stands in if it is younger than
 * `staleMs`. A remote that is gone stops being trusted once its last copy is
 * older than that.
 *
 * The cache is bounded, whatever it is asked for: at most `maxEntries` files
 * and `maxBytes` of them (two bytes a character); the oldest read is dropped
 * first. A file that is missing is remembered as missing for `ttlMs` like any
 * other answer.
 */
export interface RemoteFileCacheOptions {
  ttlMs?: number;
  answerMs?: number;
  readMs?: number;
  staleMs?: number;
  maxEntries?: number;
  maxBytes?: number;
  now?: () => number;
}

interface Entry<T> {
  checkedAt: number;
  answer: Promise<T | undefined>;
  good?: { at: number; value: T; bytes: number };
}

export function createRemoteFileCache<T>(
  read: (url: string, signal: AbortSignal) => Promise<T>,
  {
    ttlMs = 5000,
    answerMs = 400,
    readMs = 5000,
    staleMs = 60_000,
    maxEntries = 500,
    maxBytes = 16 * 1024 * 1024,
    now = Date.now,
  }: RemoteFileCacheOptions = {},
): (url: string, options?: { since?: number }) => Promise<T | undefined> {
  const files = new Map<string, Entry<T>>();
  let bytes = 0;

  const drop = (url: string) => {
    bytes -= files.get(url)?.good?.bytes ?? 0;
    files.delete(url);
  };

  const trim = () => {
    for (const url of files.keys()) {
      if (files.size <= maxEntries && bytes <= maxBytes) return;
      drop(url);
    }
  };

  /** What came in time, or else the last copy that is recent enough. */
  const pick = (entry: Entry<T>, value: T | undefined) => {
    if (value !== undefined) return value;
    return entry.good && now() - entry.good.at < staleMs ? entry.good.value : undefined;
  };

  /**
   * The file's copy, read again once it is `ttlMs` old; with `since`, read again unless its read started at or
   * after that instant (a copy that may predate a change someone has seen since).
   */
  return function fileOf(url, { since } = {}) {
    const known = files.get(url);
    const recent = known && now() - known.checkedAt < ttlMs && !(since !== undefined && known.checkedAt < since);
    if (known && recent) return known.answer.then((value) => pick(known, value));
    const entry: Entry<T> = {
      checkedAt: now(),
      answer: Promise.resolve(undefined),
      ...(known?.good ? { good: known.good } : {}),
    };
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
    const late = new Promise<undefined>((resolve) => setTimeout(resolve, answerMs, undefined).unref());
    entry.answer = Promise.race([fresh, late]);
    drop(url);
    files.set(url, entry);
    bytes += entry.good?.bytes ?? 0;
    trim();
    return entry.answer.then((value) => pick(entry, value));
  };
}

/** About how much memory a value keeps: two bytes a character of its text. */
function sizeOf(value: unknown): number {
  if (typeof value === 'string') return value.length * 2;
  try {
    return (JSON.stringify(value)?.length ?? 0) * 2;
  } catch {
    return 0;
  }
}
