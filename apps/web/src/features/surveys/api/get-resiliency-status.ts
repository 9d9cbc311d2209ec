import type { ResiliencyStatusResponse } from '@portal/shared/surveys';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { surveysKeys } from './surveys-keys';

/** GET /survey/info/{dpSurveyUserId}/resiliency (platform spec §7). */
export function getResiliencyStatus(
  dpSurveyUserId: number,
  signal?: AbortSignal,
): Promise<ResiliencyStatusResponse> {
  return api.get<ResiliencyStatusResponse>(`/survey/info/${dpSurveyUserId}/resiliency`, {
    signal,
  });
}

export function resiliencyStatusQueryOptions(dpSurveyUserId: number) {
  return queryOptions({
    queryKey: surveysKeys.resiliencyStatus(dpSurveyUserId),
    queryFn: ({ signal }) => getResiliencyStatus(dpSurveyUserId, signal),
    staleTime: 0,
  });
}
