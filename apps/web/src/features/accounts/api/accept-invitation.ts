import type { InvitationBody, InvitationResponse } from '@portal/shared/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { getToken, setImpersonated, setToken } from '../../../lib/session';
import { logout } from './logout';
import { startSession } from './start-session';

/**
 * POST /public/invitation/ (issue 11): spends the one-time token of an invitation mail and sets
 * the password of the account made for its owner; answers a session token and where to land.
 */
export function acceptInvitation(body: InvitationBody): Promise<InvitationResponse> {
  return api.post<InvitationResponse>('/public/invitation/', body);
}

/**
 * Accepts the invitation and starts the session as sign-in does (startSession: store the token,
 * load the user, take their language); answers the server's `next`. Someone else signed in on
 * this browser is signed out, on the server too, but only once the invitation has worked: a
 * mistyped password does not cost them their session.
 */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: InvitationBody): Promise<string> => {
      const previous = getToken();
      const { token, next } = await acceptInvitation(body);
      if (previous) {
        // The logout call takes the stored (old) token as it starts; the new one is stored at
        // once after. So the token never goes missing (that would send the page home), and a
        // 401 of the old session, ended already or now, no longer signs anyone out (api-client
        // ignores a 401 of a token that is no longer the stored one).
        const ended = logout().catch(() => undefined);
        setToken(token);
        setImpersonated(false);
        await ended;
        // Nothing of the previous person's stays cached; active queries refetch as the new one.
        await queryClient.cancelQueries();
        await queryClient.resetQueries();
      }
      await startSession(queryClient, token);
      return next;
    },
  });
}
