import { Anchor } from '@mantine/core';
import { PEOPLE_SORTS, type PersonSummary } from '@portal/shared/admin-people';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n';
import { adminListQueryOptions } from '../api/get-admin-list';
import { type AdminColumn, AdminDataTable } from '../components/admin-data-table';
import { AdminPageHeader } from '../components/admin-page-header';
import { ExportButton } from '../components/export-button';
import { PersonBadges } from '../components/person-badges';
import { useAdminListParams } from '../hooks/use-admin-list-params';
import { useDateFormat } from '../hooks/use-date-format';
import { personName } from '../rules/people';

/** /admin/people (issue 13 "People"): search by name or email; a name opens the person. */
export function PeoplePage() {
  const { t } = useTranslation('admin');
  const formatDate = useDateFormat();
  const list = useAdminListParams({ sortable: [...PEOPLE_SORTS], defaultSort: 'name' });
  const result = useQuery(
    adminListQueryOptions<PersonSummary>('people', '/admin/people', list.query),
  );
  const columns: AdminColumn<PersonSummary>[] = [
    {
      id: 'name',
      header: t('people.columns.name'),
      sortable: true,
      cell: (person) => (
        <Anchor component={Link} to={paths.adminPerson.href(person.id)} fz="sm" c="blue.9">
          {personName(person)}
        </Anchor>
      ),
    },
    { id: 'email', header: t('people.columns.email'), sortable: true, cell: (p) => p.email },
    {
      id: 'created',
      header: t('people.columns.created'),
      sortable: true,
      cell: (p) => formatDate(p.createdAt),
    },
    { id: 'status', header: t('people.columns.status'), cell: (p) => <PersonBadges person={p} /> },
  ];
  return (
    <>
      <AdminPageHeader
        title={t('people.title')}
        description={t('people.description')}
        actions={
          <ExportButton
            kind="people"
            params={{ q: list.query.q, sort: list.query.sort, order: list.query.order }}
          />
        }
      />
      <AdminDataTable
        label={t('people.title')}
        searchLabel={t('people.search')}
        columns={columns}
        rowKey={(person) => person.id}
        list={list}
        result={result}
        emptyText={t('people.empty')}
      />
    </>
  );
}
