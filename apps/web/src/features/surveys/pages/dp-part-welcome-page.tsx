import { Button, Center, Group, Loader, Stack, Title } from '@mantine/core';
import { Navigate, useNavigate } from 'react-router';
import { SafeHtml } from '../../../components/safe-html';
import { SurveyBody, TitleBand } from '../../../components/title-band';
import { paths } from '../../../config/paths';
import { useShowCustomerLogos } from '../../../lib/customer-logos';
import { useTranslation } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useSurveyById } from '../api/get-survey-by-id';
import { useDpPartRecords } from '../hooks/use-dp-part-records';
import { isBegun, markBegun } from '../storage/local-records';

/**
 * platform spec §2 "Discovery-process part welcome": heading 'welcome to survey', the part's
 * welcome message, and 'continue survey' when this device has begun the part, else 'start survey'.
 */
export function DpPartWelcomePage() {
  const { t } = useTranslation('surveys');
  const navigate = useNavigate();
  const records = useDpPartRecords();
  const found = records === 'loading' ? null : records;
  const info = useSurveyById(found?.part ?? 'eq', found?.record.surveyProductId ?? null);
  usePageTitle(t('dp.welcome_title'));
  useShowCustomerLogos(info.data?.survey.logos.map((logo) => logo.fileURL));
  if (records === 'loading') {
    return (
      <Center flex={1} py="xl">
        <Loader aria-label={t('loading')} />
      </Center>
    );
  }
  if (!found || info.isError) return <Navigate to={paths.notFound.href()} replace />;
  const { userId, part, record, dp } = found;
  const begun = isBegun(userId, part, record.surveyAccessCode);
  const start = () => {
    markBegun(userId, part, record.surveyAccessCode);
    navigate(paths.surveyDpPagePart.href(part, record.surveyUserId, 1));
  };
  return (
    <>
      <TitleBand
        overline={dp.surveyProductTitle}
        title={info.data?.survey.title ?? record.surveyProductTitle}
      />
      <SurveyBody>
        {!info.data ? (
          <Center py="xl">
            <Loader aria-label={t('loading')} />
          </Center>
        ) : (
          <Stack gap="lg">
            <Title order={2}>{t('dp.welcome_title')}</Title>
            <SafeHtml html={info.data.survey.welcomeMessage} />
            <Group>
              <Button size="lg" onClick={start}>
                {begun ? t('dp.continue_survey') : t('dp.start_survey')}
              </Button>
            </Group>
          </Stack>
        )}
      </SurveyBody>
    </>
  );
}
