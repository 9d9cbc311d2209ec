import { Badge, Stack, Text, Title } from '@mantine/core';
import { type AdminRateeState, RATEE_STATE_SORTS } from '@portal/shared/admin-team-surveys';
import { LOCALE_BCP47 } from '@portal/shared/locales';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useLocale } from '../../../lib/locale';
import { rateeStatesQueryOptions } from '../api/get-team-survey';
import { useAdminListParams } from '../hooks/use-admin-list-params';
import { useDateFormat } from '../hooks/use-date-format';
import { useNumberFormat } from '../hooks/use-number-format';
import { type AdminColumn, AdminDataTable } from './admin-data-table';

const person = (p: { fullName: string; email: string }) => (
  <>
    <Text fz="sm">
      <bdi>{p.fullName}</bdi>
    </Text>
    <Text fz="xs" c="navy.7">
      {p.email}
    </Text>
  </>
);

/**
 * Where each ratee's review stands (issue 13): draft or published, the support team and skills,
 * the open period, ratings given of those expected, the overall rating, and the last closed
 * period's score (0-10, shown as a percent like the results page). Counts only, never who rated.
 */
export function TeamSurveyRatees({ surveyId }: { surveyId: number }) {
  const { t } = useTranslation('admin');
  const formatDate = useDateFormat();
  const formatNumber = useNumberFormat();
  const locale = useLocale();
  // A period's score is 0-10; the results page shows it × 10 as a percent with one decimal.
  const percent = useMemo(
    () =>
      new Intl.NumberFormat(LOCALE_BCP47[locale], { style: 'percent', maximumFractionDigits: 1 }),
    [locale],
  );
  // Calendar dates: read at noon, so no time zone moves them to another day.
  const day = (d: string) => formatDate(`${d}T12:00:00`);
  const list = useAdminListParams({ sortable: RATEE_STATE_SORTS, defaultSort: 'name' });
  const result = useQuery(rateeStatesQueryOptions(surveyId, list.query));

  const columns: AdminColumn<AdminRateeState>[] = [
    {
      id: 'name',
      header: t('team_surveys.ratees.ratee'),
      sortable: true,
      cell: (r) => person(r.ratee),
    },
    {
      id: 'manager',
      header: t('team_surveys.ratees.manager'),
      sortable: true,
      cell: (r) => person(r.manager),
    },
    {
      id: 'state',
      header: t('team_surveys.ratees.state'),
      cell: (r) => (
        <Badge
          variant="light"
          color={r.isLive ? 'green' : 'gray'}
          c="dark.8"
          styles={{ root: { overflow: 'visible' }, label: { overflow: 'visible' } }}
        >
          {t(r.isLive ? 'team_surveys.ratees.live' : 'team_surveys.ratees.draft')}
        </Badge>
      ),
    },
    { id: 'raters', header: t('team_surveys.ratees.raters'), numeric: true, cell: (r) => r.raters },
    { id: 'skills', header: t('team_surveys.ratees.skills'), numeric: true, cell: (r) => r.skills },
    {
      id: 'expires',
      header: t('team_surveys.ratees.period'),
      sortable: true,
      cell: (r) =>
        r.openPeriod ? `${day(r.openPeriod.startsOn)} – ${day(r.openPeriod.expiresOn)}` : '—',
    },
    {
      id: 'ratings',
      header: t('team_surveys.ratees.ratings'),
      cell: (r) =>
        r.openPeriod
          ? t('team_surveys.ratees.ratings_of', {
              given: formatNumber(r.ratingsGiven),
              expected: formatNumber(r.ratingsExpected),
            })
          : '—',
    },
    {
      id: 'overall',
      header: t('team_surveys.ratees.overall'),
      cell: (r) =>
        r.openPeriod
          ? t(r.overallGiven ? 'team_surveys.ratees.given' : 'team_surveys.ratees.not_given')
          : '—',
    },
    {
      id: 'last',
      header: t('team_surveys.ratees.last_score'),
      cell: (r) =>
        r.lastClosedOn
          ? t('team_surveys.ratees.last_score_value', {
              score:
                r.lastClosedScore === null
                  ? t('team_surveys.ratees.no_score')
                  : percent.format(r.lastClosedScore / 10),
              date: day(r.lastClosedOn),
            })
          : '—',
    },
  ];

  return (
    <Stack gap="sm" component="section" aria-labelledby="ts-ratees-title">
      <Title order={2} fz="h4" id="ts-ratees-title">
        {t('team_surveys.ratees.title')}
      </Title>
      <AdminDataTable
        label={t('team_surveys.ratees.title')}
        columns={columns}
        rowKey={(r) => r.rateeId}
        list={list}
        result={result}
        searchLabel={t('team_surveys.ratees.search')}
        emptyText={t('team_surveys.ratees.empty')}
        minWidth={1040}
      />
    </Stack>
  );
}
