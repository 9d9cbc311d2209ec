import type { PersonDetail } from '@portal/shared/admin-people';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useLocale } from '../../../lib/locale';
import { adminKeys } from './admin-keys';

/** A person's key sits under the People lists' area, so a change there refreshes both. */
export const personKey = (userId: number, locale: string) =>
  [...adminKeys.all, 'people', 'detail', userId, locale] as const;

/** GET /api/admin/people/{userId}: survey titles come in the administrator's language. */
export function personQueryOptions(userId: number, locale: string) {
  return queryOptions({
    queryKey: personKey(userId, locale),
    queryFn: ({ signal }) => api.get<PersonDetail>(`/admin/people/${userId}`, { signal }),
  });
}

export function usePerson(userId: number) {
  const locale = useLocale();
  return useQuery(personQueryOptions(userId, locale));
}
