import type { TsReviewExpiryResponseSchema } from '@portal/shared/team-survey';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { tsKeys } from './ts-keys';

export type TsReviewExpiryResponse = z.infer<typeof TsReviewExpiryResponseSchema>;

/** GET /ts/ratees/{rateeId}/review-expiry/: the current period's start and expiry (YYYY-MM-DD). */
export function getReviewExpiry(
  rateeId: number,
  signal?: AbortSignal,
): Promise<TsReviewExpiryResponse> {
  return api.get<TsReviewExpiryResponse>(`/ts/ratees/${rateeId}/review-expiry/`, { signal });
}

export function reviewExpiryQueryOptions(rateeId: number) {
  return queryOptions({
    queryKey: tsKeys.reviewExpiry(rateeId),
    queryFn: ({ signal }) => getReviewExpiry(rateeId, signal),
  });
}

export function useReviewExpiry(rateeId: number) {
  return useQuery({ ...reviewExpiryQueryOptions(rateeId) });
}
