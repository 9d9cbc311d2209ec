import type { ExportStatusResponse } from '@portal/shared/admin-exports';
import { API_PREFIX } from '@portal/shared/client';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/report-download';
import { adminKeys } from './admin-keys';

const POLL_MS = 1_000;

export const isUnderWay = (status: ExportStatusResponse['status'] | undefined) =>
  status === 'queued' || status === 'running';

/**
 * GET /admin/exports/{id}: asked again every second while the job is queued or running, then no
 * more (a finished or failed export does not change).
 */
export function exportStatusQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...adminKeys.all, 'exports', 'status', id] as const,
    queryFn: ({ signal }) => api.get<ExportStatusResponse>(`/admin/exports/${id}`, { signal }),
    refetchInterval: (query) => (isUnderWay(query.state.data?.status) ? POLL_MS : false),
  });
}

/**
 * The finished file, fetched with the session's token (a plain link would carry none) and saved
 * under the name the server gave it.
 */
export function useDownloadExport() {
  return useMutation({
    mutationFn: async (done: Pick<ExportStatusResponse, 'downloadUrl' | 'downloadName'>) => {
      if (!done.downloadUrl) return;
      const path = done.downloadUrl.startsWith(API_PREFIX)
        ? done.downloadUrl.slice(API_PREFIX.length)
        : done.downloadUrl;
      const blob = await api.get<Blob>(path, { responseType: 'blob' });
      saveBlob(blob, done.downloadName ?? 'export');
    },
  });
}
