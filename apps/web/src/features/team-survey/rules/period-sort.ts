import type { TsReview } from '@portal/shared/team-survey-results';

/*
 * team-survey spec §2: the periods table's two columns, review period and average score, are
 * sortable. A period without a score yet goes last whichever way the scores run: it has nothing
 * to compare.
 */
export type PeriodSortColumn = 'period' | 'score';
export type SortDirection = 'asc' | 'desc';
export interface PeriodSort {
  column: PeriodSortColumn;
  direction: SortDirection;
}

/** Newest period first: the one a person looks for. */
export const DEFAULT_PERIOD_SORT: PeriodSort = { column: 'period', direction: 'desc' };

type Sortable = Pick<TsReview, 'id' | 'score' | 'timeCreated'>;

function byPeriod(a: Sortable, b: Sortable): number {
  // Calendar days (YYYY-MM-DD) sort as text; the id keeps two periods of one day in order.
  return a.timeCreated < b.timeCreated ? -1 : a.timeCreated > b.timeCreated ? 1 : a.id - b.id;
}

export function sortPeriods<T extends Sortable>(periods: readonly T[], sort: PeriodSort): T[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...periods].sort((a, b) => {
    if (sort.column === 'score') {
      if (a.score === null || b.score === null) {
        if (a.score === b.score) return sign * byPeriod(a, b);
        return a.score === null ? 1 : -1;
      }
      if (a.score !== b.score) return sign * (a.score - b.score);
    }
    return sign * byPeriod(a, b);
  });
}

/** A header button's click: the same column turns round; another starts ascending. */
export function nextSort(current: PeriodSort, column: PeriodSortColumn): PeriodSort {
  if (current.column === column) {
    return { column, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  }
  return { column, direction: 'asc' };
}

/** aria-sort for a column header: only the sorted column carries one. */
export function ariaSort(
  sort: PeriodSort,
  column: PeriodSortColumn,
): 'ascending' | 'descending' | undefined {
  if (sort.column !== column) return undefined;
  return sort.direction === 'asc' ? 'ascending' : 'descending';
}
