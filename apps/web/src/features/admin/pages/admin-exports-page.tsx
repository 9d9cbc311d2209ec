import { Text } from '@mantine/core';
import { type AdminExport, EXPORT_SORTS } from '@portal/shared/admin-exports';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { adminListQueryOptions } from '../api/get-admin-list';
import { type AdminColumn, AdminDataTable } from '../components/admin-data-table';
import { AdminPageHeader } from '../components/admin-page-header';
import { ExportProgress, ExportStatusBadge } from '../components/export-progress';
import { useAdminListParams } from '../hooks/use-admin-list-params';
import { useDateTimeFormat } from '../hooks/use-console-formats';

/** survey-results → survey_results: translation keys are snake case. */
const kindKey = (kind: AdminExport['kind']) => `exports.kinds.${kind.replaceAll('-', '_')}`;

/**
 * The console's Exports (issue 13): every export, newest first, with its progress while the job
 * runs and its download once done.
 */
export function AdminExportsPage() {
  const { t } = useTranslation('admin');
  const list = useAdminListParams({
    sortable: [...EXPORT_SORTS],
    defaultSort: 'created',
    defaultOrder: 'desc',
  });
  const result = useQuery(
    adminListQueryOptions<AdminExport>('exports', '/admin/exports', list.query),
  );
  const dateTime = useDateTimeFormat();

  // What, where it stands and its download first: on a phone those are what shows without scrolling.
  const columns: AdminColumn<AdminExport>[] = [
    { id: 'kind', header: t('exports.columns.kind'), cell: (e) => t(kindKey(e.kind)) },
    {
      id: 'status',
      header: t('exports.columns.status'),
      cell: (e) => <ExportStatusBadge id={e.id} initial={e} />,
    },
    {
      id: 'file',
      header: t('exports.download'),
      cell: (e) => <ExportProgress id={e.id} initial={e} />,
    },
    {
      id: 'format',
      header: t('exports.columns.format'),
      cell: (e) => <Text fz="sm">{e.format.toUpperCase()}</Text>,
    },
    {
      id: 'created',
      header: t('exports.columns.created'),
      sortable: true,
      cell: (e) => dateTime(e.createdAt),
    },
    {
      id: 'requested_by',
      header: t('exports.columns.requested_by'),
      cell: (e) =>
        e.requestedBy ? (
          <>
            <Text fz="sm">{e.requestedBy.fullName}</Text>
            <Text fz="xs" c="navy.7">
              <bdi>{e.requestedBy.email}</bdi>
            </Text>
          </>
        ) : (
          '—'
        ),
    },
  ];

  return (
    <>
      <AdminPageHeader title={t('exports.title')} description={t('exports.description')} />
      <AdminDataTable
        label={t('exports.title')}
        searchLabel={t('exports.search')}
        columns={columns}
        rowKey={(e) => e.id}
        list={list}
        result={result}
        emptyText={t('exports.empty')}
        minWidth={900}
      />
    </>
  );
}
