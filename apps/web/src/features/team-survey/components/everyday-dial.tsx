import { Stack, Text, Title } from '@mantine/core';
import type { TsRatingAverageResponse } from '@portal/shared/team-survey-results';
import { useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { directionOf, useLocale } from '../../../lib/locale';
import { chartDirection, dialConfig } from '../rules/results-charts';
import { formatScore } from '../rules/score';
import { ChartCanvas } from './chart-canvas';
import classes from './results.module.css';
import tsClasses from './team-survey.module.css';

/** team-survey spec §2: "Everyday average dial (0 to 10, half circle, cutout 80%)". */
export function EverydayDial({ average }: { average: TsRatingAverageResponse }) {
  const { t } = useTranslation('team-survey');
  const locale = useLocale();
  const config = useMemo(
    () => dialConfig(average.average, chartDirection(directionOf(locale))),
    [average.average, locale],
  );
  const score = average.average === null ? null : formatScore(average.average, 'manager', locale);
  const caption =
    score === null
      ? t('results.dial_none')
      : t('results.dial_caption', { score, ratings: average.count });
  return (
    <Stack
      gap="sm"
      component="section"
      aria-labelledby="ts-results-dial"
      className={tsClasses.card}
    >
      <Title order={2} fz="h4" id="ts-results-dial">
        {t('results.dial_heading')}
      </Title>
      <figure className={classes.figure} data-chart="dial">
        <div className={classes.dial}>
          <ChartCanvas config={config} label={caption} height={160} />
          {/* The number the dial shows, in its hollow; the caption says it for screen readers. */}
          <div className={classes.dialValue} aria-hidden="true">
            <Text fz={32} fw={700} c="dark.9" lh={1.1}>
              {score ?? '–'}
            </Text>
            <Text fz="sm" c="navy.8">
              {t('results.out_of_ten')}
            </Text>
          </div>
        </div>
        <Text component="figcaption" ta="center" fz="sm">
          {caption}
        </Text>
      </figure>
    </Stack>
  );
}
