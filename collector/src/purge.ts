const DAY_MS = 24 * 60 * 60_000;

/** `365d` as a number of days; undefined for anything else. */
export function parseRetention(text: string): number | undefined {
  const match = /^(\d{1,5})d$/.exec(text.trim());
  const days = match ? Number(match[1]) : NaN;
  return Number.isInteger(days) && days >= 1 ? days : undefined;
}

/** The instant before which an enquiry is older than `days`. */
export const purgeCutoff = (days: number, now = Date.now()): Date => new Date(now - days * DAY_MS);
