import type { IcoachUserResponse } from '@portal/shared/icoach';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { icoachKeys } from './icoach-keys';

/**
 * GET /icoach/user/{icoachUserId}/ (issue 10): the caller's own iCoach user, to rebuild a local
 * record this device does not have; a 404 when it is not theirs or does not exist.
 */
export function getIcoachUserRecord(
  icoachUserId: number,
  signal?: AbortSignal,
): Promise<IcoachUserResponse> {
  return api.get<IcoachUserResponse>(`/icoach/user/${icoachUserId}/`, { signal });
}

export function icoachUserRecordQueryOptions(icoachUserId: number) {
  return queryOptions({
    queryKey: icoachKeys.userRecord(icoachUserId),
    queryFn: ({ signal }) => getIcoachUserRecord(icoachUserId, signal),
    retry: false,
    staleTime: 0,
  });
}
