import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { GuestOnly, RequireSignIn } from './components/route-guards';

const AccountPage = lazy(() =>
  import('./pages/account-page').then((m) => ({ default: m.AccountPage })),
);
const InvitationPage = lazy(() =>
  import('./pages/invitation-page').then((m) => ({ default: m.InvitationPage })),
);
const SignInLinkPage = lazy(() =>
  import('./pages/sign-in-link-page').then((m) => ({ default: m.SignInLinkPage })),
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
  {
    // Issue 11: not guest-only. The link is the invited person's, whoever was signed in on this
    // browser before (a colleague, the manager trying it out, a shared computer): sending a
    // signed-in visitor home would leave the owner no way to open their account from the mail.
    // The page says who is signed in, and accepting signs them out (api/accept-invitation.ts).
    path: paths.invitation.path,
    element: <InvitationPage />,
  },
  {
    // Not guest-only either, for the same reason: a reminder's link signs in its own person,
    // whoever was signed in on this browser before (pages/sign-in-link-page.tsx).
    path: paths.signInLink.path,
    element: <SignInLinkPage />,
  },
];
