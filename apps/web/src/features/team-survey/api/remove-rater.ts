import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { tsKeys } from './ts-keys';

/** DELETE /ts/{M}/{rateeId}/raters/{raterId}/delete/ (api-notes). */
export function removeRater(managerId: number, rateeId: number, raterId: number) {
  return api.delete<void>(`/ts/${managerId}/${rateeId}/raters/${raterId}/delete/`);
}

/**
 * Removes one or several raters, one call each, stopping at the first refusal; team-survey
 * spec §4: "Removing reloads the list" (also after a partial failure).
 */
export function useRemoveRaters(managerId: number, rateeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (raterIds: number[]) => {
      for (const id of raterIds) await removeRater(managerId, rateeId, id);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: tsKeys.raters(rateeId) }),
  });
}
