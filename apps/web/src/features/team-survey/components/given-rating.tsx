import { Stack, Text, Title } from '@mantine/core';
import type { TsRating } from '@portal/shared/team-survey';
import { PaleCard } from '../../../components/pale-card';
import { useTranslation } from '../../../lib/i18n';
import { useLocale } from '../../../lib/locale';
import { formatScore, levelOf, type ScoreScale } from '../rules/score';
import { formatInstant } from '../rules/ts-dates';

/** team-survey spec §2: "After rating, the given score and comment are shown." */
export function GivenRating({ rating, scale }: { rating: TsRating; scale: ScoreScale }) {
  const { t } = useTranslation('team-survey');
  const locale = useLocale();
  return (
    <PaleCard>
      <Stack gap="xs">
        <Title order={2} fz="h4">
          {t('rate.your_rating')}
        </Title>
        <Text fz="xl" fw={700}>
          {t('rate.score_value', {
            score: formatScore(rating.score, scale, locale),
            level: t(`levels.${levelOf(rating.score, scale)}`),
          })}
        </Text>
        <Text fz="sm" c="navy.8">
          {t('rate.given_on', { date: formatInstant(rating.timeCreated) })}
        </Text>
        <Text dir="auto" style={{ whiteSpace: 'pre-line' }}>
          {rating.comment}
        </Text>
      </Stack>
    </PaleCard>
  );
}
