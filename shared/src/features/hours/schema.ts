import type { DayHours, OpeningHours } from './opening-hours';

const DAYS_OF_WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map(
  (day) => `https://schema.org/${day}`,
);

export interface OpeningHoursSpecification {
  '@type': 'OpeningHoursSpecification';
  dayOfWeek?: string[];
  opens: string;
  closes: string;
  validFrom?: string;
  validThrough?: string;
}

/**
 * Google reads '00:00'–'00:00' as closed all day and '00:00'–'23:59' as open all day, so a midnight
 * closing is written 23:59. A closing earlier than the opening spans into the next day, as schema.org defines it.
 */
const schemaTime = (time: string) => (time === '24:00' ? '23:59' : time);

/** schema.org openingHoursSpecification: the week, days with equal hours grouped (closed days left out), then each exception not over before `today` ('YYYY-MM-DD'). */
export function openingHoursSpecification(hours: OpeningHours, today: string): OpeningHoursSpecification[] {
  const weekly = new Map<string, OpeningHoursSpecification>();
  hours.weekly.forEach((day: DayHours | null, index) => {
    const dayOfWeek = DAYS_OF_WEEK[index];
    if (!day || !dayOfWeek) return;
    const opens = schemaTime(day.opens);
    const closes = schemaTime(day.closes);
    const key = `${opens}-${closes}`;
    const entry = weekly.get(key);
    if (entry) entry.dayOfWeek?.push(dayOfWeek);
    else weekly.set(key, { '@type': 'OpeningHoursSpecification', dayOfWeek: [dayOfWeek], opens, closes });
  });
  const exceptions = (hours.exceptions ?? [])
    .filter((exception) => (exception.through ?? exception.from) >= today)
    .map((exception): OpeningHoursSpecification => ({
      '@type': 'OpeningHoursSpecification',
      opens: exception.hours ? schemaTime(exception.hours.opens) : '00:00',
      closes: exception.hours ? schemaTime(exception.hours.closes) : '00:00',
      validFrom: exception.from,
      validThrough: exception.through ?? exception.from,
    }));
  return [...weekly.values(), ...exceptions];
}
