import type { Locale } from '@portal/shared/locales';
import type { IpulseStatement } from '@portal/shared/surveys';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useLocale } from '../../../lib/locale';
import { keepAcrossLocales, surveysKeys } from './surveys-keys';

/** GET /ipulse/section/id/{id}/statements/ (platform spec §7). */
export function getIpulseStatements(
  sectionId: number,
  locale: Locale,
  signal?: AbortSignal,
): Promise<IpulseStatement[]> {
  return api.get<IpulseStatement[]>(`/ipulse/section/id/${sectionId}/statements/`, {
    locale,
    signal,
  });
}

export function ipulseStatementsQueryOptions(sectionId: number, locale: Locale) {
  return queryOptions({
    queryKey: surveysKeys.statements('ipulse', sectionId, locale),
    queryFn: ({ signal }) => getIpulseStatements(sectionId, locale, signal),
    select: (list: IpulseStatement[]) => [...list].sort((a, b) => a.position - b.position),
    staleTime: 10 * 60_000,
  });
}

export function useIpulseStatements(sectionId: number) {
  const locale = useLocale();
  const options = ipulseStatementsQueryOptions(sectionId, locale);
  return useQuery({
    ...options,
    placeholderData: keepAcrossLocales<IpulseStatement[]>(options.queryKey),
  });
}
