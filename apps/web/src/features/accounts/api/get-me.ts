import type { UserResponse } from '@portal/shared/accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useToken } from '../../../lib/session';
import { accountsKeys } from './accounts-keys';

export function getMe(signal?: AbortSignal): Promise<UserResponse> {
  return api.get<UserResponse>('/me', { signal });
}

export function meQueryOptions() {
  return queryOptions({
    queryKey: accountsKeys.me(),
    queryFn: ({ signal }) => getMe(signal),
    staleTime: 5 * 60_000,
  });
}

/**
 * The signed-in user. platform spec §4: "signed in when a stored token exists", so isSignedIn
 * follows the token at once while the user's data loads.
 */
export function useCurrentUser() {
  const token = useToken();
  const query = useQuery({ ...meQueryOptions(), enabled: token !== null });
  return {
    user: token ? query.data : undefined,
    isSignedIn: token !== null,
    isLoading: token !== null && query.isPending,
  };
}
