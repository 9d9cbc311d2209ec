import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { FormAlert } from '../../../components/form-alert';
import { useTranslation } from '../../../lib/i18n';
import { modalErrorText } from '../rules/modal-error';

interface ConfirmActionModalProps {
  opened: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  /** Rejects with the server's refusal, which the modal shows while it stays open (spec §8). */
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
  color?: string;
}

/**
 * team-survey spec §2 confirm-remove-rater, confirm-remove-skill and confirm-publish modals: the
 * question, Cancel and the action; a refusal's text is shown inside and the modal stays open.
 */
export function ConfirmActionModal(props: ConfirmActionModalProps) {
  const { t } = useTranslation('team-survey');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const close = () => {
    setError(null);
    props.onClose();
  };
  const confirm = async () => {
    setError(null);
    setPending(true);
    try {
      await props.onConfirm();
      close();
    } catch (failure) {
      setError(modalErrorText(failure, t));
    } finally {
      setPending(false);
    }
  };
  return (
    <Modal
      opened={props.opened}
      onClose={close}
      title={props.title}
      centered
      closeButtonProps={{ 'aria-label': t('modals.close') }}
    >
      <Stack gap="md">
        <Text>{props.text}</Text>
        <FormAlert message={error} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            {t('modals.cancel')}
          </Button>
          <Button
            onClick={() => void confirm()}
            loading={pending}
            color={props.color}
            data-autofocus
          >
            {props.confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
