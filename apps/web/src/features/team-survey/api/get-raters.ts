import type { TsRater } from '@portal/shared/team-survey';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { tsKeys } from './ts-keys';

/** GET /ts/{rateeId}/raters/: the ratee's support team, for its manager. */
export function getRaters(rateeId: number, signal?: AbortSignal): Promise<TsRater[]> {
  return api.get<TsRater[]>(`/ts/${rateeId}/raters/`, { signal });
}

export function ratersQueryOptions(rateeId: number) {
  return queryOptions({
    queryKey: tsKeys.raters(rateeId),
    queryFn: ({ signal }) => getRaters(rateeId, signal),
  });
}

export function useRaters(rateeId: number) {
  return useQuery({ ...ratersQueryOptions(rateeId) });
}
