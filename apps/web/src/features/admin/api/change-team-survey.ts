import type {
  AdminTeamSurveyDetail,
  AdminTeamSurveyManagerBody,
  AdminTeamSurveyValues,
} from '@portal/shared/admin-team-surveys';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';
import { teamSurveysKey } from './get-team-survey';

/*
 * The console's changes to a 360 survey (issue 13 "360 surveys"). Each refreshes the area's lists
 * and details (they share `['admin', 'team-surveys']`), and the audit log that records it.
 */

function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [teamSurveysKey, adminKeys.lists('audit-log'), adminKeys.lists('outbox')].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

export function useCreateTeamSurvey() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: AdminTeamSurveyValues) =>
      api.post<AdminTeamSurveyDetail>('/admin/team-surveys', body),
    onSuccess: refresh,
  });
}

export function useUpdateTeamSurvey(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: AdminTeamSurveyValues) =>
      api.put<AdminTeamSurveyDetail>(`/admin/team-surveys/${id}`, body),
    onSuccess: refresh,
  });
}

/** A new email gets an account waiting for its owner and the 360 invitation mail. */
export function useAddTeamSurveyManager(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: AdminTeamSurveyManagerBody) =>
      api.post<AdminTeamSurveyDetail>(`/admin/team-surveys/${id}/managers`, body),
    onSuccess: refresh,
  });
}

export function useRemoveTeamSurveyManager(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (userId: number) =>
      api.delete<AdminTeamSurveyDetail>(`/admin/team-surveys/${id}/managers/${userId}`),
    onSuccess: refresh,
  });
}
