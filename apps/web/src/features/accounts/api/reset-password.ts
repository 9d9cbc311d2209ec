import type { MessageResponse, PasswordResetFields } from '@portal/shared/accounts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface ResetPasswordInput {
  email: string;
  token: string;
  /** platform spec §3: sent as `passwordResetForm: { newPassword, confirmPassword }`. */
  form: PasswordResetFields;
}

export function resetPassword({ email, token, form }: ResetPasswordInput) {
  return api.post<MessageResponse>(
    `/public/reset-password/${encodeURIComponent(email)}/${encodeURIComponent(token)}`,
    { passwordResetForm: form },
  );
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
