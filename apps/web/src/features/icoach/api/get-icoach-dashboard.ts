import type { IcoachDashboardResponse } from '@portal/shared/icoach';
import type { Locale } from '@portal/shared/locales';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useLocale } from '../../../lib/locale';
import { icoachKeys, keepAcrossLocales } from './icoach-keys';

/**
 * GET /icoach/dashboard/{courseId}/{icoachUserId} (platform spec §7): the course's skills by
 * category, `{ "1": [...], "2": [...], "3": [...] }`, with the learner's progress.
 */
export function getIcoachDashboard(
  courseId: number,
  icoachUserId: number,
  signal?: AbortSignal,
): Promise<IcoachDashboardResponse> {
  return api.get<IcoachDashboardResponse>(`/icoach/dashboard/${courseId}/${icoachUserId}`, {
    signal,
  });
}

export function icoachDashboardQueryOptions(
  courseId: number,
  icoachUserId: number,
  locale: Locale,
) {
  return queryOptions({
    queryKey: icoachKeys.dashboard(courseId, icoachUserId, locale),
    queryFn: ({ signal }) => getIcoachDashboard(courseId, icoachUserId, signal),
    // Progress moves on the skill pages: ask again on every visit.
    staleTime: 0,
  });
}

export function useIcoachDashboard(courseId: number, icoachUserId: number) {
  const locale = useLocale();
  const options = icoachDashboardQueryOptions(courseId, icoachUserId, locale);
  return useQuery({
    ...options,
    placeholderData: keepAcrossLocales<IcoachDashboardResponse>(options.queryKey),
  });
}
