import { Badge, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { PARTICIPANT_SORTS, type SurveyParticipant } from '@portal/shared/admin-surveys';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { adminListQueryOptions } from '../api/get-admin-list';
import { useAdminListParams } from '../hooks/use-admin-list-params';
import { useDateTimeFormat } from '../hooks/use-console-formats';
import { type AdminColumn, AdminDataTable } from './admin-data-table';

/** Sections done of the total as a whole percentage (a completed taking is 100). */
const percentOf = (p: SurveyParticipant) => {
  if (p.completedAt) return 100;
  return p.sectionsTotal === 0 ? 0 : Math.round((p.sectionsDone / p.sectionsTotal) * 100);
};

/** A survey's takings with their progress, paged and searched on the server. */
export function SurveyParticipants({ surveyId }: { surveyId: number }) {
  const { t } = useTranslation('admin');
  const dateTime = useDateTimeFormat();
  const list = useAdminListParams({
    sortable: PARTICIPANT_SORTS,
    defaultSort: 'started',
    defaultOrder: 'desc',
  });
  const result = useQuery(
    adminListQueryOptions<SurveyParticipant>(
      `surveys-${surveyId}-participants`,
      `/admin/surveys/${surveyId}/participants`,
      list.query,
    ),
  );
  const columns: AdminColumn<SurveyParticipant>[] = [
    {
      id: 'name',
      header: t('survey_admin.participants.person'),
      sortable: true,
      cell: (p) => (
        <>
          <Text fz="sm">{p.fullName}</Text>
          <Text fz="xs" c="navy.7" style={{ overflowWrap: 'anywhere' }}>
            {p.email}
          </Text>
        </>
      ),
    },
    {
      id: 'started',
      header: t('survey_admin.participants.started'),
      sortable: true,
      cell: (p) => dateTime(p.startedAt),
    },
    {
      id: 'lastActivity',
      header: t('survey_admin.participants.last_activity'),
      sortable: true,
      cell: (p) => dateTime(p.lastActivityAt),
    },
    {
      id: 'progress',
      header: t('survey_admin.participants.progress'),
      sortable: true,
      width: 200,
      cell: (p) => {
        const label = t('survey_admin.participants.progress_value', {
          done: p.sectionsDone,
          total: p.sectionsTotal,
        });
        return (
          <Stack gap={4}>
            <Progress
              value={percentOf(p)}
              color={p.completedAt ? 'green.8' : 'blue.7'}
              aria-label={label}
              size="md"
            />
            <Text fz="xs">{label}</Text>
          </Stack>
        );
      },
    },
    {
      id: 'status',
      header: t('survey_admin.participants.status'),
      cell: (p) => (
        <Group gap={4}>
          <Badge variant="light" color={p.completedAt ? 'green' : 'blue'} c="dark.8">
            {p.completedAt
              ? t('survey_admin.participants.completed')
              : t('survey_admin.participants.in_progress')}
          </Badge>
          {!p.isAuthorized && (
            <Badge variant="light" color="yellow" c="dark.8">
              {t('survey_admin.participants.unpaid')}
            </Badge>
          )}
        </Group>
      ),
    },
  ];
  return (
    <Stack gap="sm" component="section" aria-labelledby="survey-participants-heading">
      <Title order={2} fz="h3" id="survey-participants-heading">
        {t('survey_admin.participants.title')}
      </Title>
      <AdminDataTable
        label={t('survey_admin.participants.title')}
        columns={columns}
        rowKey={(p) => p.surveyUserId}
        list={list}
        result={result}
        searchLabel={t('survey_admin.participants.search')}
        emptyText={t('survey_admin.participants.empty')}
        minWidth={820}
      />
    </Stack>
  );
}
