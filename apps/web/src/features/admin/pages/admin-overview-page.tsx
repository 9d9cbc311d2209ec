import { Button, Group } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { FormAlert } from '../../../components/form-alert';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n';
import { useAdminOverview } from '../api/get-admin-overview';
import { AdminPageHeader } from '../components/admin-page-header';
import { AdminStatCard, AdminStatGrid } from '../components/admin-stat-card';

/**
 * /admin, the console's first page (issue 13 "Overview"): the counts that matter, two of them
 * leading to the area that deals with them.
 */
export function AdminOverviewPage() {
  const { t } = useTranslation('admin');
  const overview = useAdminOverview();
  const data = overview.data;
  return (
    <>
      <AdminPageHeader
        title={t('overview.title')}
        description={t('overview.description')}
        actions={
          <Button
            variant="default"
            size="sm"
            leftSection={<IconRefresh size={16} aria-hidden="true" />}
            loading={overview.isFetching}
            onClick={() => overview.refetch()}
          >
            {t('overview.refresh')}
          </Button>
        }
      />
      {overview.isError && !data && (
        <Group gap="sm" mb="md">
          <FormAlert message={overview.error.message || t('overview.load_failed')} />
          <Button variant="default" size="xs" onClick={() => overview.refetch()}>
            {t('overview.retry')}
          </Button>
        </Group>
      )}
      {!(overview.isError && !data) && (
        <AdminStatGrid label={t('overview.counts_label')} busy={overview.isPending}>
          <AdminStatCard label={t('overview.people')} value={data?.people} />
          <AdminStatCard
            label={t('overview.waiting_people')}
            value={data?.waitingPeople}
            hint={t('overview.waiting_people_hint')}
          />
          <AdminStatCard
            label={t('overview.takings_started')}
            value={data?.takingsStartedThisWeek}
            hint={t('overview.since_monday')}
          />
          <AdminStatCard
            label={t('overview.takings_completed')}
            value={data?.takingsCompletedThisWeek}
            hint={t('overview.since_monday')}
          />
          <AdminStatCard
            label={t('overview.payments_awaiting_transfer')}
            value={data?.paymentsAwaitingTransfer}
            href={paths.adminPayments.href()}
          />
          <AdminStatCard
            label={t('overview.exports_running')}
            value={data?.exportsRunning}
            href={paths.adminExports.href()}
          />
        </AdminStatGrid>
      )}
    </>
  );
}
