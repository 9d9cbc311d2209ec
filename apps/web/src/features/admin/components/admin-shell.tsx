import { Box, Burger, Center, Drawer, Loader, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { areaOfPath } from './admin-areas';
import { AdminNav } from './admin-nav';
import classes from './admin-shell.module.css';

const DRAWER_ID = 'admin-console-menu';

/**
 * The console's frame (issue 13: "a dense, calm back-office layout"): the areas in a side bar
 * from 62em up, in a drawer behind a menu button on a phone or a tablet (from the right in
 * Arabic). The portal's header and footer stay around it, with the language and the user menu.
 */
export function AdminShell() {
  const { t } = useTranslation('admin');
  const [opened, { open, close }] = useDisclosure(false);
  const area = areaOfPath(useLocation().pathname);
  return (
    <div className={classes.shell}>
      <Box className={classes.sidebar} visibleFrom="md">
        <div className={classes.sidebarInner}>
          <Text className={classes.brand}>{t('console.name')}</Text>
          <AdminNav />
        </div>
      </Box>
      <div className={classes.content}>
        <Box className={classes.bar} hiddenFrom="md">
          <Burger
            opened={opened}
            onClick={open}
            size="sm"
            aria-label={t('console.open_menu')}
            aria-expanded={opened}
            aria-controls={DRAWER_ID}
          />
          <Text fw={600} fz="sm" truncate="end">
            {t('console.name')} · {t(`nav.${area.id}`)}
          </Text>
        </Box>
        <div className={classes.page}>
          <Suspense
            fallback={
              <Center py="xl">
                <Loader aria-label={t('console.loading')} />
              </Center>
            }
          >
            <Outlet />
          </Suspense>
        </div>
      </div>
      <Drawer
        id={DRAWER_ID}
        opened={opened}
        onClose={close}
        // Mantine lays the drawer out with flex, so 'left' is the start side: the right in Arabic.
        position="left"
        size="18rem"
        title={t('console.name')}
        closeButtonProps={{ 'aria-label': t('console.close_menu') }}
      >
        <AdminNav onNavigate={close} />
      </Drawer>
    </div>
  );
}
