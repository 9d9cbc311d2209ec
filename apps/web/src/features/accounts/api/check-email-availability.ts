import type { EmailAvailabilityResponse } from '@portal/shared/accounts';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { accountsKeys } from './accounts-keys';

export function checkEmailAvailability(email: string, signal?: AbortSignal) {
  return api.get<EmailAvailabilityResponse>('/public/check-email-availability', {
    query: { email },
    signal,
  });
}

export function emailAvailabilityQueryOptions(email: string) {
  return queryOptions({
    queryKey: accountsKeys.emailAvailability(email),
    queryFn: ({ signal }) => checkEmailAvailability(email, signal),
    staleTime: 30_000,
  });
}

/** True when the address is free; each address is asked once per 30 s however often it is typed. */
export async function isEmailAvailable(queryClient: QueryClient, email: string): Promise<boolean> {
  const { available } = await queryClient.fetchQuery(emailAvailabilityQueryOptions(email));
  return available;
}
