import type { ManagerRatingType } from '@portal/shared/team-survey';
import type { TsLastRatings } from '@portal/shared/team-survey-results';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { tsKeys } from './ts-keys';

/** GET /ts/{rateeId}/rating/{type}/last/: the last ten scores (0-10), oldest first. */
export function getLastRatings(
  rateeId: number,
  type: ManagerRatingType,
  signal?: AbortSignal,
): Promise<TsLastRatings> {
  return api.get<TsLastRatings>(`/ts/${rateeId}/rating/${type}/last/`, { signal });
}

export function lastRatingsQueryOptions(rateeId: number, type: ManagerRatingType) {
  return queryOptions({
    queryKey: tsKeys.lastRatings(rateeId, type),
    queryFn: ({ signal }) => getLastRatings(rateeId, type, signal),
    staleTime: 0,
  });
}

export function useLastRatings(rateeId: number, type: ManagerRatingType) {
  return useQuery(lastRatingsQueryOptions(rateeId, type));
}
