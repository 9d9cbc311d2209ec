import type { Locale } from '@portal/shared/locales';
import type { TsPeriodResults } from '@portal/shared/team-survey-results';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useLocale } from '../../../lib/locale';
import { tsKeys } from './ts-keys';

/**
 * GET /ts/{rateeId}/rating-reviews/{reviewId}/: one period's skills (averages withheld below the
 * anonymity threshold), overall rating and anonymous comments; skill names in the reader's
 * language.
 */
export function getPeriodResults(
  rateeId: number,
  reviewId: number,
  signal?: AbortSignal,
): Promise<TsPeriodResults> {
  return api.get<TsPeriodResults>(`/ts/${rateeId}/rating-reviews/${reviewId}/`, { signal });
}

export function periodResultsQueryOptions(rateeId: number, reviewId: number, locale: Locale) {
  return queryOptions({
    queryKey: tsKeys.periodResults(rateeId, reviewId, locale),
    queryFn: ({ signal }) => getPeriodResults(rateeId, reviewId, signal),
    staleTime: 0,
  });
}

export function usePeriodResults(rateeId: number, reviewId: number) {
  const locale = useLocale();
  return useQuery(periodResultsQueryOptions(rateeId, reviewId, locale));
}
