import { Group, Stack, Text, Title } from '@mantine/core';
import type { TsRating } from '@portal/shared/team-survey';
import { useTranslation } from '../../../lib/i18n';
import { useLocale } from '../../../lib/locale';
import { formatScore } from '../rules/score';
import { formatInstant } from '../rules/ts-dates';
import classes from './team-survey.module.css';

/** team-survey spec §2: "Past ratings are listed with score and date" (newest first). */
export function PastRatings({ ratings }: { ratings: TsRating[] }) {
  const { t } = useTranslation('team-survey');
  const locale = useLocale();
  return (
    <Stack gap="xs" component="section" aria-labelledby="ts-past-ratings">
      <Title order={2} fz="h4" id="ts-past-ratings">
        {t('manager_rating.past')}
      </Title>
      {ratings.length === 0 ? (
        <Text>{t('manager_rating.none')}</Text>
      ) : (
        <ul className={classes.plainList}>
          {ratings.map((rating) => (
            <li key={rating.id} className={classes.ratingItem}>
              <Group justify="space-between" gap="sm" wrap="nowrap" align="baseline">
                <Text fw={700}>
                  {t('manager_rating.score', {
                    score: formatScore(rating.score, 'manager', locale),
                  })}
                </Text>
                <Text fz="sm" c="navy.8">
                  {formatInstant(rating.timeCreated)}
                </Text>
              </Group>
              <Text dir="auto" fz="sm" style={{ whiteSpace: 'pre-line' }}>
                {rating.comment}
              </Text>
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}
