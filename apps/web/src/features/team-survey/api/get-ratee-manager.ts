import type { TsManagerInfoResponseSchema } from '@portal/shared/team-survey';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { tsKeys } from './ts-keys';

export type TsManagerInfo = z.infer<typeof TsManagerInfoResponseSchema>;

/**
 * GET /ts/{role}/{rateeId}/manager (api-notes): the ratee's performance manager, asked as the
 * ratee (their own card) or as one of its raters.
 */
export function getRateeManager(
  role: 'ratee' | 'rater',
  rateeId: number,
  signal?: AbortSignal,
): Promise<TsManagerInfo> {
  return api.get<TsManagerInfo>(`/ts/${role}/${rateeId}/manager`, { signal });
}

export function rateeManagerQueryOptions(role: 'ratee' | 'rater', rateeId: number) {
  return queryOptions({
    queryKey: tsKeys.manager(rateeId, role),
    queryFn: ({ signal }) => getRateeManager(role, rateeId, signal),
  });
}

export function useRateeManager(role: 'ratee' | 'rater', rateeId: number) {
  return useQuery(rateeManagerQueryOptions(role, rateeId));
}
