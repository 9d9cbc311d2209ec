import type { MessageResponse } from '@portal/shared/accounts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The answer is the same whether or not the address has an account (no account probing). */
export function requestResetPassword(email: string) {
  return api.post<MessageResponse>('/public/request-reset-password', {
    passwordRequestForm: { username: email, origin: window.location.origin },
  });
}

export function useRequestResetPassword() {
  return useMutation({ mutationFn: requestResetPassword });
}
