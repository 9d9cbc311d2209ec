import { Alert, type AlertProps } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from '../lib/i18n';
import type { ReportDownload } from '../lib/report-download';

// Only a download needs the blocking message (and its focus trap): a chunk of its own.
const ReportDownloadModal = lazy(() =>
  import('./report-download-modal').then((m) => ({ default: m.ReportDownloadModal })),
);

/**
 * What a report download shows besides its button, on the dashboard and the completion page
 * alike: the blocking 'Processing your request, please wait...' while it comes (platform spec
 * §2), and why it failed when the file is not a PDF (§5).
 */
export function ReportDownloadFeedback({
  report,
  variant = 'light',
}: {
  report: ReportDownload;
  variant?: AlertProps['variant'];
}) {
  const { t } = useTranslation('dashboard');
  return (
    <>
      {report.error && (
        <Alert
          color="red"
          variant={variant}
          role="alert"
          w="100%"
          withCloseButton
          closeButtonLabel={t('close')}
          onClose={report.dismissError}
          styles={{ message: { color: 'var(--mantine-color-red-9)' } }}
        >
          {report.error}
        </Alert>
      )}
      {report.processing && (
        <Suspense fallback={null}>
          <ReportDownloadModal opened />
        </Suspense>
      )}
    </>
  );
}
