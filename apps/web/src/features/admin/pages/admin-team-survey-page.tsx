import { Anchor, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import type { AdminTeamSurveyBody, AdminTeamSurveyDetail } from '@portal/shared/admin-team-surveys';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { DbText } from '../../../components/db-text';
import { FormAlert } from '../../../components/form-alert';
import { paths } from '../../../config/paths';
import { useUpdateTeamSurvey } from '../api/change-team-survey';
import { useTeamSurvey } from '../api/get-team-survey';
import { AdminPageHeader } from '../components/admin-page-header';
import { TeamSurveyForm } from '../components/team-survey-form';
import { TeamSurveyManagers } from '../components/team-survey-managers';
import { TeamSurveyRatees } from '../components/team-survey-ratees';
import classes from './person-page.module.css';

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
    <Anchor component={Link} to={paths.adminTeamSurveys.href()} fz="sm" c="blue.9">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden="true" className={classes.mirror} />
        {t('team_surveys.back')}
      </Group>
    </Anchor>
  );
  if (!survey.data) {
    return (
      <Stack gap="md">
        {back}
        {survey.isError ? (
          <Group gap="sm">
            <FormAlert message={survey.error.message || t('team_surveys.load_failed')} />
            <Button variant="default" size="xs" onClick={() => survey.refetch()}>
              {t('table.retry')}
            </Button>
          </Group>
        ) : (
          <Loader aria-label={t('team_surveys.loading')} />
        )}
      </Stack>
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
