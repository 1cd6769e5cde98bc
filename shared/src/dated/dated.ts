/**
 * Things with a start and an end (offers, events), kept as data and filtered
 * when a page is rendered, so an offer that has ended goes without a rebuild.
 * Instants are ISO 8601 with the mall's offset (`2026-12-24T10:00:00+05:30`).
 */
export interface Dated {
  starts: string;
  ends: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** India Standard Time: UTC+05:30 all year. */
const IST_OFFSET_MS = 330 * 60 * 1000;

/** The day number (days since 1970-01-01) of an instant in Kolkata. */
const kolkataDay = (ms: number) => Math.floor((ms + IST_OFFSET_MS) / DAY_MS);

/** Those running at `now`, in the order given. */
export function runningAt<T extends Dated>(items: readonly T[], now: Date): T[] {
  const at = now.getTime();
  return items.filter((item) => Date.parse(item.starts) <= at && at < Date.parse(item.ends));
}

/** Those not yet ended at `now` (running or to come), soonest first. */
export function notEndedAt<T extends Dated>(items: readonly T[], now: Date): T[] {
  const at = now.getTime();
  return items.filter((item) => at < Date.parse(item.ends)).sort((a, b) => Date.parse(a.starts) - Date.parse(b.starts));
}

/** "Ends today", "Ends tomorrow", "Ends in 5 days": calendar days in Kolkata to its last moment. */
export function endsIn(item: Dated, now: Date): string {
  const days = kolkataDay(Date.parse(item.ends) - 1) - kolkataDay(now.getTime());
  if (days <= 0) return 'Ends today';
  if (days === 1) return 'Ends tomorrow';
  return `Ends in ${days} days`;
}

/**
 * How long what is shown at `now` stays right: until the next start or end
 * of any item, at most `maxMs`. A page's loader says it in its Cache-Control,
 * so a cached page is rendered again when an offer begins or ends.
 */
export function unchangedForMs(items: readonly Dated[], now: Date, maxMs = 60 * 60 * 1000): number {
  const at = now.getTime();
  // "Ends in N days" changes at midnight in Kolkata too.
  const midnight = (kolkataDay(at) + 1) * DAY_MS - IST_OFFSET_MS;
  const next = [midnight, ...items.flatMap((item) => [Date.parse(item.starts), Date.parse(item.ends)])].filter(
    (time) => time > at,
  );
  return Math.max(1000, Math.min(maxMs, ...next.map((time) => time - at)));
}
