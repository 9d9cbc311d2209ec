import { Alert, Code, List, Text } from '@mantine/core';
import { SANDBOX_CARDS } from '@portal/shared/payments';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import { formatCardNumber } from '../rules/card-input';

/**
 * The built-in checkout takes no real money: it says so, and names Stripe's two test cards
 * (4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined).
 */
export function TestCardsNote() {
  const { t } = useTranslation('payments');
  const cards = [
    { number: SANDBOX_CARDS.success, text: t('checkout.card_pays') },
    { number: SANDBOX_CARDS.declined, text: t('checkout.card_is_declined') },
  ];
  return (
    <Alert
      color="brand"
      variant="light"
      icon={<IconInfoCircle aria-hidden="true" />}
      title={t('checkout.test_title')}
      styles={{
        title: { color: 'var(--mantine-color-dark-9)' },
        message: { color: 'var(--mantine-color-dark-9)' },
      }}
    >
      <Text fz="sm">{t('checkout.test_text')}</Text>
      <List fz="sm" mt="xs" spacing={4}>
        {cards.map((card) => (
          <List.Item key={card.number}>
            <Code dir="ltr" fz="sm" c="dark.9">
              {formatCardNumber(card.number)}
            </Code>{' '}
            {card.text}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
