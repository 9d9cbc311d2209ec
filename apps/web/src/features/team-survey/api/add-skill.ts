import type { TsAddSkillBody } from '@portal/shared/team-survey';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { tsKeys } from './ts-keys';

/** POST /ts/{M}/{rateeId}/skills/add/ (api-notes): a catalogue skill for the ratee. */
export function addSkill(managerId: number, rateeId: number, body: TsAddSkillBody) {
  return api.post<{ id: number; skillId: number; name: string; category: number }>(
    `/ts/${managerId}/${rateeId}/skills/add/`,
    body,
  );
}

/**
 * The answer has no skill texts, so the ratee's skill lists are fetched again rather than
 * patched (the tables show it as soon as they are back), and so is the modal's choice list.
 */
export function useAddSkill(managerId: number, rateeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TsAddSkillBody) => addSkill(managerId, rateeId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tsKeys.ratee(rateeId) }),
  });
}
