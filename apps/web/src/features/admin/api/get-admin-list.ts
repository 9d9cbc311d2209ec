import type { AdminListQuery, AdminPage } from '@portal/shared/admin';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** An area's own filters, sent beside the list query (`status=pending`, `surveyId=4`...). */
export type AdminListFilters = Record<string, string | number | boolean | undefined>;

/**
 * One page of a console list: GET `path` with q, sort, order, page and pageSize
 * (AdminListQuerySchema) and the area's filters, answering `adminPage(itemSchema)`. The last page
 * stays on screen while the next loads, so the table does not jump.
 */
export function adminListQueryOptions<Item>(
  area: string,
  path: string,
  query: AdminListQuery,
  filters: AdminListFilters = {},
) {
  const params = { ...filters, ...query };
  return queryOptions({
    queryKey: adminKeys.list(area, params),
    queryFn: ({ signal }) => api.get<AdminPage<Item>>(path, { signal, query: params }),
    placeholderData: keepPreviousData,
  });
}
