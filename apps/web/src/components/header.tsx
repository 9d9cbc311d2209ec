import { Anchor, Box, Group, Image } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { useCustomerLogos } from '../lib/customer-logos';
import { useTranslation } from '../lib/i18n';
import classes from './header.module.css';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';
import type { HeaderUser } from './user-menu';

const SignedInControls = lazy(() =>
  import('./signed-in-controls').then((m) => ({ default: m.SignedInControls })),
);

interface HeaderProps {
  /** The signed-in user, or null for a visitor. */
  user: HeaderUser | null;
  impersonating: boolean;
  onLogout: () => void;
}

/**
 * platform spec §2: signed in, a menu (dashboard, account, logout), the user's name and picture and
 * an exit-impersonation icon while impersonating; signed out, the logo and the language switcher.
 */
export function Header({ user, impersonating, onLogout }: HeaderProps) {
  const { t } = useTranslation('common');
  const logos = useCustomerLogos();
  return (
    <Box component="header" className={classes.header}>
      <Group className={classes.inner} justify="space-between" wrap="nowrap" gap="xs">
        <Anchor
          component={Link}
          to={paths.home.href()}
          underline="never"
          aria-label={t('header.home')}
        >
          {logos.length ? (
            <Group gap="xs" wrap="nowrap">
              {logos.map((url) => (
                <Image key={url} src={url} alt={t('header.customer_logo')} h={40} w="auto" />
              ))}
            </Group>
          ) : (
            <Logo compact={user !== null} />
          )}
        </Anchor>
        <Group gap="xs" wrap="nowrap">
          <LanguageSwitcher />
          {user && (
            <Suspense fallback={null}>
              <SignedInControls user={user} impersonating={impersonating} onLogout={onLogout} />
            </Suspense>
          )}
        </Group>
      </Group>
    </Box>
  );
}
