import type { TsSkill } from '@portal/shared/team-survey';
import { describe, expect, it } from 'vitest';
import { isCompletedFor, sortByLastReview, visibleRatees } from './ratee-list';

const ratee = (id: number, lastReviewed: string | null) => ({ id, lastReviewed });
const skill = (status: boolean) => ({ status }) as TsSkill;

describe('a rater’s ratee list', () => {
  const list = [
    ratee(1, '2026-02-01T10:00:00Z'),
    ratee(2, null),
    ratee(3, '2026-03-01T10:00:00Z'),
    ratee(4, '2026-01-01T10:00:00Z'),
  ];

  it('sorts oldest review first, never reviewed before all', () => {
    expect(sortByLastReview(list, 'asc').map((r) => r.id)).toEqual([2, 4, 1, 3]);
  });

  it('sorts newest review first, never reviewed last', () => {
    expect(sortByLastReview(list, 'desc').map((r) => r.id)).toEqual([3, 1, 4, 2]);
  });

  it('hides completed ratees unless show completed is on', () => {
    const completed = new Set([1, 3]);
    expect(
      visibleRatees(list, { sort: 'asc', showCompleted: false, completed }).map((r) => r.id),
    ).toEqual([2, 4]);
    expect(
      visibleRatees(list, { sort: 'asc', showCompleted: true, completed }).map((r) => r.id),
    ).toEqual([2, 4, 1, 3]);
  });

  it('is completed only when live and every skill is rated', () => {
    expect(isCompletedFor({ isLive: true }, [skill(true), skill(true)])).toBe(true);
    expect(isCompletedFor({ isLive: true }, [skill(true), skill(false)])).toBe(false);
    expect(isCompletedFor({ isLive: true }, [])).toBe(false);
    expect(isCompletedFor({ isLive: true }, undefined)).toBe(false);
    expect(isCompletedFor({ isLive: false }, [skill(true)])).toBe(false);
  });
});
