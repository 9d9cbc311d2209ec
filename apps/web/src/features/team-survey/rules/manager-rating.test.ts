import { describe, expect, it } from 'vitest';
import { showsRatingForm } from './manager-rating';

const at = (timeCreated: string) => ({ timeCreated });

describe('the manager rating form', () => {
  it('is always there for everyday ratings of a live ratee', () => {
    expect(
      showsRatingForm({
        type: 'everyday',
        isLive: true,
        ratings: [at('2026-03-02T10:00:00Z')],
        reviewStart: '2026-03-01',
      }),
    ).toBe(true);
  });

  it('is there for overall only until this period has one', () => {
    const base = { type: 'overall' as const, isLive: true, reviewStart: '2026-03-01' };
    expect(showsRatingForm({ ...base, ratings: [] })).toBe(true);
    expect(showsRatingForm({ ...base, ratings: [at('2025-03-05T10:00:00Z')] })).toBe(true);
    expect(showsRatingForm({ ...base, ratings: [at('2026-03-05T10:00:00Z')] })).toBe(false);
  });

  it('waits for the ratee to be published', () => {
    expect(
      showsRatingForm({ type: 'everyday', isLive: false, ratings: [], reviewStart: '2026-03-01' }),
    ).toBe(false);
  });
});
