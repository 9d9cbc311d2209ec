import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconDownload } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { BrandField } from '../../../components/brand-field';
import { DbText } from '../../../components/db-text';
import { PaleCard } from '../../../components/pale-card';
import { ReportDownloadFeedback } from '../../../components/report-download-feedback';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useCertificateDownload } from '../../../lib/report-download';
import { readCompleteState } from '../rules/complete-state';

/**
 * platform spec §2 route icoach.skill.complete (/icoach/complete): a heading and a thank-you, the
 * way back to the course dashboard, and the certificate once the whole course is completed
 * (issue 10). Opened without a finished skill (a bookmark), it offers the home dashboard.
 */
export function IcoachCompletePage() {
  const { t } = useTranslation('icoach');
  const done = readCompleteState(useLocation().state);
  usePageTitle(t('complete.title'));
  return (
    <BrandField size="md">
      <PaleCard>
        <Stack gap="lg" align="flex-start">
          <IconCircleCheck size={56} color="var(--mantine-color-teal-8)" aria-hidden="true" />
          <Title order={1}>{t('complete.title')}</Title>
          {done?.skillName && (
            <Text fz="lg" fw={600}>
              <DbText>{done.skillName}</DbText>
            </Text>
          )}
          <Text fz="lg">
            {done?.courseCompleted ? t('complete.course_done') : t('complete.thanks')}
          </Text>
          {done?.courseCompleted && <CertificateOffer icoachUserId={done.icoachUserId} />}
          <Group>
            <Button
              component={Link}
              to={done ? paths.icoachDashboard.href(done.icoachUserId) : paths.home.href()}
              variant={done?.courseCompleted ? 'default' : 'filled'}
              size="md"
            >
              {done ? t('complete.back_to_course') : t('complete.home')}
            </Button>
          </Group>
        </Stack>
      </PaleCard>
    </BrandField>
  );
}

function CertificateOffer({ icoachUserId }: { icoachUserId: number }) {
  const { t } = useTranslation('icoach');
  const certificate = useCertificateDownload();
  return (
    <Stack gap="sm" align="flex-start" w="100%">
      <Button
        size="md"
        leftSection={<IconDownload size={18} aria-hidden="true" />}
        onClick={() => void certificate.download(icoachUserId)}
        loading={certificate.processing}
      >
        {t('certificate_offer.download')}
      </Button>
      <ReportDownloadFeedback report={certificate} />
    </Stack>
  );
}
