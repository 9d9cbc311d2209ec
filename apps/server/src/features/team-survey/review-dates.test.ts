import { describe, expect, it } from 'vitest';
import { addMonths } from './review-dates.ts';

describe('addMonths', () => {
  it('adds calendar months, across years', () => {
    expect(addMonths('2026-03-15', 12)).toBe('2027-03-15');
    expect(addMonths('2026-11-01', 3)).toBe('2027-02-01');
  });
  it('clamps to the last day of a shorter month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
  });
});
