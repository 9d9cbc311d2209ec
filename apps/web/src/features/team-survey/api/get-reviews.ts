import type { TsReview } from '@portal/shared/team-survey-results';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { tsKeys } from './ts-keys';

/** GET /ts/{rateeId}/reviews/: every review period of a ratee, oldest first (ratee and manager). */
export function getReviews(rateeId: number, signal?: AbortSignal): Promise<TsReview[]> {
  return api.get<TsReview[]>(`/ts/${rateeId}/reviews/`, { signal });
}

export function reviewsQueryOptions(rateeId: number) {
  return queryOptions({
    queryKey: tsKeys.reviews(rateeId),
    queryFn: ({ signal }) => getReviews(rateeId, signal),
    staleTime: 0,
  });
}

export function useReviews(rateeId: number) {
  return useQuery(reviewsQueryOptions(rateeId));
}
