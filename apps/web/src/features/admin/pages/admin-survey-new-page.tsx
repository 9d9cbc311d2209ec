import { Anchor, Group, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useCreateSurvey } from '../api/save-survey';
import { AdminPageHeader } from '../components/admin-page-header';
import { SurveyForm } from '../components/survey-form';
import classes from './admin-survey-page.module.css';

/** /admin/surveys/new: the command line's survey:create in the browser (issue 13). */
export function AdminSurveyNewPage() {
  const { t } = useTranslation('admin');
  const create = useCreateSurvey();
  const navigate = useNavigate();
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={paths.adminSurveys.href()} fz="sm" c="blue.9">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden="true" className={classes.mirror} />
          {t('survey_admin.back')}
        </Group>
      </Anchor>
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
