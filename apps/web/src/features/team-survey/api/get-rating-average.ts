import type { ManagerRatingType } from '@portal/shared/team-survey';
import type { TsRatingAverageResponse } from '@portal/shared/team-survey-results';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { tsKeys } from './ts-keys';

/** GET /ts/{rateeId}/rating/{type}/average/: the current period's mean (0-10), null without any. */
export function getRatingAverage(
  rateeId: number,
  type: ManagerRatingType,
  signal?: AbortSignal,
): Promise<TsRatingAverageResponse> {
  return api.get<TsRatingAverageResponse>(`/ts/${rateeId}/rating/${type}/average/`, { signal });
}

export function ratingAverageQueryOptions(rateeId: number, type: ManagerRatingType) {
  return queryOptions({
    queryKey: tsKeys.ratingAverage(rateeId, type),
    queryFn: ({ signal }) => getRatingAverage(rateeId, type, signal),
    staleTime: 0,
  });
}

export function useRatingAverage(rateeId: number, type: ManagerRatingType) {
  return useQuery(ratingAverageQueryOptions(rateeId, type));
}
