import { Alert, Button, Group } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';

interface WelcomeActionsProps {
  begun: boolean;
  /** Shown in place of the button (platform spec §8: dates, already completed). */
  message: string | null;
  pending: boolean;
  onStart: () => void;
}

/** platform spec §2: Accept, or Continue when the survey was begun on this device. */
export function WelcomeActions({ begun, message, pending, onStart }: WelcomeActionsProps) {
  const { t } = useTranslation('surveys');
  if (message) {
    return (
      <Alert
        color="brand"
        variant="light"
        icon={<IconInfoCircle aria-hidden="true" />}
        role="status"
        styles={{ message: { color: 'var(--mantine-color-dark-9)', fontWeight: 600 } }}
      >
        {message}
      </Alert>
    );
  }
  return (
    <Group>
      <Button size="lg" onClick={onStart} loading={pending} miw={180}>
        {begun ? t('welcome.continue') : t('welcome.accept')}
      </Button>
    </Group>
  );
}
