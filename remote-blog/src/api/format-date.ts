/**
 * A readable date ("1 October 2024") from WordPress's site-time `date` (no
 * time zone). Read as the calendar date it names, never through the clock's
 * zone: the server and the visitor's browser must write the same day.
 */
export function formatPostDate(date: string): string {
  const [, year, month, day] = /^(\d{4})-(\d{2})-(\d{2})/.exec(date) ?? [];
  if (!year || !month || !day) return date;
  return new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(Number(year), Number(month) - 1, Number(day))),
  );
}
