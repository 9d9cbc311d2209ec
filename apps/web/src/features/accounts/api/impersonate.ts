import type { TokenResponse } from '@portal/shared/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { setImpersonated } from '../../../lib/session';
import { startSession } from './start-session';

export interface ImpersonateInput {
  email: string;
  /** The one-time token of the administrator's link. */
  token: string;
}

export function impersonate({ email, token }: ImpersonateInput) {
  return api.post<TokenResponse>('/impersonate', undefined, {
    query: { _switch_user: email },
    headers: { 'X-Impersonation-Token': token },
  });
}

/** platform spec §4 "Impersonation": store the token, load the user, mark them impersonated. */
export function useImpersonate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ImpersonateInput) => {
      const { token } = await impersonate(input);
      setImpersonated(true);
      await startSession(queryClient, token);
    },
  });
}
