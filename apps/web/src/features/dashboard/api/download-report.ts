import { api } from '../../../lib/api-client';

/** GET /reports/download/{surveyUserId} as a blob (platform spec §7 "Dashboard and report"). */
export function downloadReport(surveyUserId: number): Promise<Blob> {
  return api.get<Blob>(`/reports/download/${surveyUserId}`, {
    responseType: 'blob',
    headers: { Accept: 'application/pdf' },
  });
}

/** platform spec §5: "A report download must be of type application/pdf". */
export function isPdf(blob: Blob): boolean {
  return blob.type.split(';')[0]?.trim().toLowerCase() === 'application/pdf';
}

/** Hands the file to the browser's download, under the given name. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
