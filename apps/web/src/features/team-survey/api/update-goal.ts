import type { TsGoal, TsUpdateGoalBody } from '@portal/shared/team-survey-goals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { tsKeys } from './ts-keys';

/** PUT /ts/{rateeId}/goals/{goalId}/: only the fields sent change. */
export function updateGoal(rateeId: number, goalId: number, body: TsUpdateGoalBody) {
  return api.put<TsGoal>(`/ts/${rateeId}/goals/${goalId}/`, body);
}

/** The answer is the goal as it now is; the list (the ratee page's table) is asked again. */
export function useUpdateGoal(rateeId: number, goalId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TsUpdateGoalBody) => updateGoal(rateeId, goalId, body),
    onSuccess: async (goal) => {
      queryClient.setQueryData(tsKeys.goal(rateeId, goalId), goal);
      await queryClient.invalidateQueries({ queryKey: tsKeys.goals(rateeId), exact: true });
    },
  });
}
