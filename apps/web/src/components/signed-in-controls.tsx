import { ActionIcon, Tooltip } from '@mantine/core';
import { IconLogout2 } from '@tabler/icons-react';
import { useTranslation } from '../lib/i18n';
import { type HeaderUser, UserMenu } from './user-menu';

interface SignedInControlsProps {
  user: HeaderUser;
  impersonating: boolean;
  onLogout: () => void;
}

/**
 * The signed-in half of the header (platform spec §2): the exit-impersonation icon and the user
 * menu. A chunk of its own, so a visitor's first page does not download the menu's popover code.
 */
export function SignedInControls({ user, impersonating, onLogout }: SignedInControlsProps) {
  const { t } = useTranslation('common');
  return (
    <>
      {impersonating && (
        <Tooltip label={t('header.exit_impersonation')}>
          <ActionIcon
            variant="filled"
            color="red"
            size="lg"
            onClick={onLogout}
            aria-label={t('header.exit_impersonation')}
          >
            <IconLogout2 size={20} aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
      )}
      <UserMenu user={user} onLogout={onLogout} />
    </>
  );
}
