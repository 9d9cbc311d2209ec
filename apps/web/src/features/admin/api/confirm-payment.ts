import type { AdminPayment } from '@portal/shared/admin-payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/**
 * POST /admin/payments/{reference}/confirm (issue 13 "Payments"): the survey is unlocked and the
 * payer mailed. Refreshes the payment lists, the overview's count and the outbox and audit log.
 */
export function useConfirmPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reference: string) =>
      api.post<AdminPayment>(`/admin/payments/${encodeURIComponent(reference)}/confirm`),
    onSuccess: () =>
      Promise.all(
        [
          adminKeys.lists('payments'),
          adminKeys.overview(),
          adminKeys.lists('outbox'),
          adminKeys.lists('audit-log'),
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
