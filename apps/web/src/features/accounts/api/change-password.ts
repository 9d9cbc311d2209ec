import type { TokenResponse } from '@portal/shared/accounts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { setToken } from '../../../lib/session';

export interface ChangePasswordInput {
  oldPassword: string;
  newPassword: string;
}

export function changePassword(id: number, updatePasswordForm: ChangePasswordInput) {
  return api.post<TokenResponse>(`/user/${id}/change_password`, { updatePasswordForm });
}

/** platform spec §7: the answer is a new token (the server may end the other sessions). */
export function useChangePassword(id: number) {
  return useMutation({
    mutationFn: (form: ChangePasswordInput) => changePassword(id, form),
    onSuccess: ({ token }) => setToken(token),
  });
}
