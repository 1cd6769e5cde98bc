/**
 * The last good copy of something read from WordPress, as a server keeps it
 * (decision 077): read again once it is `refreshMs` old, on the first ask
 * after that; the ask waits for the new copy `waitMs` at most, then goes on
 * with the old one. One read at a time, under its own time limit. When a
 * read fails, the old copy stays (however old) and nobody waits for
 * WordPress again for `retryMs`. One copy, so its memory is the copy's.
 */
export interface ContentCopyOptions<T> {
  read: (signal: AbortSignal) => Promise<T>;
  refreshMs: () => number;
  waitMs?: number;
  timeoutMs?: number;
  retryMs?: number;
  now?: () => number;
  /** A read succeeded: the new copy, and the one it replaces. */
  onRead?: (value: T, previous: T | undefined) => void;
  /** A read failed: why, and when the copy still served was read (none: nothing to show). */
  onFailure?: (error: unknown, copyReadAt: number | undefined) => void;
}

export interface CopyStatus {
  /** When the copy was read; none when WordPress has not answered yet. */
  readAt?: number;
  /** Since when every read has failed; none while they succeed. */
  failingSince?: number;
  lastError?: string;
}

export function createContentCopy<T>({
  read,
  refreshMs,
  waitMs = 1500,
  timeoutMs = 2500,
  retryMs = 5000,
  now = Date.now,
  onRead,
  onFailure,
}: ContentCopyOptions<T>) {
  let copy: { value: T; at: number } | undefined;
  let reading: Promise<void> | undefined;
  let failedAt = Number.NEGATIVE_INFINITY;
  let failingSince: number | undefined;
  let lastError: string | undefined;

  function readAgain(): Promise<void> {
    reading ??= read(AbortSignal.timeout(timeoutMs))
      .then(
        (value) => {
          onRead?.(value, copy?.value);
          copy = { value, at: now() };
          failingSince = undefined;
          lastError = undefined;
        },
        (error: unknown) => {
          failedAt = now();
          failingSince ??= failedAt;
          lastError = error instanceof Error ? error.message : String(error);
          onFailure?.(error, copy?.at);
        },
      )
      .finally(() => {
        reading = undefined;
      });
    return reading;
  }

  return {
    /** The copy to show now (read again first when it is old), or undefined when there has never been one. */
    async get(): Promise<{ value: T; readAt: number } | undefined> {
      const at = now();
      const fresh = copy !== undefined && at - copy.at < refreshMs();
      if (!fresh && at - failedAt >= retryMs) {
        let timer: ReturnType<typeof setTimeout> | undefined;
        await Promise.race([
          readAgain(),
          new Promise((resolve) => {
            timer = setTimeout(resolve, waitMs);
          }),
        ]);
        clearTimeout(timer);
      }
      return copy ? { value: copy.value, readAt: copy.at } : undefined;
    },
    status(): CopyStatus {
      return {
        ...(copy ? { readAt: copy.at } : {}),
        ...(failingSince !== undefined ? { failingSince } : {}),
        ...(lastError !== undefined ? { lastError } : {}),
      };
    },
  };
}
