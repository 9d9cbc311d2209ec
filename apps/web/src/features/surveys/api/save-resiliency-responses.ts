import type { ResiliencyResponsesBody } from '@portal/shared/surveys';
import { api } from '../../../lib/api-client';

/** POST /survey/resiliency/responses?surveyUserId={dpSurveyUserId} (platform spec §7). */
export function saveResiliencyResponses(
  dpSurveyUserId: number,
  body: ResiliencyResponsesBody,
): Promise<{ saved: boolean }> {
  return api.post<{ saved: boolean }>('/survey/resiliency/responses', body, {
    query: { surveyUserId: dpSurveyUserId },
  });
}
