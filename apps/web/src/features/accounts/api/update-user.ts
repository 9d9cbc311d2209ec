import type { TokenResponse, UpdateUserDataForm } from '@portal/shared/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { setToken } from '../../../lib/session';
import { accountsKeys } from './accounts-keys';

export function updateUser(id: number, updateUserDataForm: UpdateUserDataForm) {
  return api.put<TokenResponse>(`/user/${id}`, { updateUserDataForm });
}

/** platform spec §7: the answer is a new token; the user is loaded again. */
export function useUpdateUser(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: UpdateUserDataForm) => updateUser(id, form),
    onSuccess: async ({ token }) => {
      setToken(token);
      await queryClient.invalidateQueries({ queryKey: accountsKeys.me() });
    },
  });
}
