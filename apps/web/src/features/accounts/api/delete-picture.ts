import type { UserResponse } from '@portal/shared/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { accountsKeys } from './accounts-keys';

export function deletePicture(id: number, fileName: string | undefined) {
  return api.delete<UserResponse>(`/user/${id}/delete_picture`, { fileName });
}

export function useDeletePicture(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fileName: string | undefined) => deletePicture(id, fileName),
    onSuccess: (user) => queryClient.setQueryData(accountsKeys.me(), user),
  });
}
