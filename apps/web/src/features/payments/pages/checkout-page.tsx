import { Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { PaymentDetailsResponse } from '@portal/shared/payments';
import { IconCircleCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate } from 'react-router';
import { PaleCard } from '../../../components/pale-card';
import { SurveyBody, TitleBand } from '../../../components/title-band';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n';
import { useLocale } from '../../../lib/locale';
import { formatPence } from '../../../lib/money';
import { usePageTitle } from '../../../lib/page-title';
import { paymentsKeys } from '../api/payments-keys';
import { CardForm } from '../components/card-form';
import { PaymentGate } from '../components/payment-gate';
import { PaymentOutcome } from '../components/payment-outcome';
import { TestCardsNote } from '../components/test-cards-note';
import { isAppPath } from '../rules/payment-target';

/**
 * /payment/checkout/{reference}: the built-in card checkout the server opens when no Stripe key
 * is set. It takes Stripe's test cards and confirms through the same path as Stripe's webhook.
 */
export function CheckoutPage() {
  const { t } = useTranslation('payments');
  usePageTitle(t('checkout.overline'));
  return (
    <PaymentGate>
      {(payment) =>
        payment.method === 'OOPAY' ? (
          <Navigate to={paths.paymentBankTransfer.href(payment.reference)} replace />
        ) : (
          <Checkout payment={payment} />
        )
      }
    </PaymentGate>
  );
}

function Checkout({ payment }: { payment: PaymentDetailsResponse }) {
  const { t } = useTranslation('payments');
  const locale = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const key = paymentsKeys.details(payment.reference);

  const onPaid = (returnPath: string) => {
    queryClient.setQueryData<PaymentDetailsResponse>(key, { ...payment, status: 'paid' });
    // Issue 9: the survey opens by itself; the person is told the payment went through.
    notifications.show({
      id: `paid-${payment.reference}`,
      role: 'status',
      color: 'teal.8',
      icon: <IconCircleCheck size={20} aria-hidden="true" />,
      title: t('outcome.paid_title'),
      message: t('checkout.paid_notice', { title: payment.surveyTitle }),
      autoClose: 10_000,
      closeButtonProps: { 'aria-label': t('checkout.close_notice') },
    });
    // Back to the survey's welcome with `paid`, which starts the survey (platform spec §2).
    if (isAppPath(returnPath)) navigate(returnPath, { replace: true });
    else window.location.assign(returnPath);
  };

  return (
    <>
      <TitleBand overline={t('checkout.overline')} title={payment.surveyTitle} />
      <SurveyBody>
        <PaleCard maw={560}>
          <Stack gap="lg">
            <Group justify="space-between" align="baseline" gap="xs">
              <Text fw={600}>{t('checkout.amount')}</Text>
              <Text fz="h2" fw={700}>
                {formatPence(payment.amountPence, locale)}
              </Text>
            </Group>
            {payment.status === 'pending' ? (
              <>
                <TestCardsNote />
                <CardForm
                  reference={payment.reference}
                  amountPence={payment.amountPence}
                  onPaid={onPaid}
                />
              </>
            ) : (
              <PaymentOutcome payment={payment} />
            )}
          </Stack>
        </PaleCard>
      </SurveyBody>
    </>
  );
}
