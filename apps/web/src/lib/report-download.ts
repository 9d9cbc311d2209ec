import { ICOACH_CERTIFICATE_FILE } from '@portal/shared/icoach';
import { useState } from 'react';
import { api, isApiError } from './api-client';
import { useTranslation } from './i18n';

/*
 * The PDF downloads, each shared by the dashboard's card and a completion page: the Soft Touch
 * report (issue 9: the report the welcome message promised is offered where the survey ends) and
 * the iCoach certificate (issue 10: offered once every skill of the course is completed).
 */

export const REPORT_FILE_NAME = 'soft_touch_report.pdf';
export const CERTIFICATE_FILE_NAME = ICOACH_CERTIFICATE_FILE;

/** GET /reports/download/{surveyUserId} as a blob (platform spec §7 "Dashboard and report"). */
export function downloadReport(surveyUserId: number): Promise<Blob> {
  return api.get<Blob>(`/reports/download/${surveyUserId}`, {
    responseType: 'blob',
    headers: { Accept: 'application/pdf' },
  });
}

/**
 * GET /icoach/certificate/{icoachUserId}/ as a blob (issue 10); a 400 until every skill is
 * completed.
 */
export function downloadCertificate(icoachUserId: number): Promise<Blob> {
  return api.get<Blob>(`/icoach/certificate/${icoachUserId}/`, {
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
  return usePdfDownload(downloadReport, REPORT_FILE_NAME);
}

/**
 * The iCoach certificate, the same way. A refusal the server explains (400: not every skill is
 * completed yet) is shown, since the person can do something about it; other failures are only
 * logged, as for the report.
 */
export function useCertificateDownload() {
  return usePdfDownload(downloadCertificate, CERTIFICATE_FILE_NAME, { showRefusal: true });
}

function usePdfDownload(
  fetchPdf: (id: number) => Promise<Blob>,
  fileName: string,
  options: { showRefusal?: boolean } = {},
) {
  const { t } = useTranslation('dashboard');
  const [processing, setProcessing] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const download = async (id: number) => {
    setProcessing(true);
    setError(null);
    try {
      const blob = await fetchPdf(id);
      if (isPdf(blob)) saveBlob(blob, fileName);
      else setError(t('report.not_pdf'));
    } catch (caught) {
      console.error(caught);
      if (options.showRefusal && isApiError(caught, 400) && caught.message) {
        setError(caught.message);
      }
    } finally {
      setProcessing(false);
    }
  };

  return { download, processing, error, dismissError: () => setError(null) };
}

/** A download in progress, its error, and how to start one (useReportDownload). */
export type ReportDownload = ReturnType<typeof useReportDownload>;
