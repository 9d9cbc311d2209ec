import type { AdminListQuery } from '@portal/shared/admin';
import { useCallback, useMemo, useState } from 'react';
import { changeListParams, type ListParamsOptions, readListParams } from '../rules/list-params';
import type { AdminListParams } from './use-admin-list-params';

/**
 * A console list's search, sort and paging kept in the page's state, not the address: for a page
 * with more than one list (a course's learners and its comments), whose parameters would clash
 * in one query string. Same rules as useAdminListParams (rules/list-params.ts).
 */
export function useLocalListParams(options: ListParamsOptions): AdminListParams {
  const [query, setQuery] = useState<AdminListQuery>(() =>
    readListParams(new URLSearchParams(), options),
  );
  const update = useCallback<AdminListParams['update']>(
    (change) => setQuery((current) => changeListParams(current, change)),
    [],
  );
  return useMemo(() => ({ query, update, options }), [query, update, options]);
}
