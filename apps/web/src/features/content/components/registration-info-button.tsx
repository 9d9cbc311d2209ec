import { ActionIcon } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';

// The dialog's code loads when it is first opened: the registration page stays light.
const RegistrationInfoModal = lazy(() =>
  import('./registration-info-modal').then((m) => ({ default: m.RegistrationInfoModal })),
);

/** platform spec §2: the registration card's info pop-up shows public content page 103. */
export function RegistrationInfoButton() {
  const { t } = useTranslation('content');
  const [opened, setOpened] = useState(false);
  return (
    <>
      <ActionIcon
        variant="subtle"
        size="lg"
        onClick={() => setOpened(true)}
        aria-label={t('registration_info.open')}
        title={t('registration_info.open')}
        aria-haspopup="dialog"
      >
        <IconInfoCircle size={22} aria-hidden="true" />
      </ActionIcon>
      {opened && (
        <Suspense fallback={null}>
          <RegistrationInfoModal onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
