import { Button, Select, Text } from '@mantine/core';
import type { AdminPayment } from '@portal/shared/admin-payments';
import { PAYMENT_SORTS } from '@portal/shared/admin-payments';
import { PAYMENT_METHODS, PAYMENT_STATUSES } from '@portal/shared/payments';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useConfirmPayment } from '../api/confirm-payment';
import { adminListQueryOptions } from '../api/get-admin-list';
import { AdminConfirmDialog } from '../components/admin-confirm-dialog';
import { type AdminColumn, AdminDataTable } from '../components/admin-data-table';
import { AdminPageHeader } from '../components/admin-page-header';
import { ExportButton } from '../components/export-button';
import { StatusBadge } from '../components/status-badge';
import { useAdminListParams } from '../hooks/use-admin-list-params';
import { useDateTimeFormat, useMoneyFormat } from '../hooks/use-console-formats';
import { useFilterParams } from '../hooks/use-filter-params';

const STATUS_COLOURS: Record<AdminPayment['status'], string> = {
  pending: 'yellow',
  paid: 'green',
  failed: 'red',
  cancelled: 'gray',
};

/** The console's Payments (issue 13): every payment, and a bank transfer confirmed by hand. */
export function AdminPaymentsPage() {
  const { t } = useTranslation('admin');
  const list = useAdminListParams({
    sortable: PAYMENT_SORTS,
    defaultSort: 'created',
    defaultOrder: 'desc',
  });
  const [filters, setFilter] = useFilterParams(['status', 'method'] as const);
  const result = useQuery(
    adminListQueryOptions<AdminPayment>('payments', '/admin/payments', list.query, filters),
  );
  const dateTime = useDateTimeFormat();
  const money = useMoneyFormat();
  const [confirming, setConfirming] = useState<AdminPayment | null>(null);
  const confirm = useConfirmPayment();

  const columns: AdminColumn<AdminPayment>[] = [
    {
      id: 'reference',
      header: t('payment_admin.reference'),
      sortable: true,
      cell: (p) => (
        <Text ff="monospace" fz="sm">
          {p.reference}
        </Text>
      ),
    },
    {
      id: 'payer',
      header: t('payment_admin.payer'),
      cell: (p) => (
        <>
          <Text fz="sm">{p.payer.fullName}</Text>
          <Text fz="xs" c="navy.7">
            {p.payer.email}
          </Text>
        </>
      ),
    },
    { id: 'survey', header: t('payment_admin.survey'), cell: (p) => p.surveyTitle },
    {
      id: 'method',
      header: t('payment_admin.method'),
      cell: (p) => t(`payment_admin.methods.${p.method}`),
    },
    {
      id: 'amount',
      header: t('payment_admin.amount'),
      sortable: true,
      numeric: true,
      cell: (p) => money(p.amountPence, p.currency),
    },
    {
      id: 'status',
      header: t('payment_admin.status'),
      sortable: true,
      cell: (p) => (
        <StatusBadge color={STATUS_COLOURS[p.status]}>
          {t(`payment_admin.statuses.${p.status}`)}
        </StatusBadge>
      ),
    },
    {
      id: 'created',
      header: t('payment_admin.created'),
      sortable: true,
      cell: (p) => dateTime(p.createdAt),
    },
    {
      id: 'paid',
      header: t('payment_admin.paid_at'),
      cell: (p) => (p.paidAt ? dateTime(p.paidAt) : '—'),
    },
    {
      id: 'actions',
      pinned: true,
      header: t('payment_admin.actions'),
      cell: (p) =>
        p.method === 'OOPAY' && p.status === 'pending' ? (
          <Button
            size="compact-sm"
            variant="light"
            aria-label={t('payment_admin.confirm_for', { reference: p.reference })}
            onClick={() => {
              confirm.reset();
              setConfirming(p);
            }}
          >
            {t('payment_admin.confirm')}
          </Button>
        ) : null,
    },
  ];

  return (
    <>
      <AdminPageHeader
        title={t('nav.payments')}
        description={t('payment_admin.description')}
        actions={
          <ExportButton
            kind="payments"
            params={{
              q: list.query.q,
              sort: list.query.sort,
              order: list.query.order,
              ...filters,
            }}
          />
        }
      />
      <AdminDataTable
        label={t('nav.payments')}
        columns={columns}
        rowKey={(p) => p.id}
        list={list}
        result={result}
        searchLabel={t('payment_admin.search')}
        emptyText={t('payment_admin.empty')}
        minWidth={960}
        toolbar={
          <>
            <Select
              label={t('payment_admin.status')}
              placeholder={t('payment_admin.any')}
              clearable
              w={170}
              value={filters.status ?? null}
              onChange={(value) => setFilter('status', value)}
              data={PAYMENT_STATUSES.map((s) => ({
                value: s,
                label: t(`payment_admin.statuses.${s}`),
              }))}
            />
            <Select
              label={t('payment_admin.method')}
              placeholder={t('payment_admin.any')}
              clearable
              w={190}
              value={filters.method ?? null}
              onChange={(value) => setFilter('method', value)}
              data={PAYMENT_METHODS.map((m) => ({
                value: m,
                label: t(`payment_admin.methods.${m}`),
              }))}
            />
          </>
        }
      />
      <AdminConfirmDialog
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming)
            confirm.mutate(confirming.reference, { onSuccess: () => setConfirming(null) });
        }}
        title={t('payment_admin.confirm_title')}
        message={
          confirming
            ? t('payment_admin.confirm_message', {
                reference: confirming.reference,
                amount: money(confirming.amountPence, confirming.currency),
                name: confirming.payer.fullName,
              })
            : ''
        }
        confirmLabel={t('payment_admin.confirm_action')}
        destructive={false}
        pending={confirm.isPending}
        error={confirm.error?.message}
      />
    </>
  );
}
