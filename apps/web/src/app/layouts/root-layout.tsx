import { Box, Center, Loader } from '@mantine/core';
import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { Footer } from '../../components/footer';
import { Header } from '../../components/header';
import { paths } from '../../config/paths';
import { useSessionCheck } from '../../features/accounts/api/check-session';
import { useCurrentUser } from '../../features/accounts/api/get-me';
import { useLogout } from '../../features/accounts/api/logout';
import { useMaintenanceRedirect } from '../../features/misc/hooks/use-maintenance-redirect';
import { useTranslation } from '../../lib/i18n';
import { useImpersonated, useToken } from '../../lib/session';
import { ScrollRestoration } from '../scroll-restoration';
import { useHeaderHidden } from './layout-handle';
import classes from './root-layout.module.css';

/**
 * Sends the user home when the token goes: logout, a 401, expiry, or a sign-out in another tab.
 * A page that has sent the user home itself by then (deleting the account goes home with a
 * notice in the address) is left where it is: effects run after the paint, so this one can come
 * after that page's own navigation.
 */
function useHomeOnSignOut(): void {
  const token = useToken();
  const navigate = useNavigate();
  const previous = useRef(token);
  useEffect(() => {
    const home = paths.home.href();
    if (previous.current && !token && window.location.pathname !== home) navigate(home);
    previous.current = token;
  }, [token, navigate]);
}

export function PageLoader() {
  const { t } = useTranslation('common');
  return (
    <Center flex={1} py="xl">
      <Loader aria-label={t('loading')} />
    </Center>
  );
}

/**
 * Header, main and footer landmarks around every page but maintenance (platform spec §2); a
 * route's handle can hide the header (layout-handle.ts).
 */
export function RootLayout() {
  const { t } = useTranslation('common');
  const { user } = useCurrentUser();
  // The flag is set by the impersonation link; the server's answer says so too (isImpersonated).
  const impersonating = useImpersonated() || user?.isImpersonated === true;
  const logout = useLogout();
  const headerHidden = useHeaderHidden();
  useSessionCheck();
  useMaintenanceRedirect();
  useHomeOnSignOut();

  return (
    <div className={classes.page}>
      <a href="#main" className={classes.skip}>
        {t('skip_to_content')}
      </a>
      {!headerHidden && (
        <Header
          user={
            user
              ? { fullName: user.fullName, imageUrl: user.image.fileURL, isAdmin: user.isAdmin }
              : null
          }
          impersonating={impersonating}
          onLogout={() => logout.mutate()}
        />
      )}
      <Box component="main" id="main" tabIndex={-1} className={classes.main}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
