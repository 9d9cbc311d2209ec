import type { ApiProduct, SurveyUserLookupBody, SurveyUserResponse } from '@portal/shared/surveys';
import { api } from '../../../lib/api-client';

/**
 * POST /{product}/survey/user/create/ (platform spec §7). A 400 says why not, already translated:
 * 'This Survey is not active yet.', 'This Survey has now expired.', 'You have already completed
 * this questionnaire.' (spec §5, §8).
 */
export function createSurveyUser(
  product: ApiProduct,
  body: SurveyUserLookupBody,
): Promise<SurveyUserResponse> {
  return api.post<SurveyUserResponse>(`/${product}/survey/user/create/`, body);
}
