import type { RegistrationForm, TokenResponse } from '@portal/shared/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { startSession } from './start-session';

export function register(registrationForm: RegistrationForm): Promise<TokenResponse> {
  return api.post<TokenResponse>('/public/registration', { registrationForm });
}

/** platform spec §4 "Registration: ... post, store the returned token, load the user". */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (form: RegistrationForm) => {
      const { token } = await register(form);
      // The form carried the current language, so there is nothing to switch.
      await startSession(queryClient, token, { applyProfileLocale: false });
    },
  });
}
