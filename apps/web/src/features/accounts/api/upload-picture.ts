import type { UserResponse } from '@portal/shared/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { accountsKeys } from './accounts-keys';

export function uploadPicture(id: number, picture: Blob) {
  const body = new FormData();
  body.append('file', picture, 'avatar.png');
  return api.post<UserResponse>(`/user/${id}/upload_picture`, body);
}

/** The answer is the updated user: it replaces the cached one, no second call. */
export function useUploadPicture(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (picture: Blob) => uploadPicture(id, picture),
    onSuccess: (user) => queryClient.setQueryData(accountsKeys.me(), user),
  });
}
