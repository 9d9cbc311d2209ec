import type { TsRatee } from '@portal/shared/team-survey';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { tsKeys } from './ts-keys';

/** GET /ts/ratees/{rateeId}/ (team-survey spec §7): one ratee; a 404 is the not-found page (§8). */
export function getRatee(rateeId: number, signal?: AbortSignal): Promise<TsRatee> {
  return api.get<TsRatee>(`/ts/ratees/${rateeId}/`, { signal });
}

export function rateeQueryOptions(rateeId: number) {
  return queryOptions({
    queryKey: tsKeys.rateeDetail(rateeId),
    queryFn: ({ signal }) => getRatee(rateeId, signal),
    staleTime: 0,
  });
}

export function useRatee(rateeId: number) {
  return useQuery({ ...rateeQueryOptions(rateeId) });
}
