import type { TsRatee } from '@portal/shared/team-survey';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { tsKeys } from './ts-keys';

/** GET /ts/{tsSurveyId}/ratees/my/: the signed-in person's own ratee card (404 when not a ratee). */
export function getOwnRatee(tsSurveyId: number, signal?: AbortSignal): Promise<TsRatee> {
  return api.get<TsRatee>(`/ts/${tsSurveyId}/ratees/my/`, { signal });
}

export function ownRateeQueryOptions(tsSurveyId: number) {
  return queryOptions({
    queryKey: tsKeys.ownRatee(tsSurveyId),
    queryFn: ({ signal }) => getOwnRatee(tsSurveyId, signal),
    staleTime: 0,
  });
}

export function useOwnRatee(tsSurveyId: number, enabled: boolean) {
  return useQuery({ ...ownRateeQueryOptions(tsSurveyId), enabled });
}
