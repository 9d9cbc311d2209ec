import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useToken } from '../../../lib/session';

/** team-survey spec §2, §6: "Unauthenticated users arriving at any team-survey page are sent to notFound." */
export function SignedInOnly({ children }: { children: ReactNode }) {
  if (!useToken()) return <Navigate to={paths.notFound.href()} replace />;
  return children;
}
