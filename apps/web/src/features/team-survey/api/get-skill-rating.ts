import type { TsRating } from '@portal/shared/team-survey';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client';
import { tsKeys } from './ts-keys';

/**
 * GET /ts/{rateeId}/{rateeSkillId}/rating: the rater's own rating of the skill this period; the
 * server's 404 means "not rated yet", answered here as null.
 */
export async function getSkillRating(
  rateeId: number,
  rateeSkillId: number,
  signal?: AbortSignal,
): Promise<TsRating | null> {
  try {
    return await api.get<TsRating>(`/ts/${rateeId}/${rateeSkillId}/rating`, { signal });
  } catch (error) {
    if (isApiError(error, 404)) return null;
    throw error;
  }
}

export function skillRatingQueryOptions(rateeId: number, rateeSkillId: number) {
  return queryOptions({
    queryKey: tsKeys.skillRating(rateeId, rateeSkillId),
    queryFn: ({ signal }) => getSkillRating(rateeId, rateeSkillId, signal),
  });
}

export function useSkillRating(rateeId: number, rateeSkillId: number) {
  return useQuery(skillRatingQueryOptions(rateeId, rateeSkillId));
}
