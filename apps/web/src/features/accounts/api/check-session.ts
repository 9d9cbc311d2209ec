import type { SessionCheckResponse } from '@portal/shared/accounts';
import { LIMITS } from '@portal/shared/limits';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../lib/api-client';
import { endLocalSession } from '../../../lib/end-session';
import { useToken } from '../../../lib/session';
import { accountsKeys } from './accounts-keys';

export function checkSession(signal?: AbortSignal) {
  return api.get<SessionCheckResponse>('/session/check', { signal });
}

export function sessionCheckQueryOptions() {
  return queryOptions({
    queryKey: accountsKeys.session(),
    queryFn: ({ signal }) => checkSession(signal),
    refetchInterval: LIMITS.sessionCheckMs,
    refetchIntervalInBackground: true,
    retry: false,
    gcTime: 0,
  });
}

/**
 * platform spec §4: "The session is checked every 60 seconds." A 401 signs out through the API
 * client; an answer saying the session is no longer active does the same here.
 */
export function useSessionCheck(): void {
  const token = useToken();
  const { data } = useQuery({ ...sessionCheckQueryOptions(), enabled: token !== null });
  useEffect(() => {
    if (token && data && !data.active) endLocalSession();
  }, [token, data]);
}
