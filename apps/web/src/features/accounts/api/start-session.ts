import type { QueryClient } from '@tanstack/react-query';
import { changeLocale } from '../../../lib/i18n';
import { getLocale } from '../../../lib/locale';
import { setToken } from '../../../lib/session';
import { meQueryOptions } from './get-me';

/**
 * platform spec §4: after sign-in, registration or impersonation, store the token, load the user
 * and take the user's language (the profile's locale wins when it differs from this browser's).
 */
export async function startSession(
  queryClient: QueryClient,
  token: string,
  options: { applyProfileLocale?: boolean } = {},
): Promise<void> {
  setToken(token);
  const user = await queryClient.fetchQuery({ ...meQueryOptions(), staleTime: 0 });
  if (options.applyProfileLocale !== false && user.locale !== getLocale()) {
    await changeLocale(user.locale);
  }
}
