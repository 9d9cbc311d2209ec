import type { TsRatee } from '@portal/shared/team-survey';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { tsKeys } from './ts-keys';

/** GET /ts/{tsSurveyId}/ratees/for-rater/: the ratees assigned to the signed-in rater. */
export function getAssignedRatees(tsSurveyId: number, signal?: AbortSignal): Promise<TsRatee[]> {
  return api.get<TsRatee[]>(`/ts/${tsSurveyId}/ratees/for-rater/`, { signal });
}

export function assignedRateesQueryOptions(tsSurveyId: number) {
  return queryOptions({
    queryKey: tsKeys.assignedRatees(tsSurveyId),
    queryFn: ({ signal }) => getAssignedRatees(tsSurveyId, signal),
    staleTime: 0,
  });
}

export function useAssignedRatees(tsSurveyId: number, enabled: boolean) {
  return useQuery({ ...assignedRateesQueryOptions(tsSurveyId), enabled });
}
