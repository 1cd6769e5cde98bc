import { BRAND_HOURS, daily } from '@gfm/shared/data/site';
import type { OpeningHours } from '@gfm/shared/features/hours';

/** Sector 43 keeps the brand's hours and festival days. */
export const mallHours: OpeningHours = BRAND_HOURS;

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
export const showroomHours: OpeningHours = {
  weekly: daily({ opens: '10:00', closes: '21:00' }),
  exceptions: mallHours.exceptions ?? [],
};
