import { endsIn, notEndedAt, runningAt, unchangedForMs } from './dated';

const offer = (id: string, starts: string, ends: string) => ({ id, starts, ends });
const diwali = offer('diwali', '2026-11-01T00:00:00+05:30', '2026-11-10T00:00:00+05:30');
const winter = offer('winter', '2026-11-20T00:00:00+05:30', '2026-12-01T00:00:00+05:30');
const newYear = offer('new-year', '2026-12-28T00:00:00+05:30', '2027-01-02T00:00:00+05:30');
const all = [newYear, diwali, winter];

describe('dated offers and events', () => {
  const now = new Date('2026-11-24T12:00:00+05:30');

  it('keeps only those running, and those not ended soonest first', () => {
    expect(runningAt(all, now).map((item) => item.id)).toEqual(['winter']);
    expect(notEndedAt(all, now).map((item) => item.id)).toEqual(['winter', 'new-year']);
    // The instant of its end, it has ended.
    expect(runningAt(all, new Date('2026-12-01T00:00:00+05:30')).map((item) => item.id)).toEqual([]);
  });

  it('counts the calendar days left in Kolkata', () => {
    expect(endsIn(winter, now)).toBe('Ends in 6 days');
    expect(endsIn(winter, new Date('2026-11-28T23:00:00+05:30'))).toBe('Ends in 2 days');
    expect(endsIn(winter, new Date('2026-11-29T08:00:00+05:30'))).toBe('Ends tomorrow');
    expect(endsIn(winter, new Date('2026-11-30T08:00:00+05:30'))).toBe('Ends today');
    // Ending at midnight, its last day is the 30th.
    expect(endsIn(winter, new Date('2026-11-30T00:30:00+05:30'))).toBe('Ends today');
    expect(endsIn(offer('x', '2026-11-01T00:00:00+05:30', '2026-11-24T21:00:00+05:30'), now)).toBe('Ends today');
  });

  it('says how long a rendered page stays right: until the next start, end or midnight', () => {
    expect(unchangedForMs(all, new Date('2026-11-30T23:30:00+05:30'))).toBe(30 * 60 * 1000);
    expect(unchangedForMs(all, new Date('2026-11-24T23:59:00+05:30'))).toBe(60 * 1000);
    expect(unchangedForMs(all, new Date('2026-11-24T12:00:00+05:30'))).toBe(60 * 60 * 1000);
  });
});
