import { Stack } from '@mantine/core';
import type { PersonDetail } from '@portal/shared/admin-people';
import { useTranslation } from '../../../lib/i18n';
import { useMoneyFormat } from '../hooks/use-console-formats';
import { useDateFormat } from '../hooks/use-date-format';
import { useNumberFormat } from '../hooks/use-number-format';
import { StackedTable } from './stacked-table';

interface Dated {
  startedAt: string;
  completedAt: string | null;
}

/** A person's takings, courses, 360 roles and payments (issue 13 "People"). */
export function PersonLists({ person }: { person: PersonDetail }) {
  const { t } = useTranslation('admin');
  const formatDate = useDateFormat();
  const formatNumber = useNumberFormat();
  const money = useMoneyFormat();
  // Takings and courses both end with when they began and when (if yet) they were finished.
  const startedAndCompleted = [
    {
      id: 'started',
      header: t('people.lists.started'),
      cell: (r: Dated) => formatDate(r.startedAt),
    },
    {
      id: 'completed',
      header: t('people.lists.completed'),
      cell: (r: Dated) =>
        r.completedAt ? formatDate(r.completedAt) : t('people.lists.not_completed'),
    },
  ];
  return (
    <Stack gap="lg">
      <StackedTable
        id="person-takings"
        title={t('people.lists.takings')}
        emptyText={t('people.lists.no_takings')}
        rows={person.takings}
        rowKey={(row) => row.surveyUserId}
        columns={[
          { id: 'survey', header: t('people.lists.survey'), cell: (row) => row.surveyTitle },
          { id: 'product', header: t('people.lists.product'), cell: (row) => row.product },
          {
            id: 'access',
            header: t('people.lists.access'),
            cell: (row) => (row.isAuthorized ? t('people.lists.yes') : t('people.lists.no')),
          },
          ...startedAndCompleted,
        ]}
      />
      <StackedTable
        id="person-courses"
        title={t('people.lists.courses')}
        emptyText={t('people.lists.no_courses')}
        rows={person.courses}
        rowKey={(row) => row.icoachUserId}
        columns={[
          { id: 'course', header: t('people.lists.course'), cell: (row) => row.courseTitle },
          {
            id: 'progress',
            header: t('people.lists.progress'),
            cell: (row) => `${formatNumber(row.progressPercent)} %`,
          },
          ...startedAndCompleted,
        ]}
      />
      <StackedTable
        id="person-roles"
        title={t('people.lists.roles')}
        emptyText={t('people.lists.no_roles')}
        rows={person.teamSurveyRoles}
        rowKey={(row) => `${row.tsSurveyId}-${row.role}`}
        columns={[
          { id: 'survey', header: t('people.lists.survey'), cell: (row) => row.surveyTitle },
          { id: 'role', header: t('people.lists.role'), cell: (r) => t(`people.roles.${r.role}`) },
        ]}
      />
      <StackedTable
        id="person-payments"
        title={t('people.lists.payments')}
        emptyText={t('people.lists.no_payments')}
        rows={person.payments}
        rowKey={(row) => row.id}
        columns={[
          { id: 'reference', header: t('people.lists.reference'), cell: (row) => row.reference },
          {
            id: 'amount',
            header: t('people.lists.amount'),
            cell: (row) => money(row.amountPence, row.currency),
          },
          { id: 'method', header: t('people.lists.method'), cell: (row) => row.method },
          {
            id: 'status',
            header: t('people.lists.status'),
            cell: (r) => t(`people.payment_status.${r.status}`),
          },
          { id: 'created', header: t('people.lists.date'), cell: (r) => formatDate(r.createdAt) },
        ]}
      />
    </Stack>
  );
}
