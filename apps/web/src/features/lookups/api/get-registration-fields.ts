import type { RegistrationFieldsResponse } from '@portal/shared/lookups';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { lookupsKeys } from './lookups-keys';

export function registrationFieldsQueryOptions() {
  return queryOptions({
    queryKey: lookupsKeys.registrationFields(),
    queryFn: ({ signal }) =>
      api.get<RegistrationFieldsResponse>('/public/registration-fields', { signal }),
    staleTime: 10 * 60_000,
  });
}

/** platform spec §2: the phone field is shown only when the server offers it. */
export function useRegistrationFields() {
  const { data, isPending } = useQuery(registrationFieldsQueryOptions());
  return { phone: data?.fields.includes('phone') ?? false, isPending };
}
