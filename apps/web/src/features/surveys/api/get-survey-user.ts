import type { ApiProduct, SurveyUserLookupBody, SurveyUserResponse } from '@portal/shared/surveys';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client';
import { surveysKeys } from './surveys-keys';

/** platform spec §7: "404 means null" on the survey-user lookups. */
async function nullOn404<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (isApiError(error, 404)) return null;
    throw error;
  }
}

/** POST /{product}/survey/user/get/: the person's open taking of the survey, or null. */
export function getSurveyUser(
  product: ApiProduct,
  body: SurveyUserLookupBody,
): Promise<SurveyUserResponse | null> {
  return nullOn404(api.post<SurveyUserResponse>(`/${product}/survey/user/get/`, body));
}

/** POST /{product}/survey/completed/user/get/: the person's completed taking, or null. */
export function getCompletedSurveyUser(
  product: ApiProduct,
  body: SurveyUserLookupBody,
): Promise<SurveyUserResponse | null> {
  return nullOn404(api.post<SurveyUserResponse>(`/${product}/survey/completed/user/get/`, body));
}

export function completedSurveyUserQueryOptions(product: ApiProduct, body: SurveyUserLookupBody) {
  return queryOptions({
    queryKey: surveysKeys.completedUser(product, body.surveyId, body.accessCode),
    queryFn: () => getCompletedSurveyUser(product, body),
    staleTime: 0,
  });
}

/** Whether the signed-in person has completed this survey (welcome page on load, spec §4). */
export function useCompletedSurveyUser(product: ApiProduct, body: SurveyUserLookupBody | null) {
  return useQuery({
    ...completedSurveyUserQueryOptions(product, body ?? { surveyId: 0, accessCode: '' }),
    enabled: body !== null,
  });
}
