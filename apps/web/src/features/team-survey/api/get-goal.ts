import type { TsGoal } from '@portal/shared/team-survey-goals';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { tsKeys } from './ts-keys';

/** GET /ts/{rateeId}/goals/{goalId}/: one goal; a 404 is the not-found page. */
export function getGoal(rateeId: number, goalId: number, signal?: AbortSignal): Promise<TsGoal> {
  return api.get<TsGoal>(`/ts/${rateeId}/goals/${goalId}/`, { signal });
}

export function goalQueryOptions(rateeId: number, goalId: number) {
  return queryOptions({
    queryKey: tsKeys.goal(rateeId, goalId),
    queryFn: ({ signal }) => getGoal(rateeId, goalId, signal),
    staleTime: 0,
  });
}

export function useGoal(rateeId: number, goalId: number) {
  return useQuery(goalQueryOptions(rateeId, goalId));
}
