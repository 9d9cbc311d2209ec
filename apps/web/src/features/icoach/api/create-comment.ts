import type { IcoachComment, IcoachCommentBody } from '@portal/shared/icoach';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { icoachKeys } from './icoach-keys';

/**
 * POST /icoach/comment/create/ (platform spec §7): `{ icoachId: courseId, skillId, stepId:
 * stepNumber, comment }`; the answer is the comment. A 400 carries `errors.comment`.
 */
export function createComment(body: IcoachCommentBody): Promise<IcoachComment> {
  return api.post<IcoachComment>('/icoach/comment/create/', body);
}

/**
 * platform spec §4: "A step is marked completed after a comment": everything about this learner
 * (the comments, the step marks, the counts) is asked again.
 */
export function useCreateComment(icoachUserId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createComment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: icoachKeys.learner(icoachUserId) }),
  });
}
