import type { IcoachCompleteSkillResponse } from '@portal/shared/icoach';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { icoachKeys } from './icoach-keys';

/**
 * POST /icoach/skill/complete/ (issue 10): moving past a skill's last step completes it (platform
 * spec §4 "iCoach steps"); the answer says whether the whole course is now completed.
 */
export function completeSkill(body: {
  icoachUserId: number;
  skillId: number;
}): Promise<IcoachCompleteSkillResponse> {
  return api.post<IcoachCompleteSkillResponse>('/icoach/skill/complete/', body);
}

export function useCompleteSkill(icoachUserId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeSkill,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: icoachKeys.learner(icoachUserId) }),
  });
}
