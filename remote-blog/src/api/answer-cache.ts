/**
 * WordPress's answers as the shell's server keeps them (decision 040): fresh
 * for a few seconds, then served stale while one request fetches the new
 * answer behind it; a failed revalidation keeps the stale answer, for up to a
 * day. Requests for the same address that arrive together share one fetch,
 * so the latest posts and a mall's tag id are fetched once for every page
 * that shows them. Bounded in count and bytes (least recently used first).
 * After a time-out, addresses it holds nothing for fail at once for a short
 * while, so a WordPress that hangs does not hold every render up.
 */
export interface AnswerCacheOptions<T> {
  /** How long an answer is served without asking again. */
  freshMs?: number;
  /** How long a stale answer may still be served while WordPress fails. */
  staleMs?: number;
  maxEntries?: number;
  maxBytes?: number;
  /** How long, after a failure that `failsFast` accepts, an address with no answer kept fails without asking. */
  failFastMs?: number;
  /** The failures that open the fail-fast window (a time-out). */
  failsFast?: (error: unknown) => boolean;
  /** The error a request gets inside the fail-fast window. */
  fastFailure?: () => Error;
  sizeOf: (value: T) => number;
  now?: () => number;
}

interface Entry<T> {
  value: T;
  at: number;
  size: number;
}

/** The answers, by address; `get(key, load)` answers from the cache, or loads. */
export function createAnswerCache<T>({
  freshMs = 15_000,
  staleMs = 24 * 60 * 60_000,
  maxEntries = 500,
  maxBytes = 8 * 1024 * 1024,
  failFastMs = 5000,
  failsFast = () => false,
  fastFailure = () => new Error('failing fast'),
  sizeOf,
  now = Date.now,
}: AnswerCacheOptions<T>) {
  // A Map keeps insertion order: the first key is the least recently used.
  const entries = new Map<string, Entry<T>>();
  const loading = new Map<string, Promise<T>>();
  let bytes = 0;
  let failingUntil = 0;

  function remove(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.size;
  }

  function store(key: string, value: T) {
    remove(key);
    const size = sizeOf(value) + key.length * 2;
    // An answer larger than the whole cache is served, not kept.
    if (size > maxBytes) return;
    entries.set(key, { value, at: now(), size });
    bytes += size;
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries && bytes <= maxBytes) break;
      remove(oldest);
    }
  }

  function load(key: string, loader: () => Promise<T>): Promise<T> {
    let pending = loading.get(key);
    if (!pending) {
      pending = loader().then(
        (value) => {
          store(key, value);
          return value;
        },
        (error: unknown) => {
          if (failsFast(error)) failingUntil = now() + failFastMs;
          throw error;
        },
      );
      const settled = () => loading.delete(key);
      pending.then(settled, settled);
      loading.set(key, pending);
    }
    return pending;
  }

  return {
    get(key: string, loader: () => Promise<T>): Promise<T> {
      const entry = entries.get(key);
      const age = entry ? now() - entry.at : Number.POSITIVE_INFINITY;
      if (entry && age <= staleMs) {
        // Most recently used: to the end of the order.
        entries.delete(key);
        entries.set(key, entry);
        if (age > freshMs) load(key, loader).catch(() => undefined);
        return Promise.resolve(entry.value);
      }
      if (entry) remove(key);
      if (now() < failingUntil && !loading.has(key)) return Promise.reject(fastFailure());
      return load(key, loader);
    },
    /** What is kept, for tests and logs. */
    get size() {
      return { entries: entries.size, bytes };
    },
  };
}
