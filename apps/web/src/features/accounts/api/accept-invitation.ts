import type { InvitationBody, InvitationResponse } from '@portal/shared/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { switchSession } from './switch-session';

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
      const { token, next } = await acceptInvitation(body);
      await switchSession(queryClient, token);
      return next;
    },
  });
}
