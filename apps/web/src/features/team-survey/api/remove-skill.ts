import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { tsKeys } from './ts-keys';

/** DELETE /ts/{M}/{rateeId}/skills/{rateeSkillId}/delete/ (api-notes). */
export function removeSkill(managerId: number, rateeId: number, rateeSkillId: number) {
  return api.delete<void>(`/ts/${managerId}/${rateeId}/skills/${rateeSkillId}/delete/`);
}

/** team-survey spec §4: "Removing reloads the list" (and the add-skill choices). */
export function useRemoveSkill(managerId: number, rateeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rateeSkillId: number) => removeSkill(managerId, rateeId, rateeSkillId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: tsKeys.ratee(rateeId) }),
  });
}
