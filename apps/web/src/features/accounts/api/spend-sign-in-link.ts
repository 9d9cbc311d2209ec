import type { SignInLinkBody, SignInLinkResponse } from '@portal/shared/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { switchSession } from './switch-session';

/**
 * POST /public/sign-in-link/: spends the one-time token of a sign-in link (a reminder mail's
 * `/sign-in/{token}`, an administrator's iCoach link) for a session; answers the session token
 * and where the link meant to land (null: nowhere in particular). A used, expired or unknown
 * link answers 403 `{ message }`; too many tries from one address, 429.
 */
export function spendSignInLink(body: SignInLinkBody): Promise<SignInLinkResponse> {
  return api.post<SignInLinkResponse>('/public/sign-in-link/', body);
}

/** Spends the link and starts its person's session in place of anyone's; answers `next`. */
export function useSpendSignInLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SignInLinkBody): Promise<string | null> => {
      const { token, next } = await spendSignInLink(body);
      await switchSession(queryClient, token);
      return next;
    },
  });
}
