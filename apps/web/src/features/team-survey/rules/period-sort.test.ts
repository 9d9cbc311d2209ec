import { describe, expect, it } from 'vitest';
import { ariaSort, DEFAULT_PERIOD_SORT, nextSort, sortPeriods } from './period-sort';

const periods = [
  { id: 1, timeCreated: '2026-01-01', score: 7.5 },
  { id: 2, timeCreated: '2026-04-01', score: null },
  { id: 3, timeCreated: '2026-07-01', score: 6 },
  { id: 4, timeCreated: '2026-10-01', score: 8.25 },
];
const ids = (list: { id: number }[]) => list.map((p) => p.id);

describe('sorting review periods (team-survey spec §2)', () => {
  it('starts with the newest period first', () => {
    expect(ids(sortPeriods(periods, DEFAULT_PERIOD_SORT))).toEqual([4, 3, 2, 1]);
  });

  it('sorts by period both ways', () => {
    expect(ids(sortPeriods(periods, { column: 'period', direction: 'asc' }))).toEqual([1, 2, 3, 4]);
  });

  it('sorts by score both ways, a period without a score last either way', () => {
    expect(ids(sortPeriods(periods, { column: 'score', direction: 'asc' }))).toEqual([3, 1, 4, 2]);
    expect(ids(sortPeriods(periods, { column: 'score', direction: 'desc' }))).toEqual([4, 1, 3, 2]);
  });

  it('orders equal scores by period', () => {
    const tied = [
      { id: 5, timeCreated: '2026-05-01', score: 7 },
      { id: 6, timeCreated: '2026-02-01', score: 7 },
    ];
    expect(ids(sortPeriods(tied, { column: 'score', direction: 'asc' }))).toEqual([6, 5]);
  });

  it('leaves the list it was given as it was', () => {
    const copy = [...periods];
    sortPeriods(periods, { column: 'score', direction: 'desc' });
    expect(periods).toEqual(copy);
  });

  it('turns a column round on a second click and starts another ascending', () => {
    expect(nextSort(DEFAULT_PERIOD_SORT, 'period')).toEqual({ column: 'period', direction: 'asc' });
    expect(nextSort({ column: 'period', direction: 'asc' }, 'period').direction).toBe('desc');
    expect(nextSort(DEFAULT_PERIOD_SORT, 'score')).toEqual({ column: 'score', direction: 'asc' });
  });

  it('gives aria-sort to the sorted column only', () => {
    expect(ariaSort(DEFAULT_PERIOD_SORT, 'period')).toBe('descending');
    expect(ariaSort(DEFAULT_PERIOD_SORT, 'score')).toBeUndefined();
    expect(ariaSort({ column: 'score', direction: 'asc' }, 'score')).toBe('ascending');
  });
});
