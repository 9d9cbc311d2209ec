import { lazy } from 'react';
import { useCurrentUser } from '../features/accounts/api/get-me';

/*
 * Composition (conventions, habit 5): the payments feature's payment page shows the payer's name
 * and email, which the accounts feature loads (the header has them already).
 */
const SurveyPaymentPage = lazy(() =>
  import('../features/payments/pages/survey-payment-page').then((m) => ({
    default: m.SurveyPaymentPage,
  })),
);

export function SurveyPaymentRoute() {
  const { user } = useCurrentUser();
  return (
    <SurveyPaymentPage payer={user ? { fullName: user.fullName, email: user.email } : undefined} />
  );
}
