import { queryClient } from './query-client';
import { clearSession } from './session';

/**
 * Signs out in this browser: forgets the token, then drops every cached answer so the next person
 * on the device sees nothing of the last one. The app layout sends the user home when the token
 * goes (platform spec §4: "Logout clears the user and goes home").
 */
export function endLocalSession(): void {
  clearSession();
  queryClient.cancelQueries();
  queryClient.clear();
}
