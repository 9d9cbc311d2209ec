import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useToken } from '../../../lib/session';

/** platform spec §6: the account route is the only one that sends a visitor home. */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const token = useToken();
  if (!token) return <Navigate to={paths.home.href()} replace />;
  return children;
}

/** platform spec §2: the password reset page is hidden when signed in. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const token = useToken();
  if (token) return <Navigate to={paths.home.href()} replace />;
  return children;
}
