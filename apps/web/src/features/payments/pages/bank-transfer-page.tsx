import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { PaymentDetailsResponse, PaymentStatus } from '@portal/shared/payments';
import { IconRefresh } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { PaleCard } from '../../../components/pale-card';
import { SurveyBody, TitleBand } from '../../../components/title-band';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n';
import { useLocale } from '../../../lib/locale';
import { formatPence } from '../../../lib/money';
import { usePageTitle } from '../../../lib/page-title';
import { BankDetails } from '../components/bank-details';
import { CopyValue } from '../components/copy-value';
import { PaymentGate } from '../components/payment-gate';
import { PaymentOutcome } from '../components/payment-outcome';

/** A tinted badge per status, its text dark enough for AA contrast on the tint. */
const STATUS_COLOURS: Record<PaymentStatus, { tint: string; text: string }> = {
  pending: { tint: 'yellow', text: 'dark-9' },
  paid: { tint: 'teal', text: 'teal-9' },
  failed: { tint: 'red', text: 'red-9' },
  cancelled: { tint: 'gray', text: 'dark-9' },
};

/**
 * /payment/bank-transfer/{reference}: what to transfer, where, with which reference; the status
 * (an administrator confirms the transfer when it arrives) and a button to check it again.
 */
export function BankTransferPage() {
  const { t } = useTranslation('payments');
  usePageTitle(t('bank.overline'));
  return (
    <PaymentGate>
      {(payment, query) =>
        payment.method === 'STRIPE' ? (
          <Navigate to={paths.paymentCheckout.href(payment.reference)} replace />
        ) : (
          <BankTransfer payment={payment} query={query} />
        )
      }
    </PaymentGate>
  );
}

function BankTransfer({
  payment,
  query,
}: {
  payment: PaymentDetailsResponse;
  query: UseQueryResult<PaymentDetailsResponse>;
}) {
  const { t } = useTranslation('payments');
  const locale = useLocale();
  const pending = payment.status === 'pending';
  const [checked, setChecked] = useState(false);
  return (
    <>
      <TitleBand overline={t('bank.overline')} title={payment.surveyTitle} />
      <SurveyBody>
        <Stack gap="lg">
          <PaleCard>
            <Stack gap="md">
              {pending && <Text>{t('bank.intro')}</Text>}
              <Group gap="xl" align="flex-start">
                <div>
                  <Text fz="sm" c="navy.7" fw={600}>
                    {t('bank.amount')}
                  </Text>
                  <Text fz="h2" fw={700}>
                    {formatPence(payment.amountPence, locale)}
                  </Text>
                </div>
                <div>
                  <Text fz="sm" c="navy.7" fw={600}>
                    {t('bank.reference')}
                  </Text>
                  <CopyValue
                    value={payment.reference}
                    copyLabel={t('bank.copy')}
                    copiedLabel={t('bank.copied')}
                  />
                </div>
              </Group>
              <Group gap="xs" aria-live="polite">
                <Text fw={600}>{t('bank.status_label')}</Text>
                <Badge
                  color={STATUS_COLOURS[payment.status].tint}
                  variant="light"
                  size="lg"
                  tt="none"
                  styles={{
                    root: { color: `var(--mantine-color-${STATUS_COLOURS[payment.status].text})` },
                  }}
                >
                  {t(`bank.status.${payment.status}`)}
                </Badge>
              </Group>
              {pending ? (
                <Stack gap="sm" align="flex-start">
                  <Text>{t('bank.pending_text')}</Text>
                  <Button
                    variant="default"
                    leftSection={<IconRefresh size={18} aria-hidden="true" />}
                    loading={query.isFetching}
                    onClick={() => void query.refetch().then(() => setChecked(true))}
                  >
                    {t('bank.check')}
                  </Button>
                  {/* A check that changes nothing is still announced. */}
                  <Text role="status" fz="sm" c="navy.7">
                    {checked && !query.isFetching ? t('bank.still_pending') : ''}
                  </Text>
                </Stack>
              ) : (
                <PaymentOutcome payment={payment} />
              )}
            </Stack>
          </PaleCard>
          {pending && payment.bank && (
            <PaleCard>
              <Stack gap="md">
                <Title order={2} fz="h3">
                  {t('bank.details_title')}
                </Title>
                <BankDetails bank={payment.bank} />
              </Stack>
            </PaleCard>
          )}
        </Stack>
      </SurveyBody>
    </>
  );
}
