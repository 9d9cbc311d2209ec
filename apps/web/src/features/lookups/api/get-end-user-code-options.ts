import type { Locale } from '@portal/shared/locales';
import type { EndUserCodeList, EndUserCodeOptionsResponse } from '@portal/shared/lookups';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useLocale } from '../../../lib/locale';
import { lookupsKeys } from './lookups-keys';
import type { SelectOption } from './select-option';

export function endUserCodeOptionsQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: lookupsKeys.list('end-user-code-options', locale),
    queryFn: ({ signal }) =>
      api.get<EndUserCodeOptionsResponse>('/public/end-user-code-options', { locale, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

const toOptions = (
  response: EndUserCodeOptionsResponse,
): Record<EndUserCodeList, SelectOption[]> => {
  const map = (list: { id: number; name: string }[]) =>
    list.map((o) => ({ value: String(o.id), label: o.name }));
  return {
    jobFunction: map(response.jobFunction),
    region: map(response.region),
    location: map(response.location),
    level: map(response.level),
  };
};

/** The profile's function, region, work location and level lists (platform spec §2, account page). */
export function useEndUserCodeOptions(enabled = true) {
  const locale = useLocale();
  return useQuery({ ...endUserCodeOptionsQueryOptions(locale), select: toOptions, enabled });
}
