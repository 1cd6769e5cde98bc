import { BRAND_HOURS, daily, type HoursException } from '@gfm/shared/data/site';
import type { OpeningHours } from '@gfm/shared/features/hours';

/**
 * Palam Vihar keeps the brand's week; the days it differs (festivals, its own
 * Lohri bonfire) come from WordPress with each page (decision 077).
 */
export const mallHoursWith = (exceptions: readonly HoursException[]): OpeningHours => ({ ...BRAND_HOURS, exceptions });

/** Shops whose hours are not the mall's, by shop id. */
export const shopHours: Readonly<Record<string, Partial<OpeningHours>>> = {
  // Breakfast and coffee before the mall opens: their own entrance on the ground floor.
  itTQyDUgvzMwG84E_VaDa: { weekly: daily({ opens: '08:00', closes: '22:00' }) },
  'TF-74': { weekly: daily({ opens: '08:30', closes: '22:00' }) },
  'SF-21': { weekly: daily({ opens: '08:00', closes: '16:00' }) },
  'TF-20': { weekly: daily({ opens: '09:00', closes: '22:00' }) },
  // The gyms open early and close on Sundays' evenings.
  'SF-56': { weekly: [...daily({ opens: '06:00', closes: '22:00' }).slice(0, 6), { opens: '07:00', closes: '13:00' }] },
  'FF-61': { weekly: [...daily({ opens: '06:00', closes: '21:00' }).slice(0, 6), null] },
  O5yP3OGYtDAjlT1Ltz3fX: { weekly: daily({ opens: '06:30', closes: '20:00' }) },
  // The supermarket and the pharmacy keep longer hours.
  'GF-51': { weekly: daily({ opens: '08:00', closes: '23:00' }) },
  'Hn6o-CMNhAfGPYVNO-UzS': { weekly: daily({ opens: '08:00', closes: '23:30' }) },
  // The cinema's last show ends after midnight.
  '69-mrkpWmyI2s9yWTVRq9': { weekly: daily({ opens: '10:00', closes: '01:00' }) },
  'GF-25': { weekly: daily({ opens: '11:00', closes: '23:00' }) },
};
