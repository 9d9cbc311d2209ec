import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { GuestOnly, RequireSignIn } from './components/route-guards';

const AccountPage = lazy(() =>
  import('./pages/account-page').then((m) => ({ default: m.AccountPage })),
);
const RequestResetPasswordPage = lazy(() =>
  import('./pages/request-reset-password-page').then((m) => ({
    default: m.RequestResetPasswordPage,
  })),
);

/** The accounts routes of platform spec §2 (home is composed in app/, with the dashboard). */
export const accountsRoutes: RouteObject[] = [
  {
    path: paths.account.path,
    element: (
      <RequireSignIn>
        <AccountPage />
      </RequireSignIn>
    ),
  },
  {
    path: paths.requestResetPassword.path,
    element: (
      <GuestOnly>
        <RequestResetPasswordPage />
      </GuestOnly>
    ),
  },
  {
    path: paths.resetPassword.path,
    element: (
      <GuestOnly>
        <RequestResetPasswordPage />
      </GuestOnly>
    ),
  },
];
