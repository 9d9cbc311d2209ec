import type { ManagerRatingType, TsRating } from '@portal/shared/team-survey';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { tsKeys } from './ts-keys';

/** GET /ts/{rateeId}/rating/{type}/: the manager's everyday or overall ratings, newest first. */
export function getManagerRatings(
  rateeId: number,
  type: ManagerRatingType,
  signal?: AbortSignal,
): Promise<TsRating[]> {
  return api.get<TsRating[]>(`/ts/${rateeId}/rating/${type}/`, { signal });
}

export function managerRatingsQueryOptions(rateeId: number, type: ManagerRatingType) {
  return queryOptions({
    queryKey: tsKeys.managerRatings(rateeId, type),
    queryFn: ({ signal }) => getManagerRatings(rateeId, type, signal),
    staleTime: 0,
  });
}

export function useManagerRatings(rateeId: number, type: ManagerRatingType) {
  return useQuery(managerRatingsQueryOptions(rateeId, type));
}
