import type { Locale } from '@portal/shared/locales';
import type { RankingProduct, RankingStatement } from '@portal/shared/surveys';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useLocale } from '../../../lib/locale';
import { keepAcrossLocales, surveysKeys } from './surveys-keys';

/** GET /{product}/section/id/{id}/statements/ (platform spec §7): eq, values, behaviours. */
export function getRankingStatements(
  product: RankingProduct,
  sectionId: number,
  locale: Locale,
  signal?: AbortSignal,
): Promise<RankingStatement[]> {
  return api.get<RankingStatement[]>(`/${product}/section/id/${sectionId}/statements/`, {
    locale,
    signal,
  });
}

export function rankingStatementsQueryOptions(
  product: RankingProduct,
  sectionId: number,
  locale: Locale,
) {
  return queryOptions({
    queryKey: surveysKeys.statements(product, sectionId, locale),
    queryFn: ({ signal }) => getRankingStatements(product, sectionId, locale, signal),
    staleTime: 10 * 60_000,
  });
}

export function useRankingStatements(product: RankingProduct, sectionId: number) {
  const locale = useLocale();
  const options = rankingStatementsQueryOptions(product, sectionId, locale);
  return useQuery({
    ...options,
    placeholderData: keepAcrossLocales<RankingStatement[]>(options.queryKey),
  });
}
