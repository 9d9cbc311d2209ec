import { describe, expect, it } from 'vitest';
import { formatLocalDate } from './local-date';

describe('dashboard dates on the person’s own calendar (platform spec §9, issue 9)', () => {
  it('an evening in New York is still that day, though UTC is already the next', () => {
    // 23:30 on 31 December in New York is 04:30 UTC on 1 January.
    expect(formatLocalDate('2026-01-01T04:30:00.000Z', 'America/New_York')).toBe('31/12/2025');
    expect(formatLocalDate('2026-01-01T04:30:00.000Z', 'UTC')).toBe('01/01/2026');
  });

  it('just after midnight in Tokyo is already the next day, though UTC is not', () => {
    // 00:15 on 2 March in Tokyo is 15:15 UTC on 1 March.
    expect(formatLocalDate('2026-03-01T15:15:00.000Z', 'Asia/Tokyo')).toBe('02/03/2026');
    expect(formatLocalDate('2026-03-01T15:15:00.000Z', 'UTC')).toBe('01/03/2026');
  });

  it('uses the browser’s zone when none is given', () => {
    const instant = new Date(2026, 6, 9, 23, 59); // local 9 July, 23:59
    expect(formatLocalDate(instant)).toBe('09/07/2026');
    expect(formatLocalDate(instant.toISOString())).toBe('09/07/2026');
  });

  it('an unreadable instant gives nothing rather than NaN/NaN/NaN', () => {
    expect(formatLocalDate('not a date')).toBe('');
  });
});
