import type { ApiProduct, SurveyUserRecordResponse } from '@portal/shared/surveys';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { surveysKeys } from './surveys-keys';

/**
 * GET /{product}/survey/user/{id}/ (issue 9): the caller's taking as the local record holds it;
 * a 404 when it is not theirs or does not exist.
 */
export function getSurveyUserRecord(
  product: ApiProduct,
  surveyUserId: number,
  signal?: AbortSignal,
): Promise<SurveyUserRecordResponse> {
  return api.get<SurveyUserRecordResponse>(`/${product}/survey/user/${surveyUserId}/`, { signal });
}

/** A part's answer and, for a part, its discovery process's (to rebuild both records). */
export interface SurveyUserRecords {
  taking: SurveyUserRecordResponse;
  dp: SurveyUserRecordResponse | null;
}

export function surveyUserRecordsQueryOptions(product: ApiProduct, surveyUserId: number) {
  return queryOptions({
    queryKey: surveysKeys.userRecord(product, surveyUserId),
    queryFn: async ({ signal }): Promise<SurveyUserRecords> => {
      const taking = await getSurveyUserRecord(product, surveyUserId, signal);
      const dp =
        taking.dpSurveyId === null
          ? null
          : await getSurveyUserRecord('dp', taking.dpSurveyId, signal);
      return { taking, dp };
    },
    retry: false,
    staleTime: 0,
  });
}
