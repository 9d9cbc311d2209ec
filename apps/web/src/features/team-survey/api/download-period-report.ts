import type { TsReview } from '@portal/shared/team-survey-results';
import { useState } from 'react';
import { api } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { isPdf, type ReportDownload, saveBlob } from '../../../lib/report-download';
import { reportFileName } from '../rules/results-format';

/** GET /ts/{rateeId}/reviews/{reviewId}/download/: a period's report, with the session token. */
export function downloadPeriodReport(rateeId: number, reviewId: number): Promise<Blob> {
  return api.get<Blob>(`/ts/${rateeId}/reviews/${reviewId}/download/`, {
    responseType: 'blob',
    headers: { Accept: 'application/pdf' },
  });
}

/**
 * A period's PDF as the Soft Touch report downloads (lib/report-download.ts): the blocking
 * 'Processing your request' while it comes, 'The downloaded file is not a PDF.' (spec §8), saved
 * as 'Report <ratee name> <date>.pdf' (spec §7). A download that fails says so as well: the
 * person can try again.
 */
export function usePeriodReportDownload(
  rateeId: number,
  rateeName: string,
  periods: readonly Pick<TsReview, 'id' | 'timeCreated'>[],
): ReportDownload {
  const { t } = useTranslation();
  const [processing, setProcessing] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const download = async (reviewId: number) => {
    const period = periods.find((p) => p.id === reviewId);
    if (!period) return;
    setProcessing(true);
    setError(null);
    try {
      const blob = await downloadPeriodReport(rateeId, reviewId);
      if (isPdf(blob)) saveBlob(blob, reportFileName(rateeName, period.timeCreated));
      else setError(t('dashboard.report.not_pdf'));
    } catch (caught) {
      console.error(caught);
      setError(t('team-survey.results.download_failed'));
    } finally {
      setProcessing(false);
    }
  };

  return { download, processing, error, dismissError: () => setError(null) };
}
