import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { endLocalSession } from '../../../lib/end-session';

export function logout(): Promise<void> {
  return api.post<void>('/logout');
}

/**
 * Ends the session on the server, then here; a failed server call (offline, already expired)
 * still signs out locally. Exiting impersonation is the same logout (platform spec §4).
 */
export async function logoutEverywhere(): Promise<void> {
  try {
    await logout();
  } catch {
    // The token is forgotten below either way.
  } finally {
    endLocalSession();
  }
}

export function useLogout() {
  return useMutation({ mutationFn: logoutEverywhere });
}
