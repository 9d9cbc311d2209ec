import type { TsGoal } from '@portal/shared/team-survey-goals';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { tsKeys } from './ts-keys';

/** GET /ts/{rateeId}/goals/: the ratee's SMART goals, newest first (the ratee and their manager). */
export function getGoals(rateeId: number, signal?: AbortSignal): Promise<TsGoal[]> {
  return api.get<TsGoal[]>(`/ts/${rateeId}/goals/`, { signal });
}

export function goalsQueryOptions(rateeId: number) {
  return queryOptions({
    queryKey: tsKeys.goals(rateeId),
    queryFn: ({ signal }) => getGoals(rateeId, signal),
    staleTime: 0,
  });
}

export function useGoals(rateeId: number) {
  return useQuery(goalsQueryOptions(rateeId));
}
