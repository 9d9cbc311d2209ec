import type { PaymentDetailsResponse } from '@portal/shared/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { paymentsKeys } from './payments-keys';

/** GET /payments/{reference}: the payer's own payment (anyone else's is a 404). */
export function paymentDetailsQueryOptions(reference: string) {
  return queryOptions({
    queryKey: paymentsKeys.details(reference),
    queryFn: ({ signal }) =>
      api.get<PaymentDetailsResponse>(`/payments/${encodeURIComponent(reference)}`, { signal }),
    // The status changes on the server (a bank transfer confirmed): never trust an old answer.
    staleTime: 0,
  });
}

export function usePaymentDetails(reference: string, enabled = true) {
  return useQuery({ ...paymentDetailsQueryOptions(reference), enabled });
}
