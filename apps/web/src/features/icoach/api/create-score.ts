import type { IcoachScoreBody, IcoachScoreResponse } from '@portal/shared/icoach';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { icoachKeys } from './icoach-keys';

/**
 * POST /icoach/score/create/ (platform spec §7): `{ answers: { "<questionId>": optionId },
 * skillId, icoachUserId }`; the server scores it. A 400 names unanswered questions as
 * `answers.<questionId>`.
 */
export function createScore(body: IcoachScoreBody): Promise<IcoachScoreResponse> {
  return api.post<IcoachScoreResponse>('/icoach/score/create/', body);
}

/** platform spec §4: the test step shows as completed after a submission. */
export function useCreateScore(icoachUserId: number, skillId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createScore,
    onSuccess: async (score) => {
      queryClient.setQueryData(icoachKeys.score(icoachUserId, skillId), score);
      await queryClient.invalidateQueries({
        queryKey: icoachKeys.learner(icoachUserId),
        // The score just set is the server's; asking again would only repeat it.
        predicate: (query) => query.queryKey[3] !== 'score',
      });
    },
  });
}
