import type { TsRatee } from '@portal/shared/team-survey';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { tsKeys } from './ts-keys';

/** GET /ts/{tsSurveyId}/ratees/for-manager/: the ratees the signed-in person manages. */
export function getManagedRatees(tsSurveyId: number, signal?: AbortSignal): Promise<TsRatee[]> {
  return api.get<TsRatee[]>(`/ts/${tsSurveyId}/ratees/for-manager/`, { signal });
}

export function managedRateesQueryOptions(tsSurveyId: number) {
  return queryOptions({
    queryKey: tsKeys.managedRatees(tsSurveyId),
    queryFn: ({ signal }) => getManagedRatees(tsSurveyId, signal),
    staleTime: 0,
  });
}

export function useManagedRatees(tsSurveyId: number, enabled: boolean) {
  return useQuery({ ...managedRateesQueryOptions(tsSurveyId), enabled });
}
