import type {
  ImpersonationLinkResponse,
  SetAdminBody,
  SetDeactivationBody,
} from '@portal/shared/admin-people';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/report-download';
import { adminKeys } from './admin-keys';

/*
 * The console's changes to one person (issue 13 "People"). Each one refreshes the People lists
 * and the person's page, which share the `['admin', 'people']` prefix.
 */

const peopleKey = [...adminKeys.all, 'people'] as const;

function useInvalidatePeople() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: peopleKey });
}

/** POST …/impersonation-link: one use, ten minutes; written to the audit log by the server. */
export function useCreateImpersonationLink(userId: number) {
  return useMutation({
    mutationFn: () =>
      api.post<ImpersonationLinkResponse>(`/admin/people/${userId}/impersonation-link`),
  });
}

export function useSetPersonAdmin(userId: number) {
  const invalidate = useInvalidatePeople();
  return useMutation({
    mutationFn: (body: SetAdminBody) => api.put<unknown>(`/admin/people/${userId}/admin`, body),
    onSuccess: invalidate,
  });
}

export function useSetPersonDeactivation(userId: number) {
  const invalidate = useInvalidatePeople();
  return useMutation({
    mutationFn: (body: SetDeactivationBody) =>
      api.put<unknown>(`/admin/people/${userId}/deactivation`, body),
    onSuccess: invalidate,
  });
}

/** DELETE /api/admin/people/{userId}: 204 once erased (docs/decisions/025-erasing-a-person.md). */
export function useErasePerson(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<void>(`/admin/people/${userId}`),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: [...peopleKey, 'detail', userId] });
      return queryClient.invalidateQueries({ queryKey: adminKeys.lists('people') });
    },
  });
}

export const personDataFileName = (userId: number) => `person-${userId}.json`;

/** GET …/export with the session's token, saved as person-<id>.json. */
export function useDownloadPersonData(userId: number) {
  return useMutation({
    mutationFn: async () => {
      const blob = await api.get<Blob>(`/admin/people/${userId}/export`, {
        responseType: 'blob',
      });
      saveBlob(blob, personDataFileName(userId));
    },
  });
}
