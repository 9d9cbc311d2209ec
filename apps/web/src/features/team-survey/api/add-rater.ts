import type { TsAddPersonBody, TsRater } from '@portal/shared/team-survey';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { tsKeys } from './ts-keys';

/** POST /ts/{M}/{rateeId}/raters/add/ (api-notes): a support team member for the ratee. */
export function addRater(managerId: number, rateeId: number, body: TsAddPersonBody) {
  return api.post<TsRater>(`/ts/${managerId}/${rateeId}/raters/add/`, body);
}

/** team-survey spec §4: the new rater is appended to the list on screen. */
export function useAddRater(managerId: number, rateeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TsAddPersonBody) => addRater(managerId, rateeId, body),
    onSuccess: (rater) => {
      queryClient.setQueryData<TsRater[]>(tsKeys.raters(rateeId), (list) =>
        list ? [...list, rater] : list,
      );
    },
  });
}
