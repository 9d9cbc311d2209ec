import { Group, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { useReviewExpiry } from '../api/get-review-expiry';
import { formatDay } from '../rules/ts-dates';

/**
 * team-survey spec §2: the review start and expiry as DD/MM/YYYY; the expiry is the start plus
 * reviewFrequencyMonths months (the server works it out, on calendar days).
 */
export function ReviewDates({ rateeId }: { rateeId: number }) {
  const { t } = useTranslation('team-survey');
  const dates = useReviewExpiry(rateeId);
  if (!dates.data) return null;
  return (
    <Group gap="xl" wrap="wrap">
      <Text fw={600}>{t('setup.review_start', { date: formatDay(dates.data.reviewStart) })}</Text>
      <Text fw={600}>{t('setup.review_expiry', { date: formatDay(dates.data.expiryTime) })}</Text>
    </Group>
  );
}
