import type { AdminListQuery } from '@portal/shared/admin';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  changeListParams,
  type ListParamsOptions,
  readListParams,
  writeListParams,
} from '../rules/list-params';

export interface AdminListParams {
  /** The list query the address asks for (defaults filled in): send it to the server. */
  query: AdminListQuery;
  /**
   * Changes the query in the address. `replace` swaps the history entry instead of adding one
   * (typing a search); a new search, sort or page size goes back to page 1.
   */
  update: (change: Partial<AdminListQuery>, options?: { replace?: boolean }) => void;
  options: ListParamsOptions;
}

/**
 * A console list's search, sort and paging, kept in the address (rules/list-params.ts). Pass the
 * result to AdminDataTable and `query` to adminListQueryOptions.
 */
export function useAdminListParams(options: ListParamsOptions): AdminListParams {
  const [search, setSearch] = useSearchParams();
  const { sortable, defaultSort, defaultOrder, defaultPageSize } = options;
  // The columns are usually written inline, a new array each render: compare them by value.
  const sortableKey = JSON.stringify(sortable);
  const stable = useMemo<ListParamsOptions>(
    () => ({
      sortable: JSON.parse(sortableKey) as string[],
      defaultSort,
      defaultOrder,
      defaultPageSize,
    }),
    [sortableKey, defaultSort, defaultOrder, defaultPageSize],
  );
  const query = useMemo(() => readListParams(search, stable), [search, stable]);
  const update = useCallback<AdminListParams['update']>(
    (change, { replace = false } = {}) =>
      setSearch(
        (previous) =>
          writeListParams(
            previous,
            changeListParams(readListParams(previous, stable), change),
            stable,
          ),
        { replace },
      ),
    [setSearch, stable],
  );
  return { query, update, options: stable };
}
