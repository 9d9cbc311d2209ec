import type { AdminListQuery } from '@portal/shared/admin';
import type {
  AdminInvitationsResponse,
  InvitationReminderBody,
  InvitationTargetOption,
  InviteBody,
  InviteResponse,
} from '@portal/shared/admin-invitations';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/* The console's Invitations (issue 13): the survey and course options, the list, and the changes. */

export type TargetParams = { surveyId: number } | { courseId: number };

export const invitationTargetsQueryOptions = (locale: string) =>
  queryOptions({
    // Titles are translated: one cache per language.
    queryKey: [...adminKeys.all, 'invitation-targets', locale] as const,
    queryFn: ({ signal }) =>
      api.get<InvitationTargetOption[]>('/admin/invitations/targets', { signal }),
    staleTime: 60_000,
  });

/** GET /admin/invitations: one page of the target's invitations, and its counts. */
export function invitationsQueryOptions(target: TargetParams, query: AdminListQuery) {
  const params = { ...target, ...query };
  return queryOptions({
    queryKey: adminKeys.list('invitations', params),
    queryFn: ({ signal }) =>
      api.get<AdminInvitationsResponse>('/admin/invitations', { signal, query: params }),
    placeholderData: keepPreviousData,
  });
}

/** Refreshes the invitation lists, the outbox (the mails come from the queue) and the audit log. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [adminKeys.lists('invitations'), adminKeys.lists('outbox'), adminKeys.lists('audit-log')].map(
        (queryKey) => queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

export function useInvite() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: InviteBody) => api.post<InviteResponse>('/admin/invitations', body),
    onSuccess: refresh,
  });
}

export function useSetInvitationReminder() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: InvitationReminderBody) =>
      api.put<{ updated: number }>('/admin/invitations/reminder', body),
    onSuccess: refresh,
  });
}
