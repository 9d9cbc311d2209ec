import type { Locale } from '@portal/shared/locales';
import type { Role } from '@portal/shared/lookups';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useLocale } from '../../../lib/locale';
import { lookupsKeys } from './lookups-keys';
import type { SelectOption } from './select-option';

export function rolesQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: lookupsKeys.list('roles', locale),
    queryFn: ({ signal }) => api.get<Role[]>('/public/roles', { locale, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

const toOptions = (list: Role[]): SelectOption[] =>
  list.map((r) => ({ value: String(r.id), label: r.roleName }));

/** Only the 'E.Q. Soft Touch Report' registration asks for a role (platform spec §2). */
export function useRoleOptions(enabled = true) {
  const locale = useLocale();
  return useQuery({ ...rolesQueryOptions(locale), select: toOptions, enabled });
}
