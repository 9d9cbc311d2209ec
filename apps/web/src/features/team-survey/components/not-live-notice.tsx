import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';

/** Ratings open once the manager publishes the ratee (team-survey spec §4). */
export function NotLiveNotice() {
  const { t } = useTranslation('team-survey');
  return (
    <Alert
      color="brand"
      variant="light"
      icon={<IconInfoCircle aria-hidden="true" />}
      role="status"
      styles={{ message: { color: 'var(--mantine-color-dark-9)', fontWeight: 600 } }}
    >
      {t('problems.not_live')}
    </Alert>
  );
}
