import { Box, Group } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Logo } from '../../components/logo';
import { PageLoader } from './root-layout';
import classes from './root-layout.module.css';

/**
 * The maintenance page's frame: the logo only. Nothing here calls the API, which is down
 * (the full header would load the user).
 */
export function BareLayout() {
  return (
    <div className={classes.page}>
      <Box
        component="header"
        bg="white"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Group maw={1280} mx="auto" px="md" mih={64}>
          <Logo />
        </Group>
      </Box>
      <Box component="main" id="main" className={classes.main}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
    </div>
  );
}
