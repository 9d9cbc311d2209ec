import { Stack } from '@mantine/core';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n';
import { useCreateSurvey } from '../api/save-survey';
import { AdminBackLink } from '../components/admin-back-link';
import { AdminPageHeader } from '../components/admin-page-header';
import { SurveyForm } from '../components/survey-form';

/** /admin/surveys/new: the command line's survey:create in the browser (issue 13). */
export function AdminSurveyNewPage() {
  const { t } = useTranslation('admin');
  const create = useCreateSurvey();
  const navigate = useNavigate();
  return (
    <Stack gap="lg">
      <AdminBackLink to={paths.adminSurveys.href()}>{t('survey_admin.back')}</AdminBackLink>
      <AdminPageHeader
        title={t('survey_admin.new')}
        description={t('survey_admin.new_description')}
      />
      <SurveyForm
        onSubmit={(values) => create.mutateAsync(values)}
        onSaved={(survey) => navigate(paths.adminSurvey.href(survey.id))}
      />
    </Stack>
  );
}
