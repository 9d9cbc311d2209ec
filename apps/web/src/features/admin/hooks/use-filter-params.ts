import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * An area's own filters (status, method, dates), kept in the address beside the list's q, sort
 * and page. A new filter value goes back to page 1.
 */
export function useFilterParams<Name extends string>(
  names: readonly Name[],
): [Record<Name, string | undefined>, (name: Name, value: string | null | undefined) => void] {
  const [search, setSearch] = useSearchParams();
  const values = Object.fromEntries(
    names.map((name) => [name, search.get(name) || undefined]),
  ) as Record<Name, string | undefined>;
  const set = useCallback(
    (name: Name, value: string | null | undefined) =>
      setSearch((previous) => {
        const next = new URLSearchParams(previous);
        if (value) next.set(name, value);
        else next.delete(name);
        next.delete('page');
        return next;
      }),
    [setSearch],
  );
  return [values, set];
}
