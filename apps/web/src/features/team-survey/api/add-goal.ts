import type { TsAddGoalBody, TsGoal } from '@portal/shared/team-survey-goals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { tsKeys } from './ts-keys';

/** POST /ts/{rateeId}/goals/add/: `{ goal }`, answered with the new goal (201). */
export function addGoal(rateeId: number, body: TsAddGoalBody) {
  return api.post<TsGoal>(`/ts/${rateeId}/goals/add/`, body);
}

/** The new goal is the one its page will show; the list is asked again. */
export function useAddGoal(rateeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TsAddGoalBody) => addGoal(rateeId, body),
    onSuccess: async (goal) => {
      queryClient.setQueryData(tsKeys.goal(rateeId, goal.id), goal);
      await queryClient.invalidateQueries({ queryKey: tsKeys.goals(rateeId), exact: true });
    },
  });
}
