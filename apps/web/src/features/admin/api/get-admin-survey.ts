import type { AdminSurvey, SurveyOptions } from '@portal/shared/admin-surveys';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useLocale } from '../../../lib/locale';
import { adminKeys } from './admin-keys';

/** The Surveys area's keys sit under ['admin', 'surveys'], so a save refreshes lists and pages. */
export const surveysKey = [...adminKeys.all, 'surveys'] as const;

/** GET /api/admin/surveys/{surveyId}: the title comes in the administrator's language. */
export function adminSurveyQueryOptions(surveyId: number, locale: string) {
  return queryOptions({
    queryKey: [...surveysKey, 'detail', surveyId, locale] as const,
    queryFn: ({ signal }) => api.get<AdminSurvey>(`/admin/surveys/${surveyId}`, { signal }),
  });
}

export function useAdminSurvey(surveyId: number) {
  const locale = useLocale();
  return useQuery(adminSurveyQueryOptions(surveyId, locale));
}

/** GET /api/admin/survey-options: the report layouts and each product's questionnaires. */
export function useSurveyOptions() {
  return useQuery(
    queryOptions({
      queryKey: [...surveysKey, 'options'] as const,
      queryFn: ({ signal }) => api.get<SurveyOptions>('/admin/survey-options', { signal }),
      staleTime: 5 * 60_000,
    }),
  );
}
