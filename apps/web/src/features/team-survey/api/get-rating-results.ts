import type { Locale } from '@portal/shared/locales';
import type { TsRatingResults } from '@portal/shared/team-survey-results';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useLocale } from '../../../lib/locale';
import { tsKeys } from './ts-keys';

/**
 * GET /ts/ratees/{rateeId}/rating-results/: the average (performance) and leadership scores in
 * percent and the talent zone (decision 024). 404 for anyone but the ratee and their manager.
 */
export function getRatingResults(rateeId: number, signal?: AbortSignal): Promise<TsRatingResults> {
  return api.get<TsRatingResults>(`/ts/ratees/${rateeId}/rating-results/`, { signal });
}

export function ratingResultsQueryOptions(rateeId: number, locale: Locale) {
  return queryOptions({
    queryKey: tsKeys.ratingResults(rateeId, locale),
    queryFn: ({ signal }) => getRatingResults(rateeId, signal),
    staleTime: 0,
  });
}

export function useRatingResults(rateeId: number) {
  const locale = useLocale();
  return useQuery(ratingResultsQueryOptions(rateeId, locale));
}
