import { List, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { LOCALE_BCP47 } from '@portal/shared/locales';
import { TALENT_ZONES, type TsRatingResults } from '@portal/shared/team-survey-results';
import { useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { directionOf, useLocale } from '../../../lib/locale';
import {
  chartDirection,
  GRID_MAX,
  GRID_MIN,
  gridConfig,
  ZONE_FLOOR,
} from '../rules/results-charts';
import { formatPercent } from '../rules/results-format';
import { ChartCanvas } from './chart-canvas';
import classes from './results.module.css';
import tsClasses from './team-survey.module.css';

/**
 * team-survey spec §2: the talent grid, performance (x) against leadership (y), each axis 70 to
 * 100 with a lower score drawn at 70; the three zones as legends (decision 024: the lower of the
 * two scores places a person). Its text alternative says where the point is and what the zones
 * mean.
 */
export function TalentGrid({ results }: { results: TsRatingResults }) {
  const { t } = useTranslation('team-survey');
  const locale = useLocale();
  const pct = (value: number) => formatPercent(value, locale);
  const {
    performanceReviewScore: performance,
    leadershipSurveyScore: leadership,
    talentZone: zone,
  } = results;
  const placed = useMemo(
    () =>
      performance !== null && leadership !== null && zone !== null
        ? { performance, leadership, zone }
        : null,
    [performance, leadership, zone],
  );
  const place = placed
    ? t('results.grid_place', {
        zone: t(`results.zones.${placed.zone}`),
        performance: pct(placed.performance),
        leadership: pct(placed.leadership),
      })
    : t('results.grid_none');
  const config = useMemo(
    () =>
      gridConfig(placed, chartDirection(directionOf(locale)), {
        zones: {
          emerging: t('results.zones.emerging'),
          local: t('results.zones.local'),
          global: t('results.zones.global'),
        },
        xTitle: t('results.average_score'),
        yTitle: t('results.leadership_score'),
        point: place,
        locale: LOCALE_BCP47[locale],
      }),
    [placed, place, locale, t],
  );
  return (
    <Stack
      gap="sm"
      component="section"
      aria-labelledby="ts-results-grid"
      className={tsClasses.card}
    >
      <Title order={2} fz="h4" id="ts-results-grid">
        {t('results.grid_heading')}
      </Title>
      <figure className={classes.figure} data-chart="grid">
        <ChartCanvas
          config={config}
          label={t('results.grid_label', { min: pct(GRID_MIN), max: pct(GRID_MAX) })}
          height={340}
        />
        <Text component="figcaption" fw={600}>
          {place}
        </Text>
        <VisuallyHidden>
          <List>
            {[...TALENT_ZONES].reverse().map((zone) => (
              <List.Item key={zone}>
                {zone === 'emerging'
                  ? t('results.zone_rules.emerging', { zone: t('results.zones.emerging') })
                  : t('results.zone_rules.pool', {
                      zone: t(`results.zones.${zone}`),
                      min: pct(ZONE_FLOOR[zone]),
                    })}
              </List.Item>
            ))}
          </List>
        </VisuallyHidden>
        <Text fz="sm" c="navy.8">
          {t('results.grid_floor', { min: pct(GRID_MIN) })}
        </Text>
      </figure>
    </Stack>
  );
}
