import { Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { LOCALE_BCP47 } from '@portal/shared/locales';
import type { TsLastRatings } from '@portal/shared/team-survey-results';
import { useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { directionOf, useLocale } from '../../../lib/locale';
import { barsConfig, chartDirection } from '../rules/results-charts';
import { formatScore } from '../rules/score';
import { formatInstant } from '../rules/ts-dates';
import { ChartCanvas } from './chart-canvas';
import classes from './results.module.css';
import tsClasses from './team-survey.module.css';

/**
 * team-survey spec §2: "Bar chart of the last ten everyday scores (y axis 0 to 10, step 5)",
 * oldest first as the call answers them; its numbers in a table for screen readers.
 */
export function EverydayBars({ ratings }: { ratings: TsLastRatings }) {
  const { t } = useTranslation('team-survey');
  const locale = useLocale();
  const points = useMemo(
    () =>
      ratings.map((r) => {
        const date = formatInstant(r.timeCreated);
        // DD/MM under the bars; the full date in the tooltip and the table.
        return { label: date.slice(0, 5), title: date, score: r.score };
      }),
    [ratings],
  );
  const config = useMemo(
    () =>
      barsConfig(points, chartDirection(directionOf(locale)), {
        series: t('results.bars_series'),
        yTitle: t('results.bars_axis'),
        locale: LOCALE_BCP47[locale],
      }),
    [points, locale, t],
  );
  return (
    <Stack
      gap="sm"
      component="section"
      aria-labelledby="ts-results-bars"
      className={tsClasses.card}
    >
      <Title order={2} fz="h4" id="ts-results-bars">
        {t('results.bars_heading')}
      </Title>
      {points.length === 0 ? (
        <Text>{t('results.bars_none')}</Text>
      ) : (
        <figure className={classes.figure} data-chart="bars">
          <ChartCanvas config={config} label={t('results.bars_label')} height={280} />
          <Text component="figcaption" fz="sm" c="navy.8">
            {t('results.bars_caption')}
          </Text>
          <VisuallyHidden>
            <Table>
              <Table.Caption>{t('results.bars_table')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('results.date')}</Table.Th>
                  <Table.Th scope="col">{t('results.score')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {ratings.map((r, index) => (
                  <Table.Tr key={r.id}>
                    <Table.Td>{points[index]?.title}</Table.Td>
                    <Table.Td>
                      {t('results.score_of_ten', {
                        score: formatScore(r.score, 'manager', locale),
                      })}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </VisuallyHidden>
        </figure>
      )}
    </Stack>
  );
}
