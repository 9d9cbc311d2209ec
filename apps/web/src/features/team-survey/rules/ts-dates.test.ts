import { describe, expect, it } from 'vitest';
import { dayOf, formatDay, formatInstant, isInPeriod } from './ts-dates';

describe('360 dates', () => {
  it('writes review days as DD/MM/YYYY', () => {
    expect(formatDay('2026-03-01')).toBe('01/03/2026');
    expect(formatDay('2026-3-1')).toBe('');
    expect(dayOf(2026, 3, 1)).toBe('2026-03-01');
  });

  it('writes an instant on the reader’s calendar', () => {
    expect(formatInstant('2026-01-05T23:30:00Z', 'UTC')).toBe('05/01/2026');
    expect(formatInstant('2026-01-06T04:30:00Z', 'America/New_York')).toBe('05/01/2026');
    expect(formatInstant('not a date')).toBe('');
  });

  it('counts a rating given on or after the period’s first day as this period’s', () => {
    expect(isInPeriod('2026-03-01T00:10:00Z', '2026-03-01')).toBe(true);
    expect(isInPeriod('2026-02-28T23:59:00Z', '2026-03-01')).toBe(false);
    expect(isInPeriod('garbage', '2026-03-01')).toBe(false);
  });
});
