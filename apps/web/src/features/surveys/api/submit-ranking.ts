import type { RankingProduct, RankingSubmitBody, SubmitResponse } from '@portal/shared/surveys';
import { api } from '../../../lib/api-client';

/**
 * PATCH /{product}/survey/user/{id}/submit/ (platform spec §7): the whole section in rank order,
 * top first. The server stores a section once, so sending it again after a lost answer is safe.
 */
export function submitRanking(
  product: RankingProduct,
  surveyUserId: number,
  body: RankingSubmitBody,
): Promise<SubmitResponse> {
  return api.patch<SubmitResponse>(`/${product}/survey/user/${surveyUserId}/submit/`, body);
}
