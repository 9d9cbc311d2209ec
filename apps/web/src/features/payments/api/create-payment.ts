import {
  type PaymentResponse,
  paymentQueryKey,
  type SurveyPaymentForm,
} from '@portal/shared/payments';
import { api } from '../../../lib/api-client';

/**
 * POST /payment?{key}={surveyUserId} with { surveyPaymentForm } (platform spec §7); the key
 * names the route's product (eqSurveyUserId, dpSurveyUserId, ...). An unknown product throws a
 * TypeError before any call (spec §8). The answer's paymentUrl is where the payer goes next.
 */
export function createPayment(
  routeProduct: string,
  form: SurveyPaymentForm,
): Promise<PaymentResponse> {
  const key = paymentQueryKey(routeProduct);
  return api.post<PaymentResponse>(
    '/payment',
    { surveyPaymentForm: form },
    { query: { [key]: form.surveyUserId } },
  );
}
