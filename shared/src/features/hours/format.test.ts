import { describeOpening, formatTime, lineChangesAt, weeklyLines } from './format';
import { openingState, type DayHours, type OpeningHours } from './opening-hours';

// Kolkata is UTC+05:30: 2026-11-24 is a Tuesday, 16:30Z is 22:00 there.
const daily = (opens: string, closes: string) => Array.from({ length: 7 }, (): DayHours => ({ opens, closes }));
const mall: OpeningHours = { weekly: daily('10:00', '22:00') };

function line(hours: OpeningHours, iso: string): string {
  const now = new Date(iso);
  return describeOpening(openingState(hours, now), now);
}

describe('formatTime', () => {
  it.each([
    ['10:00', '10 AM'],
    ['21:30', '9:30 PM'],
    ['00:00', '12 AM'],
    ['00:30', '12:30 AM'],
    ['24:00', '12 AM'],
    ['12:00', '12 PM'],
    ['12:05', '12:05 PM'],
    ['23:59', '11:59 PM'],
  ])('writes %s as %s', (time, text) => {
    expect(formatTime(time)).toBe(text);
  });

  it('refuses what is not an HH:MM time', () => {
    expect(() => formatTime('9:30')).toThrow(RangeError);
  });
});

describe('describeOpening', () => {
  it('gives the closing time while more than an hour is left', () => {
    expect(line(mall, '2026-11-24T06:30:00Z')).toBe('Open now · closes 10 PM');
    expect(line(mall, '2026-11-24T15:29:00Z')).toBe('Open now · closes 10 PM');
  });

  it('counts the last hour down, rounding up to the minute', () => {
    expect(line(mall, '2026-11-24T15:30:00Z')).toBe('Closes in 60 min');
    expect(line(mall, '2026-11-24T16:05:00Z')).toBe('Closes in 25 min');
    expect(line(mall, '2026-11-24T16:05:30Z')).toBe('Closes in 25 min');
    expect(line(mall, '2026-11-24T16:29:00Z')).toBe('Closes in 1 min');
    expect(line(mall, '2026-11-24T16:29:59Z')).toBe('Closes in 1 min');
  });

  it('says when it opens: today, tomorrow, a weekday, or a date a week or more ahead', () => {
    expect(line(mall, '2026-11-24T02:00:00Z')).toBe('Closed · opens 10 AM');
    expect(line(mall, '2026-11-24T16:30:00Z')).toBe('Closed · opens 10 AM tomorrow');
    const closedOnMondays = { weekly: [null, ...mall.weekly.slice(1)] };
    expect(line(closedOnMondays, '2026-11-29T16:30:00Z')).toBe('Closed · opens 10 AM Tue');
    const works = {
      ...mall,
      exceptions: [{ from: '2026-12-01', through: '2026-12-13', label: 'Closed for works', hours: null }],
    };
    expect(line(works, '2026-11-30T16:30:00Z')).toBe('Closed · opens 10 AM Mon 14 Dec');
    expect(line({ weekly: Array(7).fill(null) }, '2026-11-30T16:30:00Z')).toBe('Closed');
  });

  it("ends with the label of the day's exception", () => {
    const diwali = { ...mall, exceptions: [{ from: '2026-11-08', label: 'Diwali', hours: null }] };
    expect(line(diwali, '2026-11-07T18:30:00Z')).toBe('Closed · opens 10 AM tomorrow · Diwali');
    const holi = {
      ...mall,
      exceptions: [{ from: '2027-03-22', label: 'Early closing for Holi', hours: { opens: '10:00', closes: '18:00' } }],
    };
    expect(line(holi, '2027-03-22T12:00:00Z')).toBe('Closes in 30 min · Early closing for Holi');
    expect(line(holi, '2027-03-22T06:30:00Z')).toBe('Open now · closes 6 PM · Early closing for Holi');
  });

  it('gives a closing past midnight as a time alone, and one days ahead with its day', () => {
    expect(line({ weekly: daily('10:00', '01:00') }, '2026-11-24T14:30:00Z')).toBe('Open now · closes 1 AM');
    expect(line({ weekly: daily('10:00', '24:00') }, '2026-11-24T06:30:00Z')).toBe('Open now · closes 12 AM');
    const weekend = {
      weekly: [
        null,
        null,
        null,
        null,
        { opens: '10:00', closes: '24:00' },
        { opens: '00:00', closes: '24:00' },
        { opens: '00:00', closes: '20:00' },
      ],
    };
    expect(line(weekend, '2026-11-27T17:30:00Z')).toBe('Open now · closes 8 PM Sun');
    expect(line({ weekly: daily('00:00', '24:00') }, '2026-11-27T17:30:00Z')).toBe('Open now');
  });
});

describe('weeklyLines', () => {
  it('groups consecutive days with the same hours', () => {
    expect(weeklyLines(mall.weekly)).toEqual([{ days: 'Mon–Sun', hours: '10 AM – 10 PM' }]);
    const late = { opens: '10:00', closes: '24:00' };
    expect(
      weeklyLines([null, ...daily('10:00', '22:00').slice(1, 4), late, late, { opens: '10:00', closes: '22:00' }]),
    ).toEqual([
      { days: 'Mon', hours: 'Closed' },
      { days: 'Tue–Thu', hours: '10 AM – 10 PM' },
      { days: 'Fri–Sat', hours: '10 AM – 12 AM' },
      { days: 'Sun', hours: '10 AM – 10 PM' },
    ]);
  });
});

describe('lineChangesAt', () => {
  const daily: OpeningHours = {
    weekly: Array.from({ length: 7 }, (): DayHours => ({ opens: '10:00', closes: '22:00' })),
  };
  const changesAt = (iso: string) => {
    const now = new Date(iso);
    return new Date(lineChangesAt(openingState(daily, now), now)).toISOString();
  };

  it('is the countdown’s start while open, then each minute of it, then the closing', () => {
    // 20:30 in Kolkata: the line reads 'Open now · closes 10 PM' until 21:00.
    expect(changesAt('2026-11-24T15:00:00Z')).toBe('2026-11-24T15:30:00.000Z');
    // 21:58:30: 'Closes in 2 min' until 21:59.
    expect(changesAt('2026-11-24T16:28:30Z')).toBe('2026-11-24T16:29:00.000Z');
  });

  it('without the countdown, is the closing itself', () => {
    const now = new Date('2026-11-24T16:28:30Z');
    const state = openingState(daily, now);
    expect(new Date(lineChangesAt(state, now, { countdown: false })).toISOString()).toBe('2026-11-24T16:30:00.000Z');
    expect(describeOpening(state, now, { countdown: false })).toBe('Open now · closes 10 PM');
  });

  it('is midnight in Kolkata while closed in the evening (tomorrow becomes today), then the opening', () => {
    // 23:00: 'Closed · opens 10 AM tomorrow' until midnight.
    expect(changesAt('2026-11-24T17:30:00Z')).toBe('2026-11-24T18:30:00.000Z');
    // 08:00: 'Closed · opens 10 AM' until 10:00.
    expect(changesAt('2026-11-25T02:30:00Z')).toBe('2026-11-25T04:30:00.000Z');
  });
});
