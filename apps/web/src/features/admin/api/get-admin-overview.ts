import type { AdminOverview } from '@portal/shared/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useToken } from '../../../lib/session';
import { adminKeys } from './admin-keys';

/** GET /admin/overview: the console's first-page counts (403 for anyone but an administrator). */
export function adminOverviewQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.overview(),
    queryFn: ({ signal }) => api.get<AdminOverview>('/admin/overview', { signal }),
  });
}

export function useAdminOverview() {
  const token = useToken();
  return useQuery({ ...adminOverviewQueryOptions(), enabled: token !== null });
}
