import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/**
 * Server state lives here (conventions, habit 9). A 4xx answer will not change on a retry, and a
 * 503 means maintenance (platform spec §4), so only network faults and other 5xx are retried.
 */
export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => {
          if (error instanceof ApiError && (error.status < 500 || error.status === 503))
            return false;
          return failureCount < 2;
        },
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
  // The console (keys under ['admin'], features/admin/api/admin-keys.ts) shows what is true now:
  // a page opened again shows what it had while it asks afresh, as a person who has just watched
  // someone complete a survey expects to see it counted. Two seconds, so the frame and the page
  // that read the same answer on one visit still share one call.
  client.setQueryDefaults(['admin'], { staleTime: 2_000 });
  return client;
}

export const queryClient = createQueryClient();
