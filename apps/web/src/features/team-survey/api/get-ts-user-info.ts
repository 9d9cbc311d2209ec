import type { TsUserInfoResponse } from '@portal/shared/team-survey';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { tsKeys } from './ts-keys';

/**
 * GET /user/{userId}/ts/{tsSurveyId}/info/ (api-notes): the signed-in person's roles in the survey
 * and their team-survey user ids; the manager's id (M) keys the set-up calls. Keyed by the user,
 * so a sign-in reloads it (team-survey spec §2: "The 360 user info is reloaded after sign-in").
 */
export function getTsUserInfo(
  userId: number,
  tsSurveyId: number,
  signal?: AbortSignal,
): Promise<TsUserInfoResponse> {
  return api.get<TsUserInfoResponse>(`/user/${userId}/ts/${tsSurveyId}/info/`, { signal });
}

export function tsUserInfoQueryOptions(userId: number, tsSurveyId: number) {
  return queryOptions({
    queryKey: tsKeys.userInfo(userId, tsSurveyId),
    queryFn: ({ signal }) => getTsUserInfo(userId, tsSurveyId, signal),
    staleTime: 0,
  });
}

export function useTsUserInfo(userId: number | null, tsSurveyId: number | null) {
  return useQuery({
    ...tsUserInfoQueryOptions(userId ?? 0, tsSurveyId ?? 0),
    enabled: userId !== null && tsSurveyId !== null,
  });
}
