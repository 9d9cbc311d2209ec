import type { AdminListQuery } from '@portal/shared/admin';

/**
 * Query keys of the console (conventions, habit 9). An area's lists sit under `lists(area)`, so a
 * change made in that area invalidates them all at once: `invalidateQueries({ queryKey:
 * adminKeys.lists('people') })`. A list whose rows are translated puts the locale in its filters.
 */
export const adminKeys = {
  all: ['admin'] as const,
  overview: () => [...adminKeys.all, 'overview'] as const,
  lists: (area: string) => [...adminKeys.all, area, 'list'] as const,
  list: (area: string, query: AdminListQuery & Record<string, unknown>) =>
    [...adminKeys.lists(area), query] as const,
};
