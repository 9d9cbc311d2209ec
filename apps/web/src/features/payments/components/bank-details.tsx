import { SimpleGrid, Text } from '@mantine/core';
import type { PaymentDetailsResponse } from '@portal/shared/payments';
import { useTranslation } from '../../../lib/i18n';

type Bank = NonNullable<PaymentDetailsResponse['bank']>;

/** Field of the bank details → its label; codes are shown left to right in every language. */
const ROWS: { field: keyof Bank; label: string; code: boolean }[] = [
  { field: 'accountName', label: 'bank.account_name', code: false },
  { field: 'bankName', label: 'bank.bank_name', code: false },
  { field: 'sortCode', label: 'bank.sort_code', code: true },
  { field: 'accountNumber', label: 'bank.account_number', code: true },
  { field: 'iban', label: 'bank.iban', code: true },
  { field: 'bic', label: 'bank.bic', code: true },
];

/** Where to send a bank transfer: the portal's account (from the server's configuration). */
export function BankDetails({ bank }: { bank: Bank }) {
  const { t } = useTranslation('payments');
  return (
    <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm" m={0}>
      {ROWS.map((row) => (
        <div key={row.field}>
          <Text component="dt" fz="sm" c="navy.7" fw={600}>
            {t(row.label)}
          </Text>
          <Text
            component="dd"
            m={0}
            fw={500}
            ff={row.code ? 'monospace' : undefined}
            style={{ overflowWrap: 'anywhere' }}
          >
            {row.code ? <bdi dir="ltr">{bank[row.field]}</bdi> : bank[row.field]}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
