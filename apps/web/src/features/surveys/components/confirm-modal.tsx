import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';

interface ConfirmModalProps {
  opened: boolean;
  /** The question asked (platform spec §4 gives its wording). */
  question: string;
  /** Why it is asked, above the question. */
  details?: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The confirmations of platform spec §4 before a section is sent. */
export function ConfirmModal({
  opened,
  question,
  details,
  onConfirm,
  onCancel,
}: ConfirmModalProps) {
  const { t } = useTranslation('surveys');
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={t('confirm.title')}
      centered
      closeButtonProps={{ 'aria-label': t('confirm.close') }}
    >
      <Stack gap="md">
        {details}
        <Text fw={600}>{question}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('confirm.no')}
          </Button>
          <Button onClick={onConfirm} data-autofocus>
            {t('confirm.yes')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
