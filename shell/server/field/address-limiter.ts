/**
 * At most `max` beacons per address (or any key: a seed) in each window of
 * `windowMs`, over a map of at most `addresses` entries: past it the oldest
 * entry is dropped, so memory stays bounded whatever the number of
 * addresses. An address is kept only for its window (an entry whose window
 * ended goes at the next call), and only here (never logged, never stored).
 */
export class AddressLimiter {
  readonly #windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly options: { max: number; windowMs: number; addresses: number; now?: () => number } = {
      max: 60,
      windowMs: 10_000,
      addresses: 4096,
    },
  ) {}

  /** Whether a beacon from `address` may be counted now (and counts it). */
  take(address: string): boolean {
    const { max, windowMs, addresses, now = Date.now } = this.options;
    const time = now();
    dropEnded(this.#windows, time, windowMs);
    const window = this.#windows.get(address);
    if (window && time - window.start < windowMs) {
      window.count += 1;
      return window.count <= max;
    }
    // A new window goes to the end of the map: the first entry is the oldest.
    this.#windows.delete(address);
    while (this.#windows.size >= addresses) {
      const oldest = this.#windows.keys().next().value;
      if (oldest === undefined) break;
      this.#windows.delete(oldest);
    }
    this.#windows.set(address, { start: time, count: 1 });
    return max >= 1;
  }

  /** Addresses held now. */
  get size(): number {
    return this.#windows.size;
  }
}

/** Drops the windows that ended from a map in the order its windows began (those ended are at its head). */
export function dropEnded(windows: Map<string, { start: number }>, time: number, windowMs: number): void {
  for (const [key, { start }] of windows) {
    if (time - start < windowMs) break;
    windows.delete(key);
  }
}
