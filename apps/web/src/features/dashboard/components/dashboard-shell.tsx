import { Center, Grid, Loader, Stack, Text, Title } from '@mantine/core';
import { IconClipboardList } from '@tabler/icons-react';
import { useMemo } from 'react';
import { BrandField } from '../../../components/brand-field';
import { FormAlert } from '../../../components/form-alert';
import { PaleCard } from '../../../components/pale-card';
import { ReportDownloadFeedback } from '../../../components/report-download-feedback';
import { useTranslation } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useCertificateDownload, useReportDownload } from '../../../lib/report-download';
import { useDashboard } from '../api/get-dashboard';
import { useDashboardChoices } from '../hooks/use-dashboard-choices';
import { dashboardItems, defaultShowCompleted, visibleItems } from '../rules/dashboard-items';
import { DashboardCard } from './dashboard-card';
import { DashboardControls } from './dashboard-controls';

/** platform spec §2 "Dashboard": 12 columns on small screens, 6 on sm, 4 on md, 3 on lg. */
const GRID_SPAN = { base: 12, sm: 6, md: 4, lg: 3 };

/** The signed-in home (platform spec §2 "Dashboard"): one card per assessment. */
export function DashboardShell() {
  const { t } = useTranslation('dashboard');
  usePageTitle(t('title'));
  const dashboard = useDashboard();
  const report = useReportDownload();
  const certificate = useCertificateDownload();
  // The controls as this person last left them (issue 9), in this browser.
  const [choices, choose] = useDashboardChoices();
  const { layout, sort } = choices;
  const all = useMemo(
    () => (dashboard.data ? dashboardItems(dashboard.data) : []),
    [dashboard.data],
  );
  const showCompleted = choices.showCompleted ?? defaultShowCompleted(all);
  const shown = visibleItems(all, { showCompleted, sort });

  return (
    <BrandField size="xl">
      <Stack gap="lg">
        <Title order={1} c="white">
          {t('title')}
        </Title>
        {all.length > 0 && (
          <DashboardControls
            showCompleted={showCompleted}
            onShowCompleted={(value) => choose({ showCompleted: value })}
            layout={layout}
            onLayout={(value) => choose({ layout: value })}
            sort={sort}
            onSort={(value) => choose({ sort: value })}
          />
        )}
        <ReportDownloadFeedback report={report} variant="white" />
        <ReportDownloadFeedback report={certificate} variant="white" />
        {dashboard.isPending ? (
          <Center py="xl">
            <Loader color="white" aria-label={t('loading')} />
          </Center>
        ) : dashboard.isError ? (
          <FormAlert message={t('load_failed')} />
        ) : shown.length === 0 ? (
          <PaleCard>
            <Stack align="center" gap="sm" py="xl">
              <IconClipboardList size={48} color="var(--mantine-color-navy-7)" aria-hidden="true" />
              <Text fz="lg" fw={600} ta="center">
                {all.length === 0 ? t('empty') : t('all_completed')}
              </Text>
            </Stack>
          </PaleCard>
        ) : (
          <Grid gap="lg" component="section" aria-label={t('cards_label')}>
            {shown.map((item) => (
              <Grid.Col key={item.key} span={layout === 'grid' ? GRID_SPAN : 12}>
                <DashboardCard
                  item={item}
                  layout={layout}
                  onDownload={(id) => void report.download(id)}
                  onCertificate={(id) => void certificate.download(id)}
                />
              </Grid.Col>
            ))}
          </Grid>
        )}
      </Stack>
    </BrandField>
  );
}
