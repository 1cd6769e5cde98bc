// The shape of opening hours is data the core holds (data/site.ts, beside the brand's hours); this feature computes on it.
import type { DayHours, HoursException, OpeningHours } from '../../data/site';
export type { DayHours, HoursException, OpeningHours, WeeklyHours } from '../../data/site';

// Both malls are in Gurugram: every time in this module is Kolkata (Asia/Kolkata) wall-clock time.
export interface OpeningState {
  open: boolean;
  /** when open: when it closes (undefined if it stays open beyond the look-ahead) */
  closesAt?: Date;
  /** when closed: the next opening, within 14 days, else undefined */
  opensAt?: Date;
  /** the exception in force today, if any: when open, that of the day whose hours these are (a late night runs past midnight) */
  exception?: HoursException;
}

/** How far ahead openingState looks for the next opening, or for the end of hours that run on from day to day. */
export const LOOKAHEAD_DAYS = 14;

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const LOOKAHEAD_MS = LOOKAHEAD_DAYS * DAY_MS;
/** India keeps no daylight saving: Kolkata is UTC+05:30 all year, so its wall clock is plain arithmetic on UTC milliseconds, whatever zone the visitor's device is in. */
const KOLKATA_OFFSET_MS = 330 * MINUTE_MS;
/** 1970-01-01 was a Thursday: day 0 is index 3 in a Monday-first week. */
const EPOCH_WEEKDAY = 3;

/** Minutes since midnight of an 'HH:MM' time, '24:00' included. */
export function minutesSinceMidnight(time: string): number {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  const hours = Number(match?.[1]);
  const minutes = Number(match?.[2]);
  if (!match || hours > 24 || minutes > 59 || (hours === 24 && minutes > 0))
    throw new RangeError(`Not an HH:MM time: '${time}'`);
  return hours * 60 + minutes;
}

/** Days since 1970-01-01 of a 'YYYY-MM-DD' date. */
function dayNumber(date: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const day = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / DAY_MS : NaN;
  if (!match || dateOf(day) !== date) throw new RangeError(`Not a YYYY-MM-DD date: '${date}'`);
  return day;
}

function dateOf(day: number): string {
  return Number.isFinite(day) ? new Date(day * DAY_MS).toISOString().slice(0, 10) : '';
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant on the Kolkata wall clock: its date, its 'HH:MM', days since 1970-01-01 and weekday (0 = Monday). */
export function wallClock(at: Date): { date: string; time: string; day: number; weekday: number } {
  const local = at.getTime() + KOLKATA_OFFSET_MS;
  const day = Math.floor(local / DAY_MS);
  const minutes = Math.floor((local - day * DAY_MS) / MINUTE_MS);
  return {
    date: dateOf(day),
    time: `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`,
    day,
    weekday: weekdayOf(day),
  };
}

function weekdayOf(day: number): number {
  return (((day + EPOCH_WEEKDAY) % 7) + 7) % 7;
}

/** The hours of one Kolkata date: an exception covering it, else its weekday's. */
export function hoursOn(hours: OpeningHours, date: string): { hours: DayHours | null; exception?: HoursException } {
  const day = dayNumber(date);
  const exception = hours.exceptions?.findLast(
    (e) => dayNumber(e.from) <= day && day <= dayNumber(e.through ?? e.from),
  );
  if (exception) return { hours: exception.hours, exception };
  return { hours: hours.weekly[weekdayOf(day)] ?? null };
}

/** A day's opening as Kolkata wall-clock milliseconds since the epoch, [start, end). */
function openingOn(hours: OpeningHours, day: number): { start?: number; end?: number; exception?: HoursException } {
  const { hours: dayHours, exception } = hoursOn(hours, dateOf(day));
  if (!dayHours) return { exception };
  const start = day * DAY_MS + minutesSinceMidnight(dayHours.opens) * MINUTE_MS;
  let end = day * DAY_MS + minutesSinceMidnight(dayHours.closes) * MINUTE_MS;
  if (end < start) end += DAY_MS;
  return end > start ? { start, end, exception } : { exception };
}

const instant = (local: number) => new Date(local - KOLKATA_OFFSET_MS);

/** Whether the place is open at an instant, until when, or when it next opens. */
export function openingState(hours: OpeningHours, at: Date): OpeningState {
  const now = at.getTime() + KOLKATA_OFFSET_MS;
  const today = Math.floor(now / DAY_MS);
  // Yesterday's hours may run past midnight into today.
  for (const day of [today - 1, today]) {
    const { start, end, exception } = openingOn(hours, day);
    if (start !== undefined && end !== undefined && start <= now && now < end) {
      return { open: true, closesAt: closingOfRun(hours, day, end, now), exception };
    }
  }
  const { exception } = openingOn(hours, today);
  for (let day = today; day <= today + LOOKAHEAD_DAYS; day++) {
    const { start } = openingOn(hours, day);
    if (start !== undefined && start > now) {
      return { open: false, opensAt: start - now <= LOOKAHEAD_MS ? instant(start) : undefined, exception };
    }
  }
  return { open: false, exception };
}

/** Hours that meet the next day's (10:00–24:00 then 00:00–02:00) are one opening: it closes when the last of them ends. */
function closingOfRun(hours: OpeningHours, day: number, end: number, now: number): Date | undefined {
  for (let next = day + 1; end - now <= LOOKAHEAD_MS; next++) {
    const following = openingOn(hours, next);
    if (following.start === undefined || following.end === undefined || following.start > end) return instant(end);
    end = Math.max(end, following.end);
  }
  return undefined;
}

/** A shop's hours: the mall's unless it has its own weekly; the mall's exceptions plus its own, its own winning on the same day. */
export function withDefault(own: Partial<OpeningHours> | undefined, mall: OpeningHours): OpeningHours {
  return {
    weekly: own?.weekly ?? mall.weekly,
    exceptions: [...(mall.exceptions ?? []), ...(own?.exceptions ?? [])],
  };
}
