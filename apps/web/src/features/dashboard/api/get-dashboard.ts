import type { DashboardResponse } from '@portal/shared/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { dashboardKeys } from './dashboard-keys';

/** GET /user/dashboard (platform spec §7): the person's assessments by product. */
export function getDashboard(signal?: AbortSignal): Promise<DashboardResponse> {
  return api.get<DashboardResponse>('/user/dashboard', { signal });
}

export function dashboardQueryOptions() {
  return queryOptions({
    queryKey: dashboardKeys.items(),
    queryFn: ({ signal }) => getDashboard(signal),
    // Progress moves while the person takes surveys: ask again on every visit.
    staleTime: 0,
  });
}

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
