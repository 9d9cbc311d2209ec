import { Code, Text, TextInput } from '@mantine/core';
import type { AdminAuditEntry } from '@portal/shared/admin-audit';
import type { AdminPersonRef } from '@portal/shared/admin-payments';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { adminListQueryOptions } from '../api/get-admin-list';
import { type AdminColumn, AdminDataTable } from '../components/admin-data-table';
import { AdminPageHeader } from '../components/admin-page-header';
import { ExportButton } from '../components/export-button';
import { useAdminListParams } from '../hooks/use-admin-list-params';
import { useDateTimeFormat } from '../hooks/use-console-formats';
import { useFilterParams } from '../hooks/use-filter-params';

/* The console's Audit log (issue 13): every change, searchable by person and by date. */

function Person({ person }: { person: AdminPersonRef | null }) {
  const { t } = useTranslation('admin');
  if (!person) return <Text fz="sm">—</Text>;
  return (
    <>
      <Text fz="sm">{person.fullName || t('audit_log.no_name')}</Text>
      <Text fz="xs" c="navy.7">
        <bdi>{person.email}</bdi>
      </Text>
    </>
  );
}

export function AdminAuditLogPage() {
  const { t } = useTranslation('admin');
  const list = useAdminListParams({ sortable: [] });
  const [filters, setFilter] = useFilterParams(['from', 'to'] as const);
  // The table's search box is the person search (`person` on the server).
  const result = useQuery(
    adminListQueryOptions<AdminAuditEntry>('audit-log', '/admin/audit-log', list.query, {
      ...filters,
      person: list.query.q,
    }),
  );
  const dateTime = useDateTimeFormat();

  const columns: AdminColumn<AdminAuditEntry>[] = [
    { id: 'created', header: t('audit_log.when'), cell: (e) => dateTime(e.createdAt) },
    { id: 'action', header: t('audit_log.action'), cell: (e) => <Code>{e.action}</Code> },
    { id: 'actor', header: t('audit_log.actor'), cell: (e) => <Person person={e.actor} /> },
    { id: 'target', header: t('audit_log.target'), cell: (e) => <Person person={e.target} /> },
    {
      id: 'detail',
      header: t('audit_log.detail'),
      cell: (e) =>
        e.detail ? (
          <Code block fz="xs" dir="ltr">
            {JSON.stringify(e.detail, null, 1)}
          </Code>
        ) : (
          '—'
        ),
    },
  ];

  return (
    <>
      <AdminPageHeader
        title={t('nav.audit_log')}
        description={t('audit_log.description')}
        actions={<ExportButton kind="audit-log" params={{ ...filters, person: list.query.q }} />}
      />
      <AdminDataTable
        label={t('nav.audit_log')}
        columns={columns}
        rowKey={(e) => e.id}
        list={list}
        result={result}
        searchLabel={t('audit_log.search')}
        emptyText={t('audit_log.empty')}
        minWidth={900}
        toolbar={
          <>
            <TextInput
              type="date"
              label={t('audit_log.from')}
              w={170}
              value={filters.from ?? ''}
              onChange={(event) => setFilter('from', event.currentTarget.value)}
            />
            <TextInput
              type="date"
              label={t('audit_log.to')}
              w={170}
              value={filters.to ?? ''}
              onChange={(event) => setFilter('to', event.currentTarget.value)}
            />
          </>
        }
      />
    </>
  );
}
