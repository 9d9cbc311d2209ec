import type { Locale } from '@portal/shared/locales';
import type { Industry } from '@portal/shared/lookups';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useLocale } from '../../../lib/locale';
import { lookupsKeys } from './lookups-keys';
import type { SelectOption } from './select-option';

export function industriesQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: lookupsKeys.list('industries', locale),
    queryFn: ({ signal }) => api.get<Industry[]>('/public/industries', { locale, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

const toOptions = (list: Industry[]): SelectOption[] =>
  list.map((i) => ({ value: String(i.id), label: i.industryName }));

export function useIndustryOptions() {
  const locale = useLocale();
  return useQuery({ ...industriesQueryOptions(locale), select: toOptions });
}
