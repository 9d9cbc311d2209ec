import type { DpProgressResponse } from '@portal/shared/surveys';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { surveysKeys } from './surveys-keys';

/** GET /dp/survey/user/{id}/progress/ (platform spec §7): which part of a discovery process is next. */
export function getDpProgress(
  dpSurveyUserId: number,
  signal?: AbortSignal,
): Promise<DpProgressResponse> {
  return api.get<DpProgressResponse>(`/dp/survey/user/${dpSurveyUserId}/progress/`, { signal });
}

export function dpProgressQueryOptions(dpSurveyUserId: number) {
  return queryOptions({
    queryKey: surveysKeys.dpProgress(dpSurveyUserId),
    queryFn: ({ signal }) => getDpProgress(dpSurveyUserId, signal),
    staleTime: 0,
  });
}
