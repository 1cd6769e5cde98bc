import type { DayHours, OpeningHours } from './opening-hours';
import { openingHoursSpecification } from './schema';

const day = (opens: string, closes: string): DayHours => ({ opens, closes });
const week = (name: string) => `https://schema.org/${name}`;

describe('openingHoursSpecification', () => {
  it('groups the days with equal hours, leaves closed days out and writes midnight as 23:59', () => {
    const hours: OpeningHours = {
      weekly: [
        null,
        day('10:00', '22:00'),
        day('10:00', '22:00'),
        day('10:00', '22:00'),
        day('10:00', '24:00'),
        day('10:00', '24:00'),
        day('10:00', '22:00'),
      ],
    };
    expect(openingHoursSpecification(hours, '2026-11-24')).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: [week('Tuesday'), week('Wednesday'), week('Thursday'), week('Sunday')],
        opens: '10:00',
        closes: '22:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: [week('Friday'), week('Saturday')],
        opens: '10:00',
        closes: '23:59',
      },
    ]);
  });

  it('keeps a closing past midnight as it is (schema.org: it spans into the next day)', () => {
    const [entry] = openingHoursSpecification({ weekly: Array(7).fill(day('10:00', '01:00')) }, '2026-11-24');
    expect(entry).toMatchObject({ opens: '10:00', closes: '01:00' });
    expect(entry?.dayOfWeek).toHaveLength(7);
  });

  it('adds each exception not over before today, closed days as 00:00–00:00', () => {
    const hours: OpeningHours = {
      weekly: Array(7).fill(day('10:00', '22:00')),
      exceptions: [
        { from: '2026-11-08', label: 'Diwali', hours: null },
        { from: '2026-11-20', through: '2026-11-24', label: 'Wedding season', hours: day('10:00', '24:00') },
        { from: '2027-03-22', label: 'Early closing for Holi', hours: day('10:00', '18:00') },
      ],
    };
    expect(openingHoursSpecification(hours, '2026-11-24').slice(1)).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        opens: '10:00',
        closes: '23:59',
        validFrom: '2026-11-20',
        validThrough: '2026-11-24',
      },
      {
        '@type': 'OpeningHoursSpecification',
        opens: '10:00',
        closes: '18:00',
        validFrom: '2027-03-22',
        validThrough: '2027-03-22',
      },
    ]);
    expect(openingHoursSpecification(hours, '2026-11-01').slice(1, 2)).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        opens: '00:00',
        closes: '00:00',
        validFrom: '2026-11-08',
        validThrough: '2026-11-08',
      },
    ]);
  });
});
