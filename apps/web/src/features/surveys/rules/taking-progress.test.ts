import { progressPercent } from '@portal/shared/rules/progress';
import { describe, expect, it } from 'vitest';
import { takingProgress } from './taking-progress';

describe('progress percent (platform spec §4)', () => {
  it('is the ceiling of processed over total times 100', () => {
    expect(progressPercent(1, 3)).toBe(34);
    expect(progressPercent(2, 3)).toBe(67);
    expect(progressPercent(3, 3)).toBe(100);
    expect(progressPercent(1, 18)).toBe(6);
  });

  it('is 0 when either is missing', () => {
    expect(progressPercent(0, 3)).toBe(0);
    expect(progressPercent(2, 0)).toBe(0);
    expect(progressPercent(null, 3)).toBe(0);
    expect(progressPercent(2, undefined)).toBe(0);
  });

  it('the taking bar counts the sections the server has stored', () => {
    expect(takingProgress({ nextSection: 32, completedSections: 1, totalSections: 3 })).toEqual({
      percent: 34,
      done: 1,
      total: 3,
    });
    expect(
      takingProgress({ nextSection: 31, completedSections: 0, totalSections: 3 }).percent,
    ).toBe(0);
    expect(takingProgress(undefined)).toEqual({ percent: 0, done: 0, total: 0 });
  });
});
