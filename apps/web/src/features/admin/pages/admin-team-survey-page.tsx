import { Paper, Stack, Text } from '@mantine/core';
import type { AdminTeamSurveyBody, AdminTeamSurveyDetail } from '@portal/shared/admin-team-surveys';
import { useParams } from 'react-router';
import { DbText } from '../../../components/db-text';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n';
import { useUpdateTeamSurvey } from '../api/change-team-survey';
import { useTeamSurvey } from '../api/get-team-survey';
import { AdminBackLink } from '../components/admin-back-link';
import { AdminDetailPending } from '../components/admin-detail-pending';
import { AdminPageHeader } from '../components/admin-page-header';
import { TeamSurveyForm } from '../components/team-survey-form';
import { TeamSurveyManagers } from '../components/team-survey-managers';
import { TeamSurveyRatees } from '../components/team-survey-ratees';

const formValues = (s: AdminTeamSurveyDetail): AdminTeamSurveyBody => ({
  titles: s.titles,
  welcomeMessages: s.welcomeMessages,
  defaultLanguage: s.defaultLanguage,
  validFrom: s.validFrom,
  validTo: s.validTo,
  anonymityThreshold: s.anonymityThreshold,
  reminderDays: s.reminderDays,
});

/** /admin/360/:teamSurveyId: a 360 survey's settings, its managers, and where each review stands. */
export function AdminTeamSurveyPage() {
  const { t } = useTranslation('admin');
  const id = Number(useParams().teamSurveyId);
  const survey = useTeamSurvey(id);
  const update = useUpdateTeamSurvey(id);
  const back = (
    <AdminBackLink to={paths.adminTeamSurveys.href()}>{t('team_surveys.back')}</AdminBackLink>
  );
  if (!survey.data) {
    return (
      <AdminDetailPending
        back={back}
        query={survey}
        loadingLabel={t('team_surveys.loading')}
        loadFailedLabel={t('team_surveys.load_failed')}
      />
    );
  }
  const data = survey.data;
  return (
    <Stack gap="lg">
      {back}
      <AdminPageHeader
        title={data.title}
        description={
          <Text fz="sm" c="navy.7" component="span">
            {t('team_surveys.access_code')}{' '}
            <Text span ff="monospace" fz="xs" style={{ overflowWrap: 'anywhere' }}>
              <DbText>{data.accessCode}</DbText>
            </Text>
          </Text>
        }
      />
      <Paper
        withBorder
        p="md"
        radius="sm"
        component="section"
        aria-label={t('team_surveys.settings')}
      >
        <TeamSurveyForm
          key={data.id}
          initial={formValues(data)}
          submitLabel={t('team_surveys.save')}
          editing
          onSave={(values) => update.mutateAsync(values)}
        />
      </Paper>
      <Paper withBorder p="md" radius="sm">
        <TeamSurveyManagers survey={data} />
      </Paper>
      <TeamSurveyRatees surveyId={data.id} />
    </Stack>
  );
}
