import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from './api-client';

/*
 * The Soft Touch report download, shared by the dashboard's card and the completion page
 * (issue 9: the report the welcome message promised is offered where the survey ends).
 */

export const REPORT_FILE_NAME = 'soft_touch_report.pdf';

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

/**
 * platform spec §2: the PDF downloads behind a blocking 'Processing your request, please
 * wait...'. §5: a file that is not a PDF says so; §8: a failed download is logged only and the
 * message closes.
 */
export function useReportDownload() {
  const { t } = useTranslation('dashboard');
  const [processing, setProcessing] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const download = async (surveyUserId: number) => {
    setProcessing(true);
    setError(null);
    try {
      const blob = await downloadReport(surveyUserId);
      if (isPdf(blob)) saveBlob(blob, REPORT_FILE_NAME);
      else setError(t('report.not_pdf'));
    } catch (caught) {
      console.error(caught);
    } finally {
      setProcessing(false);
    }
  };

  return { download, processing, error, dismissError: () => setError(null) };
}

/** A download in progress, its error, and how to start one (useReportDownload). */
export type ReportDownload = ReturnType<typeof useReportDownload>;
