import { minutesSinceMidnight, wallClock, type DayHours, type OpeningState, type WeeklyHours } from './opening-hours';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
/** From this many minutes before closing, the line counts the minutes down. */
export const COUNTDOWN_MINUTES = 60;
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** Kolkata is UTC+05:30 all year (opening-hours.ts). */
const KOLKATA_OFFSET_MS = 330 * MINUTE_MS;

/** '10:00' → '10 AM', '21:30' → '9:30 PM', '00:00' and '24:00' → '12 AM', '12:00' → '12 PM'. */
export function formatTime(time: string): string {
  const minutes = minutesSinceMidnight(time) % (24 * 60);
  const hour = Math.floor(minutes / 60);
  const minute = minutes % 60;
  const clock = `${hour % 12 || 12}${minute ? `:${String(minute).padStart(2, '0')}` : ''}`;
  return `${clock} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** When an instant falls, for a visitor reading it at `now`: '10 AM', '10 AM tomorrow', '10 AM Sat', with the date from a week ahead. */
function dayAndTime(at: Date, now: Date): string {
  const target = wallClock(at);
  const time = formatTime(target.time);
  const days = target.day - wallClock(now).day;
  const weekday = WEEKDAYS[target.weekday];
  if (days <= 0) return time;
  if (days === 1) return `${time} tomorrow`;
  if (days < 7) return `${time} ${weekday}`;
  const [, month, date] = target.date.split('-').map(Number);
  return `${time} ${weekday} ${date} ${MONTHS[(month ?? 1) - 1]}`;
}

/** A closing less than a day ahead is the next time the clock shows it, past midnight or not: 'closes 1 AM', not '1 AM tomorrow'. */
function closingTime(at: Date, now: Date): string {
  return at.getTime() - now.getTime() < DAY_MS ? formatTime(wallClock(at).time) : dayAndTime(at, now);
}

export interface LineOptions {
  /**
   * Count the last hour down ('Closes in 25 min'), a line true for a minute.
   * Without it the line reads 'Open now · closes 10 PM' to the closing: the
   * server's HTML, which a cache may hold, says that (decision 047).
   */
  countdown?: boolean;
}

/** The one line a visitor reads: 'Open now · closes 10 PM', 'Closes in 25 min', 'Closed · opens 10 AM tomorrow · Diwali'. */
export function describeOpening(state: OpeningState, now: Date, { countdown = true }: LineOptions = {}): string {
  const parts: string[] = [];
  if (state.open && state.closesAt) {
    const minutesLeft = Math.ceil((state.closesAt.getTime() - now.getTime()) / MINUTE_MS);
    if (countdown && minutesLeft <= COUNTDOWN_MINUTES) parts.push(`Closes in ${Math.max(1, minutesLeft)} min`);
    else parts.push('Open now', `closes ${closingTime(state.closesAt, now)}`);
  } else if (state.open) {
    parts.push('Open now');
  } else {
    parts.push('Closed');
    if (state.opensAt) parts.push(`opens ${dayAndTime(state.opensAt, now)}`);
  }
  if (state.exception) parts.push(state.exception.label);
  return parts.join(' · ');
}

/**
 * The first instant after `now` at which describeOpening's line reads
 * differently: an opening or a closing, the countdown's start and then each
 * of its minutes (with `countdown`), and Kolkata's midnight ('tomorrow'
 * becomes today).
 */
export function lineChangesAt(state: OpeningState, now: Date, { countdown = true }: LineOptions = {}): number {
  const at = now.getTime();
  const nextMinute = (Math.floor(at / MINUTE_MS) + 1) * MINUTE_MS;
  const changes = [nextMidnightInKolkata(at)];
  if (state.open && state.closesAt) {
    const countdownStarts = state.closesAt.getTime() - COUNTDOWN_MINUTES * MINUTE_MS;
    if (countdown) changes.push(countdownStarts > at ? countdownStarts : nextMinute);
    changes.push(state.closesAt.getTime());
  }
  if (!state.open && state.opensAt) changes.push(state.opensAt.getTime());
  return Math.max(nextMinute, Math.min(...changes));
}

function nextMidnightInKolkata(at: number): number {
  const { day } = wallClock(new Date(at));
  return (day + 1) * DAY_MS - KOLKATA_OFFSET_MS;
}

function hoursText(hours: DayHours | null | undefined): string {
  return hours ? `${formatTime(hours.opens)} – ${formatTime(hours.closes)}` : 'Closed';
}

/** A week as lines of a table, consecutive days with the same hours grouped: { days: 'Mon–Sat', hours: '10 AM – 10 PM' }. */
export function weeklyLines(hours: WeeklyHours): { days: string; hours: string }[] {
  const lines: { days: string; hours: string }[] = [];
  let first = 0;
  for (let day = 1; day <= WEEKDAYS.length; day++) {
    const text = hoursText(hours[first]);
    if (day < WEEKDAYS.length && hoursText(hours[day]) === text) continue;
    const last = day - 1;
    lines.push({ days: first === last ? `${WEEKDAYS[first]}` : `${WEEKDAYS[first]}–${WEEKDAYS[last]}`, hours: text });
    first = day;
  }
  return lines;
}
