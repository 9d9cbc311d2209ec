import type { IcoachComment } from '@portal/shared/icoach';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { icoachKeys } from './icoach-keys';

/**
 * GET /icoach/comment/{icoachUserId}/{skillId}/{stepNumber} (platform spec §7): the step's
 * published comments, newest first. Comments are plain text.
 */
export function getComments(
  icoachUserId: number,
  skillId: number,
  step: number,
  signal?: AbortSignal,
): Promise<IcoachComment[]> {
  return api.get<IcoachComment[]>(`/icoach/comment/${icoachUserId}/${skillId}/${step}`, {
    signal,
  });
}

export function commentsQueryOptions(icoachUserId: number, skillId: number, step: number) {
  return queryOptions({
    queryKey: icoachKeys.comments(icoachUserId, skillId, step),
    queryFn: ({ signal }) => getComments(icoachUserId, skillId, step, signal),
  });
}

export function useComments(icoachUserId: number, skillId: number, step: number) {
  return useQuery(commentsQueryOptions(icoachUserId, skillId, step));
}
