import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { kriskIcoachCode } from '@portal/shared/krisk';
import { IconCircleCheck, IconDownload } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { BrandField } from '../../../components/brand-field';
import { DbText } from '../../../components/db-text';
import { PaleCard } from '../../../components/pale-card';
import { ReportDownloadFeedback } from '../../../components/report-download-feedback';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useReportDownload } from '../../../lib/report-download';
import { COMPLETE_REASONS, type CompleteReason } from '../rules/start-decision';

/** The survey user of ?report=, when it is one (ids are digits only, platform spec §5). */
const reportOf = (value: string | null): number | null =>
  value && /^\d{1,12}$/.test(value) ? Number(value) : null;

const isReason = (value: string | null): value is CompleteReason =>
  (COMPLETE_REASONS as readonly (string | null)[]).includes(value);

/**
 * platform spec §2 "Survey complete" at /complete?title=&reason=: a heading with the title, a
 * thank-you or the translated reason (only known reasons: the address never puts arbitrary text
 * on the page), and for 'KRisk Option 1/2/3' a text and an ICoach button. After a Soft Touch
 * survey (?report={surveyUserId}) it offers the report its welcome message promised (issue 9).
 */
export function SurveyCompletePage() {
  const { t } = useTranslation('surveys');
  const [params] = useSearchParams();
  const title = params.get('title')?.trim() || t('complete.default_title');
  const reason = params.get('reason');
  const icoachCode = kriskIcoachCode(params.get('title'));
  const report = reportOf(params.get('report'));
  usePageTitle(title);
  return (
    <BrandField size="md">
      <PaleCard>
        <Stack gap="lg" align="flex-start">
          <IconCircleCheck size={56} color="var(--mantine-color-teal-8)" aria-hidden="true" />
          <Title order={1}>
            <DbText>{title}</DbText>
          </Title>
          <Text fz="lg">{isReason(reason) ? t(`surveys.${reason}`) : t('complete.thanks')}</Text>
          {report !== null && <ReportOffer surveyUserId={report} />}
          {icoachCode && (
            <Stack gap="sm" align="flex-start">
              <Text>{t('complete.krisk_text')}</Text>
              <Button component={Link} to={paths.icoachWelcome.href(icoachCode)} size="md">
                {t('complete.icoach')}
              </Button>
            </Stack>
          )}
          <Group>
            <Button
              component={Link}
              to={paths.home.href()}
              variant={icoachCode || report !== null ? 'default' : 'filled'}
              size="md"
            >
              {t('complete.dashboard')}
            </Button>
          </Group>
        </Stack>
      </PaleCard>
    </BrandField>
  );
}

/** The same download as the dashboard's completed Soft Touch card. */
function ReportOffer({ surveyUserId }: { surveyUserId: number }) {
  const { t } = useTranslation('surveys');
  const report = useReportDownload();
  return (
    <Stack gap="sm" align="flex-start" w="100%">
      <Text>{t('complete.report_ready')}</Text>
      <Button
        size="md"
        leftSection={<IconDownload size={18} aria-hidden="true" />}
        onClick={() => void report.download(surveyUserId)}
        loading={report.processing}
      >
        {t('complete.download_report')}
      </Button>
      <ReportDownloadFeedback report={report} />
    </Stack>
  );
}
