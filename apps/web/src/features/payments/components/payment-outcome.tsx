import { Alert, Button, Stack, Text } from '@mantine/core';
import type { PaymentDetailsResponse } from '@portal/shared/payments';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { DoneAlert } from '../../../components/done-alert';
import { useTranslation } from '../../../lib/i18n';
import { paymentPageOf } from '../rules/payment-target';

/**
 * A payment that is no longer waiting: paid goes on to the survey (its welcome page with `paid`,
 * which starts it); declined or cancelled offers the survey's payment page to try again.
 */
export function PaymentOutcome({ payment }: { payment: PaymentDetailsResponse }) {
  const { t } = useTranslation('payments');
  if (payment.status === 'paid') {
    return (
      <Stack gap="md" align="flex-start">
        <DoneAlert title={t('outcome.paid_title')} w="100%">
          {t('outcome.paid_text')}
        </DoneAlert>
        <Button component={Link} to={payment.returnPath} size="md">
          {t('outcome.start')}
        </Button>
      </Stack>
    );
  }
  const retry = paymentPageOf(payment.returnPath);
  return (
    <Stack gap="md" align="flex-start">
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertCircle aria-hidden="true" />}
        title={payment.status === 'failed' ? t('outcome.declined_title') : undefined}
        role="alert"
        w="100%"
        styles={{
          title: { color: 'var(--mantine-color-red-9)' },
          message: { color: 'var(--mantine-color-red-9)' },
          icon: { color: 'var(--mantine-color-red-9)' },
        }}
      >
        <Text inherit>
          {payment.status === 'failed' ? t('card_declined') : t('outcome.cancelled')}
        </Text>
      </Alert>
      {retry && (
        <Button component={Link} to={retry} size="md">
          {t('outcome.try_again')}
        </Button>
      )}
    </Stack>
  );
}
