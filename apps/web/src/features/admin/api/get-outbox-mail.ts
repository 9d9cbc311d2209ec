import type { AdminOutboxMail } from '@portal/shared/admin-outbox';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** GET /admin/outbox/{id}: one message as it was kept. */
export const outboxMailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...adminKeys.all, 'outbox', 'mail', id] as const,
    queryFn: ({ signal }) => api.get<AdminOutboxMail>(`/admin/outbox/${id}`, { signal }),
  });

export const useOutboxMail = (id: number | null) =>
  useQuery({ ...outboxMailQueryOptions(id ?? 0), enabled: id !== null });
