import { Group, Menu, Text, UnstyledButton } from '@mantine/core';
import {
  IconChevronDown,
  IconLayoutDashboard,
  IconLogout,
  IconShieldCog,
  IconUserCircle,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { useTranslation } from '../lib/i18n';
import { UserAvatar } from './user-avatar';

export interface HeaderUser {
  fullName: string;
  imageUrl: string | null;
  /** Issue 13: administrators get the console's link (the console and every admin call check). */
  isAdmin?: boolean;
}

/** platform spec §2: the signed-in menu with dashboard, account and logout. */
export function UserMenu({ user, onLogout }: { user: HeaderUser; onLogout: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Menu position="bottom-end" width={220} withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={t('header.menu', { name: user.fullName })} p={4}>
          <Group gap={8} wrap="nowrap">
            <UserAvatar imageUrl={user.imageUrl} size={36} />
            <Text fw={600} fz="sm" visibleFrom="sm" maw={200} truncate="end">
              {user.fullName}
            </Text>
            <IconChevronDown size={16} aria-hidden="true" />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label hiddenFrom="sm">{user.fullName}</Menu.Label>
        <Menu.Item
          component={Link}
          to={paths.home.href()}
          leftSection={<IconLayoutDashboard size={16} aria-hidden="true" />}
        >
          {t('header.dashboard')}
        </Menu.Item>
        <Menu.Item
          component={Link}
          to={paths.account.href()}
          leftSection={<IconUserCircle size={16} aria-hidden="true" />}
        >
          {t('header.account')}
        </Menu.Item>
        {user.isAdmin && (
          <Menu.Item
            component={Link}
            to={paths.admin.href()}
            leftSection={<IconShieldCog size={16} aria-hidden="true" />}
          >
            {t('admin.header_link')}
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item onClick={onLogout} leftSection={<IconLogout size={16} aria-hidden="true" />}>
          {t('header.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
