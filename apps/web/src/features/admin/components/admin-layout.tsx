import { Center, Loader } from '@mantine/core';
import { Navigate } from 'react-router';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { useToken } from '../../../lib/session';
import { useAdminOverview } from '../api/get-admin-overview';
import { AdminForbidden } from './admin-forbidden';
import { AdminShell } from './admin-shell';

/**
 * Every /admin route: a visitor goes to the home page's sign-in (as the account page sends them),
 * and the server decides who is an administrator. /api/me does not carry the role, so the
 * overview's own call asks (200, or 403 for anyone else); the overview page then reads its
 * counts from the same cached answer. The server checks every admin call itself regardless.
 */
export function AdminLayout() {
  const { t } = useTranslation('admin');
  const token = useToken();
  const overview = useAdminOverview();
  if (!token) return <Navigate to={paths.home.href()} replace />;
  if (isApiError(overview.error, 403)) return <AdminForbidden />;
  if (overview.isPending) {
    return (
      <Center flex={1} py="xl">
        <Loader aria-label={t('console.loading')} />
      </Center>
    );
  }
  return <AdminShell />;
}
