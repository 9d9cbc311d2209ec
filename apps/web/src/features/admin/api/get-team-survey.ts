import type { AdminListQuery } from '@portal/shared/admin';
import type {
  AdminRateeStatesResponse,
  AdminTeamSurveyDetail,
} from '@portal/shared/admin-team-surveys';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useLocale } from '../../../lib/locale';
import { adminKeys } from './admin-keys';

/** Every key of the 360 surveys area: lists and details, refreshed together after a change. */
export const teamSurveysKey = [...adminKeys.all, 'team-surveys'] as const;

/** GET /api/admin/team-surveys/{id}: the title comes in the administrator's language. */
export function teamSurveyQueryOptions(id: number, locale: string) {
  return queryOptions({
    queryKey: [...teamSurveysKey, 'detail', id, locale] as const,
    queryFn: ({ signal }) =>
      api.get<AdminTeamSurveyDetail>(`/admin/team-surveys/${id}`, { signal }),
  });
}

export function useTeamSurvey(id: number) {
  const locale = useLocale();
  return useQuery(teamSurveyQueryOptions(id, locale));
}

/**
 * GET /api/admin/team-surveys/{id}/ratees: one page of where each review stands. Its key holds
 * the survey, so two surveys' pages never share a cache entry.
 */
export function rateeStatesQueryOptions(id: number, query: AdminListQuery) {
  return queryOptions({
    queryKey: [...teamSurveysKey, 'ratees', id, query] as const,
    queryFn: ({ signal }) =>
      api.get<AdminRateeStatesResponse>(`/admin/team-surveys/${id}/ratees`, {
        signal,
        query: { ...query },
      }),
    placeholderData: keepPreviousData,
  });
}
