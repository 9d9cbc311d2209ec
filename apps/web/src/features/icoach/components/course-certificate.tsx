import { Button, Group, Text } from '@mantine/core';
import { IconCertificate, IconDownload } from '@tabler/icons-react';
import { PaleCard } from '../../../components/pale-card';
import { ReportDownloadFeedback } from '../../../components/report-download-feedback';
import { useTranslation } from '../../../lib/i18n';
import { useCertificateDownload } from '../../../lib/report-download';

/**
 * The course's certificate, once every skill is completed (issue 10), with the dashboard's
 * blocking 'Processing your request, please wait...' while it downloads.
 */
export function CourseCertificate({ icoachUserId }: { icoachUserId: number }) {
  const { t } = useTranslation('icoach');
  const certificate = useCertificateDownload();
  return (
    <PaleCard p="md">
      <Group justify="space-between" gap="md">
        <Group gap="sm" wrap="nowrap">
          <IconCertificate size={32} color="var(--mantine-color-teal-8)" aria-hidden="true" />
          <Text fw={600}>{t('certificate_offer.ready')}</Text>
        </Group>
        <Button
          leftSection={<IconDownload size={18} aria-hidden="true" />}
          onClick={() => void certificate.download(icoachUserId)}
          loading={certificate.processing}
        >
          {t('certificate_offer.download')}
        </Button>
      </Group>
      <ReportDownloadFeedback report={certificate} />
    </PaleCard>
  );
}
