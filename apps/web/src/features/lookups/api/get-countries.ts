import type { Locale } from '@portal/shared/locales';
import type { Country } from '@portal/shared/lookups';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useLocale } from '../../../lib/locale';
import { lookupsKeys } from './lookups-keys';
import type { SelectOption } from './select-option';

/**
 * GET /public/countries (platform spec §3): about 250 ISO two-letter codes, named in the
 * request's language, United Kingdom first. The payment page's billing country.
 */
export function countriesQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: lookupsKeys.list('countries', locale),
    queryFn: ({ signal }) => api.get<Country[]>('/public/countries', { locale, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

const toOptions = (list: Country[]): SelectOption[] =>
  list.map((c) => ({ value: c.code, label: c.name }));

export function useCountryOptions(enabled = true) {
  const locale = useLocale();
  return useQuery({ ...countriesQueryOptions(locale), select: toOptions, enabled });
}
