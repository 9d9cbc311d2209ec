import { describe, expect, it } from 'vitest';
import { formatGoalScore } from './goal-score';

describe('the success score', () => {
  it('is a whole percentage, written the reader’s way', () => {
    expect(formatGoalScore(70, 'en_GB')).toBe('70%');
    expect(formatGoalScore(0, 'en_GB')).toBe('0%');
    expect(formatGoalScore(100, 'fr')).toMatch(/^100\s%$/);
    expect(formatGoalScore(5, 'de')).toMatch(/^5\s%$/);
  });
});
