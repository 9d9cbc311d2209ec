import type {
  AdminSurvey,
  CreateSurveyBodyInput,
  UpdateSurveyBodyInput,
} from '@portal/shared/admin-surveys';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';
import { surveysKey } from './get-admin-survey';

/*
 * The console's changes to surveys (issue 13 "Surveys"). A save refreshes the Surveys lists and
 * the survey's page (both under ['admin', 'surveys']). The body is the form's values as typed:
 * the server parses them with the same schema (price in pounds, empty dates for no limit).
 */

export function useCreateSurvey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateSurveyBodyInput) => api.post<AdminSurvey>('/admin/surveys', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: surveysKey }),
  });
}

export function useUpdateSurvey(surveyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateSurveyBodyInput) =>
      api.put<AdminSurvey>(`/admin/surveys/${surveyId}`, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: surveysKey }),
        queryClient.invalidateQueries({ queryKey: adminKeys.lists('surveys') }),
      ]),
  });
}

/**
 * POST /api/admin/surveys/welcome-preview: the server's one sanitiser, so the preview is exactly
 * what the welcome page will show (the web does not ship a sanitiser of its own). The caller
 * passes the HTML once typing pauses; the last preview stays while the next is made.
 */
export function useWelcomePreview(html: string) {
  return useQuery({
    queryKey: [...surveysKey, 'welcome-preview', html] as const,
    queryFn: ({ signal }) =>
      api.post<{ html: string }>('/admin/surveys/welcome-preview', { html }, { signal }),
    enabled: html.trim() !== '',
    placeholderData: keepPreviousData,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
