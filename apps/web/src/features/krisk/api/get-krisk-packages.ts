import type { KriskPackagesResponseSchema } from '@portal/shared/krisk-packages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type KriskPackageItem = z.infer<typeof KriskPackagesResponseSchema>[number];

/** GET /public/krisk/packages: the partner portal's three packages (platform spec §9). */
export function kriskPackagesQueryOptions() {
  return queryOptions({
    queryKey: ['krisk', 'packages'] as const,
    queryFn: ({ signal }) => api.get<KriskPackageItem[]>('/public/krisk/packages', { signal }),
    staleTime: 60 * 60_000,
  });
}

export function useKriskPackages() {
  return useQuery(kriskPackagesQueryOptions());
}
