import { Paper, Stack } from '@mantine/core';
import type { AdminTeamSurveyBody } from '@portal/shared/admin-team-surveys';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n';
import { useLocale } from '../../../lib/locale';
import { useCreateTeamSurvey } from '../api/change-team-survey';
import { AdminBackLink } from '../components/admin-back-link';
import { AdminPageHeader } from '../components/admin-page-header';
import { TeamSurveyForm } from '../components/team-survey-form';

/** /admin/360/new: a 360 survey's settings; once made, its page names the managers. */
export function AdminTeamSurveyNewPage() {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const navigate = useNavigate();
  const create = useCreateTeamSurvey();
  // The defaults the table itself has (db/schema/team-survey.ts): threshold 3, reminders 7 days.
  const initial: AdminTeamSurveyBody = {
    titles: {},
    welcomeMessages: {},
    defaultLanguage: locale,
    validFrom: null,
    validTo: null,
    anonymityThreshold: 3,
    reminderDays: 7,
  };
  return (
    <Stack gap="lg">
      <AdminBackLink to={paths.adminTeamSurveys.href()}>{t('team_surveys.back')}</AdminBackLink>
      <AdminPageHeader
        title={t('team_surveys.new')}
        description={t('team_surveys.new_description')}
      />
      <Paper withBorder p="md" radius="sm">
        <TeamSurveyForm
          initial={initial}
          submitLabel={t('team_surveys.create')}
          onSave={async (values) => {
            const created = await create.mutateAsync(values);
            navigate(paths.adminTeamSurvey.href(created.id));
          }}
        />
      </Paper>
    </Stack>
  );
}
