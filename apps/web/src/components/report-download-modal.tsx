import { Group, Loader, Modal, Text } from '@mantine/core';
import { useTranslation } from '../lib/i18n';

/**
 * The blocking message while a report downloads (platform spec §2); it cannot be closed by hand.
 * Pages load it lazily: only a download needs it (and its focus trap).
 */
export function ReportDownloadModal({ opened }: { opened: boolean }) {
  const { t } = useTranslation('dashboard');
  return (
    <Modal
      opened={opened}
      onClose={() => {}}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      size="sm"
      aria-label={t('report.processing')}
    >
      <Group gap="md" wrap="nowrap" role="status" aria-live="polite">
        <Loader size="sm" aria-hidden="true" />
        <Text fw={600}>{t('report.processing')}</Text>
      </Group>
    </Modal>
  );
}
