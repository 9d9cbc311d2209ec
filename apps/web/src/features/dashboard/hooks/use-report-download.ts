import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadReport, isPdf, saveBlob } from '../api/download-report';

const FILE_NAME = 'soft_touch_report.pdf';

/**
 * platform spec §2: a completed 'E.Q. Soft Touch Report' card downloads the PDF behind a blocking
 * 'Processing your request, please wait...'. §5: a file that is not a PDF says so; §8: a failed
 * download is logged only and the message closes.
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
      if (isPdf(blob)) saveBlob(blob, FILE_NAME);
      else setError(t('report.not_pdf'));
    } catch (caught) {
      console.error(caught);
    } finally {
      setProcessing(false);
    }
  };

  return { download, processing, error, dismissError: () => setError(null) };
}
