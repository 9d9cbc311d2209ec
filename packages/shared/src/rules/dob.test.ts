// Property-based tests of the date-of-birth rules, platform spec §4 (parts and accuracy) and §5
// (day 1-31, month 1-12, at most 2 characters each; year exactly 4 digits).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  calendarDateFromIso,
  dobFromParts,
  dobToIso,
  isValidCalendarDate,
  partsFromDob,
} from './dob.ts';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Any calendar date of a 4-digit year, as YYYY-MM-DD. */
const calendarDate = fc
  .date({
    min: new Date('0000-01-01T00:00:00.000Z'),
    max: new Date('9999-12-31T00:00:00.000Z'),
    noInvalidDate: true,
  })
  .map((d) => `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`);

const year4 = fc.integer({ min: 0, max: 9999 }).map((y) => pad(y, 4));

/** The number of days in a month, by the proleptic Gregorian calendar. */
function daysIn(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

describe('dobFromParts and partsFromDob', () => {
  it('a full date survives the round trip through its parts, as accurate', () => {
    fc.assert(
      fc.property(calendarDate, (date) => {
        const parts = partsFromDob(date, true);
        expect(dobFromParts(parts)).toEqual({ date, dobIsAccurate: true });
      }),
    );
  });

  it('a date that is not accurate comes back as 1 January of its year, not accurate', () => {
    fc.assert(
      fc.property(calendarDate, (date) => {
        const parts = partsFromDob(date, false);
        expect(parts).toEqual({ day: '', month: '', year: date.slice(0, 4) });
        expect(dobFromParts(parts)).toEqual({
          date: `${date.slice(0, 4)}-01-01`,
          dobIsAccurate: false,
        });
      }),
    );
  });

  it('parts that form a date come back from the stored date unchanged, save leading zeros', () => {
    fc.assert(
      fc.property(
        year4,
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 31 }),
        fc.boolean(),
        (year, month, day, zeroPad) => {
          fc.pre(day <= daysIn(Number(year), month));
          const typed = {
            day: zeroPad ? pad(day) : String(day),
            month: zeroPad ? pad(month) : String(month),
            year,
          };
          const dob = dobFromParts(typed);
          expect(dob).toEqual({ date: `${year}-${pad(month)}-${pad(day)}`, dobIsAccurate: true });
          expect(partsFromDob(dob?.date, true)).toEqual({
            day: String(day),
            month: String(month),
            year,
          });
        },
      ),
    );
  });

  it('day and month are read the same with spaces around them', () => {
    fc.assert(
      fc.property(calendarDate, fc.constantFrom(' ', '  ', '\t'), (date, space) => {
        const { day, month, year } = partsFromDob(date, true);
        expect(
          dobFromParts({ day: `${space}${day}${space}`, month: `${space}${month}`, year }),
        ).toEqual({ date, dobIsAccurate: true });
      }),
    );
  });

  it('a day past the end of its month (31/02, 31/04, 29/02 of a common year) is refused', () => {
    fc.assert(
      fc.property(
        year4,
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 29, max: 31 }),
        (year, month, day) => {
          fc.pre(day > daysIn(Number(year), month));
          expect(dobFromParts({ day: String(day), month: String(month), year })).toBeNull();
          expect(isValidCalendarDate(Number(year), month, day)).toBe(false);
        },
      ),
    );
    expect(dobFromParts({ day: '31', month: '2', year: '1990' })).toBeNull();
    expect(dobFromParts({ day: '29', month: '2', year: '1900' })).toBeNull();
    expect(dobFromParts({ day: '29', month: '2', year: '2000' })).toEqual({
      date: '2000-02-29',
      dobIsAccurate: true,
    });
  });

  it('a day outside 1-31 or a month outside 1-12 is refused', () => {
    fc.assert(
      fc.property(
        year4,
        fc.oneof(
          fc.tuple(fc.constantFrom(0, 32, 40, 99), fc.integer({ min: 1, max: 12 })),
          fc.tuple(fc.integer({ min: 1, max: 28 }), fc.constantFrom(0, 13, 20, 99)),
        ),
        (year, [day, month]) => {
          expect(dobFromParts({ day: String(day), month: String(month), year })).toBeNull();
        },
      ),
    );
  });

  it('a day or month that is not 1 or 2 digits is refused, whatever number it spells', () => {
    const notDigits = fc.constantFrom(
      '1e1',
      '0x1',
      '+5',
      '-1',
      '5.0',
      '1.5',
      '007',
      '٣',
      'one',
      '1 2',
    );
    fc.assert(
      fc.property(year4, notDigits, fc.boolean(), (year, bad, inDay) => {
        const parts = inDay ? { day: bad, month: '1', year } : { day: '1', month: bad, year };
        expect(dobFromParts(parts)).toBeNull();
      }),
    );
  });

  it('a year that is not exactly 4 digits is refused, with or without day and month', () => {
    const badYear = fc.oneof(
      fc.stringMatching(/^[0-9]{0,3}$/),
      fc.stringMatching(/^[0-9]{5,8}$/),
      fc.constantFrom('199O', '19 90', ' 1990', '1990 ', '+1990', '1e03', '１９９０'),
    );
    fc.assert(
      fc.property(badYear, fc.boolean(), (year, withDayMonth) => {
        const parts = withDayMonth ? { day: '1', month: '1', year } : { day: '', month: '', year };
        expect(dobFromParts(parts)).toBeNull();
      }),
    );
  });

  it('a day without a month, or a month without a day, is refused', () => {
    fc.assert(
      fc.property(year4, fc.integer({ min: 1, max: 12 }), fc.boolean(), (year, n, dayOnly) => {
        const parts = dayOnly
          ? { day: String(n), month: '', year }
          : { day: '', month: String(n), year };
        expect(dobFromParts(parts)).toBeNull();
      }),
    );
  });

  it('parts of nothing give nothing back', () => {
    expect(partsFromDob(null, true)).toEqual({ day: '', month: '', year: '' });
    expect(partsFromDob(undefined, false)).toEqual({ day: '', month: '', year: '' });
    expect(dobFromParts({ day: '', month: '', year: '' })).toBeNull();
  });
});

describe('dobToIso and calendarDateFromIso', () => {
  it('every calendar date survives the trip to an ISO instant and back', () => {
    fc.assert(
      fc.property(calendarDate, (date) => {
        expect(calendarDateFromIso(dobToIso(date))).toBe(date);
        expect(calendarDateFromIso(date)).toBe(date);
      }),
    );
  });

  it('reads the calendar date of any instant of that day written in UTC', () => {
    fc.assert(
      fc.property(calendarDate, fc.integer({ min: 0, max: 86_399_999 }), (date, ms) => {
        const iso = new Date(Date.parse(`${date}T00:00:00.000Z`) + ms).toISOString();
        fc.pre(!iso.startsWith('-') && !iso.startsWith('+'));
        expect(calendarDateFromIso(iso)).toBe(date);
      }),
    );
  });

  it('refuses text that is not a date', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (s) => {
        fc.pre(!/^\d{4}-\d{2}-\d{2}/.test(s));
        expect(calendarDateFromIso(s)).toBeNull();
      }),
    );
    expect(calendarDateFromIso('1990-02-30T00:00:00.000Z')).toBeNull();
    expect(calendarDateFromIso('1990-01-01Tnonsense')).toBeNull();
  });
});
