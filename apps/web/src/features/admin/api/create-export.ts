import type { CreateExportBody, CreateExportResponse } from '@portal/shared/admin-exports';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/**
 * POST /admin/exports (issue 13 "Exports"): the job is queued and its id answered; the Exports
 * list, the overview's running count and the audit log change with it.
 */
export function useCreateExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateExportBody) => api.post<CreateExportResponse>('/admin/exports', body),
    onSuccess: () =>
      Promise.all(
        [adminKeys.lists('exports'), adminKeys.overview(), adminKeys.lists('audit-log')].map(
          (queryKey) => queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
