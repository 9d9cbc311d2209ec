import { CloseButton, Group, Stack, Text, Title } from '@mantine/core';
import type { TsPeriodResults, TsReview } from '@portal/shared/team-survey-results';
import { useEffect, useRef } from 'react';
import { FormAlert } from '../../../components/form-alert';
import { useTranslation } from '../../../lib/i18n';
import { useLocale } from '../../../lib/locale';
import { usePeriodResults } from '../api/get-period-results';
import { byCategory, categoryKey } from '../rules/categories';
import { commentsBySkill } from '../rules/period-comments';
import { formatPercent, formatPeriod } from '../rules/results-format';
import { formatScore, levelOf } from '../rules/score';
import { formatInstant } from '../rules/ts-dates';
import classes from './results.module.css';
import tsClasses from './team-survey.module.css';
import { TsLoader } from './ts-loader';

interface PeriodDetailsProps {
  id: string;
  rateeId: number;
  period: TsReview;
  onClose: () => void;
}

/**
 * The ratee's view-my-score (team-survey spec §2, §6), and the same for their manager: one
 * period's skills by category with their averages (withheld below the anonymity threshold,
 * decision 024), the overall rating and the comments, which never name who wrote them.
 */
export function PeriodDetails({ id, rateeId, period, onClose }: PeriodDetailsProps) {
  const { t } = useTranslation('team-survey');
  const details = usePeriodResults(rateeId, period.id);
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = `${id}-heading`;
  // Opened from a row's button: the reader is taken to what opened.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Stack
      gap="md"
      component="section"
      id={id}
      aria-labelledby={headingId}
      className={tsClasses.card}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Title order={2} fz="h4" id={headingId} ref={heading} tabIndex={-1}>
          {t('results.details_heading', { period: formatPeriod(period) })}
        </Title>
        <CloseButton aria-label={t('results.details_close')} onClick={onClose} />
      </Group>
      {details.isError ? (
        <FormAlert message={t('load_failed')} />
      ) : !details.data ? (
        <TsLoader />
      ) : (
        <DetailsBody details={details.data} />
      )}
    </Stack>
  );
}

function DetailsBody({ details }: { details: TsPeriodResults }) {
  const { t } = useTranslation('team-survey');
  const locale = useLocale();
  const groups = byCategory(details.skills);
  const comments = commentsBySkill(details.comments, details.skills);
  return (
    <Stack gap="lg">
      <dl className={classes.stats}>
        <div>
          <Text component="dt" fw={600}>
            {t('results.period_score')}
          </Text>
          <Text component="dd" fz="xl" fw={700} c="brand.9">
            {details.score === null
              ? t('results.no_score')
              : formatPercent(details.score * 10, locale)}
          </Text>
        </div>
        <div>
          <Text component="dt" fw={600}>
            {t('results.leadership_score')}
          </Text>
          <Text component="dd" fz="xl" fw={700} c="brand.9">
            {details.leadershipScore === null
              ? t('results.no_score')
              : formatPercent(details.leadershipScore, locale)}
          </Text>
        </div>
      </dl>
      <Stack gap="sm">
        <Title order={3} fz="h5">
          {t('results.skills_heading')}
        </Title>
        <Text fz="sm" c="navy.8">
          {t('results.threshold_note', { threshold: details.threshold })}
        </Text>
        {groups.length === 0 && <Text>{t('setup.no_skills')}</Text>}
        {groups.map((group) => (
          <Stack key={group.category} gap={4}>
            <Title order={4} fz="md">
              {t(categoryKey(group.category))}
            </Title>
            <ul className={tsClasses.plainList}>
              {group.skills.map((skill) => (
                <li key={skill.id} className={classes.skillRow}>
                  <Text>{skill.name}</Text>
                  {skill.average === null ? (
                    <Text fz="sm" c="navy.8" fs="italic" ta="end">
                      {t('results.not_enough')}
                    </Text>
                  ) : (
                    <Text fw={700} ta="end">
                      {t('results.score_of_ten', {
                        score: formatScore(skill.average, 'skill', locale),
                      })}
                    </Text>
                  )}
                </li>
              ))}
            </ul>
          </Stack>
        ))}
      </Stack>
      <Stack gap="xs">
        <Title order={3} fz="h5">
          {t('results.overall_heading')}
        </Title>
        {details.overall ? (
          <>
            <Text fw={700}>
              {t('rate.score_value', {
                score: formatScore(details.overall.score, 'manager', locale),
                level: t(`levels.${levelOf(details.overall.score, 'manager')}`),
              })}
            </Text>
            <Text fz="sm" c="navy.8">
              {t('rate.given_on', { date: formatInstant(details.overall.timeCreated) })}
            </Text>
            <Text dir="auto" style={{ whiteSpace: 'pre-line' }}>
              {details.overall.comment}
            </Text>
          </>
        ) : (
          <Text>{t('results.overall_none')}</Text>
        )}
      </Stack>
      <Stack gap="xs">
        <Title order={3} fz="h5">
          {t('results.comments_heading')}
        </Title>
        <Text fz="sm" c="navy.8">
          {t('results.comments_note')}
        </Text>
        {comments.length === 0 ? (
          <Text>{t('results.comments_none')}</Text>
        ) : (
          comments.map((group) => (
            <Stack key={group.skill} gap={6}>
              <Title order={4} fz="md">
                {group.skill}
              </Title>
              <Stack component="ul" gap={6} className={tsClasses.plainList}>
                {group.comments.map((comment, index) => (
                  // Comments carry no id (decision 024): their order is the key.
                  // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders
                  <li key={index} className={classes.comment}>
                    <Text dir="auto" style={{ whiteSpace: 'pre-line' }}>
                      {comment}
                    </Text>
                  </li>
                ))}
              </Stack>
            </Stack>
          ))
        )}
      </Stack>
    </Stack>
  );
}
