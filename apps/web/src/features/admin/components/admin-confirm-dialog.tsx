import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormAlert } from '../../../components/form-alert';
import { useTranslation } from '../../../lib/i18n';

export interface AdminConfirmDialogProps {
  opened: boolean;
  /** Closes without acting (Cancel, Escape, the close button). Ignored while `pending`. */
  onClose: () => void;
  /** Does the action; the caller closes the dialog when it succeeds (a mutation's onSuccess). */
  onConfirm: () => void;
  title: string;
  /** What will happen, in the person's words: "Erase Ann Lee? Her answers stay, anonymised." */
  message: ReactNode;
  /** The confirm button's text, a verb ("Erase", "Confirm the transfer"). */
  confirmLabel: string;
  /** Red confirm button for what cannot be undone; true unless told. */
  destructive?: boolean;
  /** The action is under way: the button spins and the dialog stays open. */
  pending?: boolean;
  /** The action failed: the server's message, shown in the dialog. */
  error?: string | null;
}

/**
 * Issue 13: "every destructive action confirmed". Cancel has the focus when the dialog opens, so
 * Enter on a stray keypress does not destroy anything.
 */
export function AdminConfirmDialog({
  opened,
  onClose,
  onConfirm,
  title,
  message,
  confirmLabel,
  destructive = true,
  pending = false,
  error,
}: AdminConfirmDialogProps) {
  const { t } = useTranslation('admin');
  return (
    <Modal
      opened={opened}
      onClose={() => {
        if (!pending) onClose();
      }}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t('confirm.close') }}
      styles={{ title: { fontWeight: 700 } }}
    >
      <Stack gap="md">
        {typeof message === 'string' ? <Text>{message}</Text> : message}
        <FormAlert message={error} />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose} disabled={pending} data-autofocus>
            {t('confirm.cancel')}
          </Button>
          <Button color={destructive ? 'red.9' : undefined} onClick={onConfirm} loading={pending}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
