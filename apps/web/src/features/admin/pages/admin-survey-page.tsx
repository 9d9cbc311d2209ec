import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { UpdateSurveyBodyInput } from '@portal/shared/admin-surveys';
import { LOCALE_BCP47 } from '@portal/shared/locales';
import { useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n';
import { useLocale } from '../../../lib/locale';
import { formatPence } from '../../../lib/money';
import { useAdminSurvey } from '../api/get-admin-survey';
import { useUpdateSurvey } from '../api/save-survey';
import { AdminBackLink } from '../components/admin-back-link';
import { AdminDetailPending } from '../components/admin-detail-pending';
import { AdminPageHeader } from '../components/admin-page-header';
import { ExportButton } from '../components/export-button';
import { SurveyForm } from '../components/survey-form';
import { SurveyLink } from '../components/survey-link';
import { SurveyParticipants } from '../components/survey-participants';
import { useSurveyDates } from '../hooks/use-survey-dates';

/**
 * /admin/surveys/:surveyId: one survey's link, completion counts, participants and settings
 * (issue 13 "Surveys").
 */
export function AdminSurveyPage() {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const surveyId = Number(useParams().surveyId);
  const survey = useAdminSurvey(surveyId);
  const update = useUpdateSurvey(surveyId);
  const dates = useSurveyDates();
  const back = (
    <AdminBackLink to={paths.adminSurveys.href()}>{t('survey_admin.back')}</AdminBackLink>
  );
  if (!survey.data) {
    return (
      <AdminDetailPending
        back={back}
        query={survey}
        loadingLabel={t('survey_admin.loading')}
        loadFailedLabel={t('survey_admin.load_failed')}
      />
    );
  }
  const data = survey.data;
  const number = (n: number) => n.toLocaleString(LOCALE_BCP47[locale]);
  const counts: [string, string][] = [
    [t('survey_admin.counts.participants'), number(data.counts.participants)],
    [t('survey_admin.counts.started'), number(data.counts.started)],
    [t('survey_admin.counts.completed'), number(data.counts.completed)],
  ];
  const facts: [string, string][] = [
    [t('survey_admin.columns.product'), t(`survey_admin.products.${data.product}`)],
    [t('survey_admin.columns.dates'), dates(data.validFrom, data.validTo)],
    [
      t('survey_admin.columns.price'),
      data.pricePence === 0 ? t('survey_admin.free') : formatPence(data.pricePence, locale),
    ],
  ];
  return (
    <Stack gap="lg">
      {back}
      <AdminPageHeader
        title={data.title}
        description={facts.map(([label, value]) => `${label}: ${value}`).join(' · ')}
        actions={
          // issue 13 "Exports": the survey's results as CSV or XLSX, one row per taking.
          <ExportButton
            kind="survey-results"
            params={{ surveyId }}
            label={t('exports.export_results')}
          />
        }
      />
      <Paper withBorder p="md" radius="sm">
        <SurveyLink product={data.product} accessCode={data.accessCode} />
      </Paper>
      <Paper withBorder p="md" radius="sm" component="section" aria-labelledby="survey-counts">
        <Title order={2} fz="h4" id="survey-counts" mb="sm">
          {t('survey_admin.counts.title')}
        </Title>
        <SimpleGrid cols={3} spacing="sm" component="dl" m={0}>
          {counts.map(([label, value]) => (
            <div key={label}>
              <Text component="dt" fz="xs" fw={700} c="navy.7">
                {label}
              </Text>
              <Text component="dd" m={0} fz="xl" fw={700} data-testid={`count-${label}`}>
                {value}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      </Paper>
      <SurveyParticipants surveyId={surveyId} />
      <Stack gap="sm" component="section" aria-labelledby="survey-settings-heading">
        <Title order={2} fz="h3" id="survey-settings-heading">
          {t('survey_admin.settings')}
        </Title>
        <SurveyForm
          key={data.id}
          survey={data}
          onSubmit={(values) => update.mutateAsync(values as UpdateSurveyBodyInput)}
        />
      </Stack>
    </Stack>
  );
}
