import { Anchor, Button, Text } from '@mantine/core';
import { type AdminTeamSurvey, TEAM_SURVEY_SORTS } from '@portal/shared/admin-team-surveys';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { DbText } from '../../../components/db-text';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n';
import { adminListQueryOptions } from '../api/get-admin-list';
import { type AdminColumn, AdminDataTable } from '../components/admin-data-table';
import { AdminPageHeader } from '../components/admin-page-header';
import { useAdminListParams } from '../hooks/use-admin-list-params';
import { useDateFormat } from '../hooks/use-date-format';

/** /admin/360 (issue 13 "360 surveys"): every 360 survey; a title opens its settings and ratees. */
export function AdminTeamSurveysPage() {
  const { t } = useTranslation('admin');
  const formatDate = useDateFormat();
  const list = useAdminListParams({
    sortable: TEAM_SURVEY_SORTS,
    defaultSort: 'created',
    defaultOrder: 'desc',
  });
  const result = useQuery(
    adminListQueryOptions<AdminTeamSurvey>('team-surveys', '/admin/team-surveys', list.query),
  );
  const columns: AdminColumn<AdminTeamSurvey>[] = [
    {
      id: 'title',
      header: t('team_surveys.columns.title'),
      sortable: true,
      cell: (s) => (
        <Anchor component={Link} to={paths.adminTeamSurvey.href(s.id)} fz="sm" c="blue.9">
          <DbText>{s.title}</DbText>
        </Anchor>
      ),
    },
    {
      id: 'managers',
      header: t('team_surveys.columns.managers'),
      numeric: true,
      cell: (s) => s.managers,
    },
    {
      id: 'ratees',
      header: t('team_surveys.columns.ratees'),
      sortable: true,
      numeric: true,
      cell: (s) => s.ratees,
    },
    {
      id: 'published',
      header: t('team_surveys.columns.published'),
      numeric: true,
      cell: (s) => s.publishedRatees,
    },
    {
      id: 'threshold',
      header: t('team_surveys.columns.threshold'),
      numeric: true,
      cell: (s) => s.anonymityThreshold,
    },
    {
      id: 'reminders',
      header: t('team_surveys.columns.reminder_days'),
      numeric: true,
      cell: (s) => s.reminderDays,
    },
    {
      id: 'created',
      header: t('team_surveys.columns.created'),
      sortable: true,
      cell: (s) => <Text fz="sm">{formatDate(s.createdAt)}</Text>,
    },
  ];
  return (
    <>
      <AdminPageHeader
        title={t('nav.team_surveys')}
        description={t('team_surveys.description')}
        actions={
          <Button
            component={Link}
            to={paths.adminTeamSurveyNew.href()}
            leftSection={<IconPlus size={16} aria-hidden="true" />}
          >
            {t('team_surveys.new')}
          </Button>
        }
      />
      <AdminDataTable
        label={t('nav.team_surveys')}
        columns={columns}
        rowKey={(s) => s.id}
        list={list}
        result={result}
        searchLabel={t('team_surveys.search')}
        emptyText={t('team_surveys.empty')}
        minWidth={860}
      />
    </>
  );
}
