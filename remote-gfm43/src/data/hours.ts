import { BRAND_HOURS, daily, type HoursException } from '@gfm/shared/data/site';
import { minutesSinceMidnight, type OpeningHours } from '@gfm/shared/features/hours';

/**
 * Sector 43 keeps the brand's week; the days it differs (festivals, late
 * openings) come from WordPress with each page (decision 077).
 */
export const mallHoursWith = (exceptions: readonly HoursException[]): OpeningHours => ({ ...BRAND_HOURS, exceptions });

/** Brands whose hours are not the mall's, by slug. */
export const brandHours: Readonly<Record<string, Partial<OpeningHours>>> = {
  'brew-theory': { weekly: daily({ opens: '08:00', closes: '22:00' }) },
  'chai-chapter': { weekly: daily({ opens: '08:30', closes: '22:30' }) },
  'scoop-street': { weekly: daily({ opens: '11:00', closes: '23:00' }) },
  // Courts open for early games; closed on Monday mornings for resurfacing.
  'pickle-and-paddle': {
    weekly: [{ opens: '14:00', closes: '23:00' }, ...daily({ opens: '06:00', closes: '23:00' }).slice(1)],
  },
};

/** requirements §3/§9: the car showrooms are open 10:00 am to 09:00 pm every day. */
const SHOWROOM_DAY = { opens: '10:00', closes: '21:00' } as const;

/** Minutes of a closing time after the day's opening (a closing before the opening is the next day's). */
const closingMinutes = (opens: string, closes: string) =>
  minutesSinceMidnight(closes) + (minutesSinceMidnight(closes) <= minutesSinceMidnight(opens) ? 24 * 60 : 0);

/**
 * The showrooms' hours on the mall's days: a day the mall closes or shortens
 * shortens theirs, but a late opening of the mall never keeps them open past
 * 9 pm (the original gave the showrooms the mall's late nights).
 */
export function showroomHoursWith(exceptions: readonly HoursException[]): OpeningHours {
  return {
    weekly: daily(SHOWROOM_DAY),
    exceptions: exceptions.map((exception) => {
      if (!exception.hours) return exception;
      const opens = Math.max(minutesSinceMidnight(exception.hours.opens), minutesSinceMidnight(SHOWROOM_DAY.opens));
      const closes = Math.min(
        closingMinutes(exception.hours.opens, exception.hours.closes),
        minutesSinceMidnight(SHOWROOM_DAY.closes),
      );
      const time = (minutes: number) =>
        `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
      return { ...exception, hours: closes > opens ? { opens: time(opens), closes: time(closes) } : null };
    }),
  };
}
