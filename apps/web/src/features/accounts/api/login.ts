import type { LoginBody, TokenResponse } from '@portal/shared/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { startSession } from './start-session';

export function login(body: LoginBody): Promise<TokenResponse> {
  return api.post<TokenResponse>('/login_check', body);
}

/** platform spec §4 "Login: validate, sign in, load the user, set the language from the user's". */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: LoginBody) => {
      const { token } = await login(body);
      await startSession(queryClient, token);
    },
  });
}
