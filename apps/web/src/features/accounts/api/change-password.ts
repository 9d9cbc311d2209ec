import type { TokenResponse } from '@portal/shared/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { setToken } from '../../../lib/session';
import { accountsKeys } from './accounts-keys';

export interface ChangePasswordInput {
  oldPassword: string;
  newPassword: string;
}

export function changePassword(id: number, updatePasswordForm: ChangePasswordInput) {
  return api.post<TokenResponse>(`/user/${id}/change_password`, { updatePasswordForm });
}

/**
 * platform spec §7: the answer is a new token (the server may end the other sessions). The user
 * is asked for again with it, which also gives the page-session cookie the new session
 * (decision 042).
 */
export function useChangePassword(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: ChangePasswordInput) => changePassword(id, form),
    onSuccess: async ({ token }) => {
      setToken(token);
      await queryClient.invalidateQueries({ queryKey: accountsKeys.me() });
    },
  });
}
