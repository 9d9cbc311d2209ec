import type { TsRating, TsSkillRatingBody } from '@portal/shared/team-survey';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { tsKeys } from './ts-keys';

/** POST /ts/{rateeId}/{rateeSkillId}/rating/add/: `{ rating: { score 0-100 step 10, comment } }`. */
export function addSkillRating(rateeId: number, rateeSkillId: number, body: TsSkillRatingBody) {
  return api.post<TsRating>(`/ts/${rateeId}/${rateeSkillId}/rating/add/`, body);
}

/**
 * team-survey spec §4: the skill becomes rated. The answer is the rating this page shows; the
 * ratee's skill list (its ticks) and the dashboard lists (last review) are asked again.
 */
export function useAddSkillRating(tsSurveyId: number, rateeId: number, rateeSkillId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TsSkillRatingBody) => addSkillRating(rateeId, rateeSkillId, body),
    onSuccess: async (rating) => {
      queryClient.setQueryData(tsKeys.skillRating(rateeId, rateeSkillId), rating);
      await Promise.all([
        queryClient.invalidateQueries({
          queryKey: tsKeys.ratee(rateeId),
          predicate: (query) => query.queryKey[3] !== 'skill-rating',
        }),
        queryClient.invalidateQueries({ queryKey: tsKeys.ratees(tsSurveyId) }),
      ]);
    },
  });
}
