import { openingState } from '@gfm/shared/features/hours';
import { showroomHoursWith } from './hours';

describe('the car showrooms on the mall’s days', () => {
  const christmas = {
    from: '2026-12-24',
    through: '2026-12-25',
    label: 'Christmas late opening',
    hours: { opens: '10:00', closes: '23:30' },
  };
  const diwali = { from: '2026-11-08', label: 'Diwali', hours: { opens: '10:00', closes: '18:00' } };
  const newYearsDay = { from: '2027-01-01', label: 'New Year’s Day', hours: { opens: '12:00', closes: '22:00' } };
  const holi = { from: '2027-03-22', label: 'Holi', hours: null };
  const hours = showroomHoursWith([christmas, diwali, newYearsDay, holi]);

  it('keep 9 pm on a late night of the mall (the original kept them open until 11:30 pm)', () => {
    expect(openingState(hours, new Date('2026-12-24T22:00:00+05:30')).open).toBe(false);
    expect(openingState(hours, new Date('2026-12-24T20:00:00+05:30')).open).toBe(true);
  });

  it('close early, open late or stay shut with the mall', () => {
    expect(openingState(hours, new Date('2026-11-08T19:00:00+05:30')).open).toBe(false);
    expect(openingState(hours, new Date('2027-01-01T11:00:00+05:30')).open).toBe(false);
    expect(openingState(hours, new Date('2027-01-01T20:30:00+05:30')).open).toBe(true);
    expect(openingState(hours, new Date('2027-03-22T12:00:00+05:30')).open).toBe(false);
  });

  it('keep their own hours every other day', () => {
    expect(openingState(hours, new Date('2026-12-01T20:59:00+05:30')).open).toBe(true);
    expect(openingState(hours, new Date('2026-12-01T21:00:00+05:30')).open).toBe(false);
  });
});
