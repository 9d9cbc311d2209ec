import type { TsRatee } from '@portal/shared/team-survey';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { tsKeys } from './ts-keys';

/** PUT /ts/{M}/ratees/{rateeId}/publish/ (team-survey spec §4): answers the ratee, now live. */
export function publishRatee(managerId: number, rateeId: number) {
  return api.put<TsRatee>(`/ts/${managerId}/ratees/${rateeId}/publish/`, {});
}

export function usePublishRatee(managerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rateeId: number) => publishRatee(managerId, rateeId),
    onSuccess: async (ratee) => {
      queryClient.setQueryData(tsKeys.rateeDetail(ratee.id), ratee);
      // The dashboard lists and the set-up page (review dates open with the period) follow.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: tsKeys.ratees(ratee.tsSurveyId) }),
        queryClient.invalidateQueries({ queryKey: tsKeys.ratee(ratee.id) }),
      ]);
    },
  });
}
