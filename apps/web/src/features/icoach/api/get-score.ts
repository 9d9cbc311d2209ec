import type { IcoachScoreResponse } from '@portal/shared/icoach';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client';
import { icoachKeys } from './icoach-keys';

/**
 * GET /icoach/score/{skillId}/{icoachUserId} (platform spec §7): the learner's last score, or null
 * when the test was not taken yet (404). §8: a 400 here is caught and not shown (null too).
 */
export async function getScore(
  skillId: number,
  icoachUserId: number,
  signal?: AbortSignal,
): Promise<IcoachScoreResponse | null> {
  try {
    return await api.get<IcoachScoreResponse>(`/icoach/score/${skillId}/${icoachUserId}`, {
      signal,
    });
  } catch (error) {
    if (isApiError(error, 404) || isApiError(error, 400)) return null;
    throw error;
  }
}

export function scoreQueryOptions(icoachUserId: number, skillId: number) {
  return queryOptions({
    queryKey: icoachKeys.score(icoachUserId, skillId),
    queryFn: ({ signal }) => getScore(skillId, icoachUserId, signal),
  });
}

export function useScore(icoachUserId: number, skillId: number) {
  return useQuery(scoreQueryOptions(icoachUserId, skillId));
}
