import type { Locale } from '@portal/shared/locales';
import type { Market } from '@portal/shared/lookups';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useLocale } from '../../../lib/locale';
import { lookupsKeys } from './lookups-keys';
import type { SelectOption } from './select-option';

export function marketsQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: lookupsKeys.list('markets', locale),
    queryFn: ({ signal }) => api.get<Market[]>('/public/markets', { locale, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

const toOptions = (list: Market[]): SelectOption[] =>
  list.map((m) => ({ value: String(m.id), label: m.marketName }));

/** Only the 'E.Q. Soft Touch Report' registration asks for a market (platform spec §2). */
export function useMarketOptions(enabled = true) {
  const locale = useLocale();
  return useQuery({ ...marketsQueryOptions(locale), select: toOptions, enabled });
}
