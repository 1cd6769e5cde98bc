import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { hoursOn, openingState, withDefault, type DayHours, type OpeningHours } from './opening-hours';

// Kolkata is UTC+05:30: 2026-11-24 is a Tuesday, 16:30Z is 22:00 there and 18:30Z is midnight.
const daily = (opens: string, closes: string) => Array.from({ length: 7 }, (): DayHours => ({ opens, closes }));
const mall: OpeningHours = { weekly: daily('10:00', '22:00') };
const cinema: OpeningHours = { weekly: daily('10:00', '01:00') };
const diwali = { from: '2026-11-08', label: 'Diwali', hours: null };
const holi = { from: '2027-03-22', label: 'Early closing for Holi', hours: { opens: '10:00', closes: '18:00' } };
const closedOnMondays: OpeningHours = { weekly: [null, ...daily('10:00', '22:00').slice(1)] };

describe('openingState', () => {
  it('is open from the minute of opening, and closed from the minute of closing', () => {
    expect(openingState(mall, new Date('2026-11-24T04:29:59Z'))).toEqual({
      open: false,
      opensAt: new Date('2026-11-24T04:30:00Z'),
    });
    expect(openingState(mall, new Date('2026-11-24T04:30:00Z'))).toEqual({
      open: true,
      closesAt: new Date('2026-11-24T16:30:00Z'),
    });
    expect(openingState(mall, new Date('2026-11-24T16:29:59Z'))).toEqual({
      open: true,
      closesAt: new Date('2026-11-24T16:30:00Z'),
    });
    expect(openingState(mall, new Date('2026-11-24T16:30:00Z'))).toEqual({
      open: false,
      opensAt: new Date('2026-11-25T04:30:00Z'),
    });
  });

  it('at midnight in Kolkata, looks for the opening of the new day', () => {
    expect(openingState(mall, new Date('2026-11-24T18:30:00Z'))).toEqual({
      open: false,
      opensAt: new Date('2026-11-25T04:30:00Z'),
    });
  });

  it("counts the first hours of a day as the previous day's opening when it closes past midnight", () => {
    expect(openingState(cinema, new Date('2026-11-24T18:30:00Z'))).toEqual({
      open: true,
      closesAt: new Date('2026-11-24T19:30:00Z'),
    });
    expect(openingState(cinema, new Date('2026-11-24T19:29:59Z')).open).toBe(true);
    expect(openingState(cinema, new Date('2026-11-24T19:30:00Z'))).toEqual({
      open: false,
      opensAt: new Date('2026-11-25T04:30:00Z'),
    });
  });

  it("closes at midnight when the hours end at '24:00'", () => {
    const late: OpeningHours = { weekly: daily('10:00', '24:00') };
    expect(openingState(late, new Date('2026-11-24T18:29:00Z'))).toEqual({
      open: true,
      closesAt: new Date('2026-11-24T18:30:00Z'),
    });
    expect(openingState(late, new Date('2026-11-24T18:30:00Z')).open).toBe(false);
  });

  it('stays closed all day on a closed exception, and names it', () => {
    const hours = { ...mall, exceptions: [diwali] };
    expect(openingState(hours, new Date('2026-11-07T16:29:00Z'))).toEqual({
      open: true,
      closesAt: new Date('2026-11-07T16:30:00Z'),
    });
    expect(openingState(hours, new Date('2026-11-08T06:30:00Z'))).toEqual({
      open: false,
      opensAt: new Date('2026-11-09T04:30:00Z'),
      exception: diwali,
    });
  });

  it("closes early on an exception's shorter hours", () => {
    const hours = { ...mall, exceptions: [holi] };
    expect(openingState(hours, new Date('2027-03-22T12:29:00Z'))).toEqual({
      open: true,
      closesAt: new Date('2027-03-22T12:30:00Z'),
      exception: holi,
    });
    expect(openingState(hours, new Date('2027-03-22T12:30:00Z'))).toEqual({
      open: false,
      opensAt: new Date('2027-03-23T04:30:00Z'),
      exception: holi,
    });
  });

  it('finds the next opening across a closed weekday', () => {
    // Sunday 29 November, 22:00 in Kolkata: Monday is closed, so Tuesday 10:00.
    expect(openingState(closedOnMondays, new Date('2026-11-29T16:30:00Z'))).toEqual({
      open: false,
      opensAt: new Date('2026-12-01T04:30:00Z'),
    });
  });

  it('gives the next opening only within 14 days', () => {
    const closure = (through: string): OpeningHours => ({
      ...mall,
      exceptions: [{ from: '2026-12-01', through, label: 'Closed for works', hours: null }],
    });
    const mondayNight = new Date('2026-11-30T16:30:00Z');
    expect(openingState(closure('2026-12-13'), mondayNight).opensAt).toEqual(new Date('2026-12-14T04:30:00Z'));
    expect(openingState(closure('2026-12-20'), mondayNight)).toEqual({ open: false });
    expect(openingState({ weekly: Array(7).fill(null) }, mondayNight)).toEqual({ open: false });
  });

  it('closes when the last of several days of hours that run into each other ends', () => {
    const weekend: OpeningHours = {
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
    // Friday 27 November, 23:00 in Kolkata.
    expect(openingState(weekend, new Date('2026-11-27T17:30:00Z'))).toEqual({
      open: true,
      closesAt: new Date('2026-11-29T14:30:00Z'),
    });
    expect(openingState({ weekly: daily('00:00', '24:00') }, new Date('2026-11-27T17:30:00Z'))).toEqual({
      open: true,
      closesAt: undefined,
    });
  });

  it("names a late exception's day while its hours run past midnight", () => {
    const newYearsEve = { from: '2026-12-31', label: "New Year's Eve", hours: { opens: '10:00', closes: '02:00' } };
    const hours = { ...mall, exceptions: [newYearsEve] };
    // 1 January 2027, 01:00 and 02:00 in Kolkata.
    expect(openingState(hours, new Date('2026-12-31T19:30:00Z'))).toEqual({
      open: true,
      closesAt: new Date('2026-12-31T20:30:00Z'),
      exception: newYearsEve,
    });
    expect(openingState(hours, new Date('2026-12-31T20:30:00Z'))).toEqual({
      open: false,
      opensAt: new Date('2027-01-01T04:30:00Z'),
    });
  });
});

describe('hoursOn', () => {
  it("takes an exception over the weekday's hours, from its first day through its last", () => {
    const hours: OpeningHours = {
      weekly: closedOnMondays.weekly,
      exceptions: [{ from: '2026-11-09', through: '2026-11-10', label: 'Diwali week', hours: holi.hours }],
    };
    expect(hoursOn(hours, '2026-11-08')).toEqual({ hours: { opens: '10:00', closes: '22:00' } });
    expect(hoursOn(hours, '2026-11-09')).toEqual({ hours: holi.hours, exception: hours.exceptions?.[0] });
    expect(hoursOn(hours, '2026-11-10').hours).toEqual(holi.hours);
    expect(hoursOn(hours, '2026-11-16')).toEqual({ hours: null });
  });

  it('lets the later of two exceptions on the same day win', () => {
    const shop = { from: '2026-11-08', label: 'Open for Diwali', hours: { opens: '12:00', closes: '16:00' } };
    expect(hoursOn({ ...mall, exceptions: [diwali, shop] }, '2026-11-08')).toEqual({
      hours: shop.hours,
      exception: shop,
    });
  });

  it('refuses a date or a time that is not written as agreed', () => {
    expect(() => hoursOn(mall, '2026-11-8')).toThrow(RangeError);
    expect(() => hoursOn(mall, '2026-02-30')).toThrow(RangeError);
    expect(() => openingState({ weekly: daily('10:00', '22:60') }, new Date('2026-11-24T06:30:00Z'))).toThrow(
      RangeError,
    );
  });
});

describe('withDefault', () => {
  it("gives a shop the mall's hours and exceptions unless it has its own, its own winning on the same day", () => {
    const ownDiwali = { from: '2026-11-08', label: 'Diwali', hours: { opens: '18:00', closes: '01:00' } };
    const mallHours = { ...mall, exceptions: [diwali, holi] };
    expect(withDefault(undefined, mallHours)).toEqual(mallHours);
    const shop = withDefault({ weekly: cinema.weekly, exceptions: [ownDiwali] }, mallHours);
    expect(shop.weekly).toBe(cinema.weekly);
    expect(hoursOn(shop, '2026-11-08').hours).toEqual(ownDiwali.hours);
    expect(hoursOn(shop, '2027-03-22').hours).toEqual(holi.hours);
    expect(withDefault({ exceptions: [ownDiwali] }, mallHours).weekly).toBe(mall.weekly);
  });
});

describe('whatever time zone the visitor is in', () => {
  // Jest gives each test file a copy of process.env, so setting TZ here would not reach Node's clock: each zone
  // runs the same code in a Node of its own, started with TZ set, as a visitor's browser would be.
  const root = path.resolve(__dirname, '../../..');
  const script = `
    const { openingState } = require(${JSON.stringify(path.join(__dirname, 'opening-hours.ts'))});
    const { describeOpening } = require(${JSON.stringify(path.join(__dirname, 'format.ts'))});
    const cases = JSON.parse(process.argv[1]);
    const answers = cases.map(([hours, iso]) => {
      const at = new Date(iso);
      const state = openingState(hours, at);
      return { state: JSON.parse(JSON.stringify(state)), line: describeOpening(state, at) };
    });
    console.log(JSON.stringify({ offset: new Date(cases[0][1]).getTimezoneOffset(), answers }));
  `;
  const cases: [OpeningHours, string, string][] = [
    [mall, '2026-11-24T06:30:00Z', 'Open now · closes 10 PM'],
    [mall, '2026-11-24T16:29:00Z', 'Closes in 1 min'],
    [mall, '2026-11-24T16:30:00Z', 'Closed · opens 10 AM tomorrow'],
    [mall, '2026-11-24T18:30:00Z', 'Closed · opens 10 AM'],
    [cinema, '2026-11-24T18:30:00Z', 'Closes in 60 min'],
    [{ ...mall, exceptions: [diwali] }, '2026-11-07T18:30:00Z', 'Closed · opens 10 AM tomorrow · Diwali'],
    [closedOnMondays, '2026-11-29T16:30:00Z', 'Closed · opens 10 AM Tue'],
  ];

  async function askIn(timeZone: string) {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', '-e', script, JSON.stringify(cases.map(([hours, iso]) => [hours, iso]))],
      {
        cwd: root,
        env: { ...process.env, TZ: timeZone },
      },
    );
    return JSON.parse(stdout) as { offset: number; answers: { state: unknown; line: string }[] };
  }

  it.each([
    ['America/Los_Angeles', 8 * 60],
    ['Pacific/Kiritimati', -14 * 60],
  ])(
    'gives the same answers in %s',
    async (timeZone, offset) => {
      const inZone = await askIn(timeZone);
      // Proof that the zone took effect: the clock there is the visitor's, not Kolkata's.
      expect(inZone.offset).toBe(offset);
      expect(inZone.answers.map((answer) => answer.line)).toEqual(cases.map(([, , line]) => line));
      expect(inZone.answers.map((answer) => answer.state)).toEqual(
        cases.map(([hours, iso]) => JSON.parse(JSON.stringify(openingState(hours, new Date(iso))))),
      );
    },
    20_000,
  );
});
