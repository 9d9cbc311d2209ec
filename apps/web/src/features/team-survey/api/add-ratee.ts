import type { TsAddRateeBody, TsRatee } from '@portal/shared/team-survey';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { tsKeys } from './ts-keys';

/** POST /ts/{tsSurveyId}/{M}/ratees/add/ (api-notes): a new ratee of the manager M, not live. */
export function addRatee(tsSurveyId: number, managerId: number, body: TsAddRateeBody) {
  return api.post<TsRatee>(`/ts/${tsSurveyId}/${managerId}/ratees/add/`, body);
}

/** team-survey spec §4: "Adding a rater, skill or ratee appends it to the list on screen." */
export function useAddRatee(tsSurveyId: number, managerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TsAddRateeBody) => addRatee(tsSurveyId, managerId, body),
    onSuccess: (ratee) => {
      queryClient.setQueryData<TsRatee[]>(tsKeys.managedRatees(tsSurveyId), (list) =>
        list ? [...list, ratee] : list,
      );
      return queryClient.invalidateQueries({ queryKey: tsKeys.ratees(tsSurveyId) });
    },
  });
}
