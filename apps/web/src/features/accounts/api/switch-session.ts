import type { QueryClient } from '@tanstack/react-query';
import { getToken, setImpersonated, setToken } from '../../../lib/session';
import { logout } from './logout';
import { startSession } from './start-session';

/**
 * Starts the session a one-time link opened, as sign-in does (startSession), in place of whoever
 * was signed in on this browser: the link is its owner's, whoever used the computer before
 * (issue 11, as api/accept-invitation.ts does it). Someone else signed in is signed out, on the
 * server too, only now that the link has worked.
 */
export async function switchSession(queryClient: QueryClient, token: string): Promise<void> {
  if (getToken()) {
    // The logout call takes the stored (old) token as it starts; the new one is stored at once
    // after. So the token never goes missing (that would send the page home), and a 401 of the
    // old session no longer signs anyone out (api-client ignores a 401 of a replaced token).
    const ended = logout().catch(() => undefined);
    setToken(token);
    setImpersonated(false);
    await ended;
    // Nothing of the previous person's stays cached; active queries refetch as the new one.
    await queryClient.cancelQueries();
    await queryClient.resetQueries();
  }
  await startSession(queryClient, token);
}
