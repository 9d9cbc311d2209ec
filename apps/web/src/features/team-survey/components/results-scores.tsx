import { Stack, Text, Title } from '@mantine/core';
import type { TsRatingResults, TsReview } from '@portal/shared/team-survey-results';
import { useTranslation } from '../../../lib/i18n';
import { useLocale } from '../../../lib/locale';
import { formatPercent, formatPeriod } from '../rules/results-format';
import classes from './results.module.css';
import tsClasses from './team-survey.module.css';

/**
 * team-survey spec §2: "Average score and leadership score as percent" (§9: one decimal only when
 * fractional), from the period the results read (decision 024: the last closed one, else the
 * open one so far).
 */
export function ResultsScores({
  results,
  period,
}: {
  results: TsRatingResults;
  period: TsReview | undefined;
}) {
  const { t } = useTranslation('team-survey');
  const locale = useLocale();
  const value = (score: number | null) =>
    score === null ? (
      <Text component="span" fz="md" fw={600} c="navy.8">
        {t('results.no_score')}
      </Text>
    ) : (
      <span className={classes.statValue}>{formatPercent(score, locale)}</span>
    );
  return (
    <Stack
      gap="md"
      component="section"
      aria-labelledby="ts-results-scores"
      className={tsClasses.card}
    >
      <Title order={2} fz="h4" id="ts-results-scores">
        {t('results.scores_heading')}
      </Title>
      <dl className={classes.stats}>
        <div>
          <Text component="dt" fw={600}>
            {t('results.average_score')}
          </Text>
          <dd>{value(results.performanceReviewScore)}</dd>
        </div>
        <div>
          <Text component="dt" fw={600}>
            {t('results.leadership_score')}
          </Text>
          <dd>{value(results.leadershipSurveyScore)}</dd>
        </div>
      </dl>
      {period && (
        <Text fz="sm" c="navy.8">
          {t(period.isOpen ? 'results.scores_open_period' : 'results.scores_period', {
            period: formatPeriod(period),
          })}
        </Text>
      )}
    </Stack>
  );
}
