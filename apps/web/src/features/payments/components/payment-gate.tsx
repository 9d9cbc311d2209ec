import { Center, Loader } from '@mantine/core';
import type { PaymentDetailsResponse } from '@portal/shared/payments';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router';
import { FormAlert } from '../../../components/form-alert';
import { SurveyBody } from '../../../components/title-band';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { useToken } from '../../../lib/session';
import { usePaymentDetails } from '../api/get-payment-details';

/** The server's reference rule (payments.routes.ts): anything else is not found. */
const REFERENCE = /^[A-Za-z0-9_-]{4,120}$/;

interface PaymentGateProps {
  children: (
    payment: PaymentDetailsResponse,
    query: UseQueryResult<PaymentDetailsResponse>,
  ) => ReactNode;
}

/**
 * What the checkout and bank-transfer pages share: the reference from the address, sign-in
 * (a payment is its payer's alone: a visitor goes home to sign in), and the payment's details
 * with their loading and error states (a 4xx is not found, a fault on our side says so).
 */
export function PaymentGate({ children }: PaymentGateProps) {
  const { t } = useTranslation('payments');
  const { reference = '' } = useParams();
  const signedIn = useToken() !== null;
  const valid = REFERENCE.test(reference);
  const details = usePaymentDetails(reference, valid && signedIn);
  if (!valid) return <Navigate to={paths.notFound.href()} replace />;
  if (!signedIn) return <Navigate to={paths.home.href()} replace />;
  if (details.error) {
    if (isApiError(details.error) && details.error.status < 500) {
      return <Navigate to={paths.notFound.href()} replace />;
    }
    return (
      <SurveyBody>
        <FormAlert message={t('errors.internal')} />
      </SurveyBody>
    );
  }
  if (!details.data) {
    return (
      <Center flex={1} py="xl">
        <Loader aria-label={t('page.loading')} />
      </Center>
    );
  }
  return children(details.data, details);
}
