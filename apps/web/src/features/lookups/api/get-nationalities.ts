import type { Locale } from '@portal/shared/locales';
import type { Nationality } from '@portal/shared/lookups';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useLocale } from '../../../lib/locale';
import { lookupsKeys } from './lookups-keys';
import type { SelectOption } from './select-option';

export function getNationalities(locale: Locale, signal?: AbortSignal) {
  return api.get<Nationality[]>('/public/nationalities', { locale, signal });
}

export function nationalitiesQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: lookupsKeys.list('nationalities', locale),
    queryFn: ({ signal }) => getNationalities(locale, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

const toOptions = (list: Nationality[]): SelectOption[] =>
  list.map((n) => ({ value: String(n.id), label: n.nationality }));

export function useNationalityOptions() {
  const locale = useLocale();
  return useQuery({ ...nationalitiesQueryOptions(locale), select: toOptions });
}
