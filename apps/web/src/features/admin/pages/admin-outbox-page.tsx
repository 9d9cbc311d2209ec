import { Button, Modal, Skeleton, Stack, Text } from '@mantine/core';
import type { AdminOutboxItem } from '@portal/shared/admin-outbox';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormAlert } from '../../../components/form-alert';
import { useTranslation } from '../../../lib/i18n';
import { adminListQueryOptions } from '../api/get-admin-list';
import { useOutboxMail } from '../api/get-outbox-mail';
import { type AdminColumn, AdminDataTable } from '../components/admin-data-table';
import { AdminPageHeader } from '../components/admin-page-header';
import { OutboxText } from '../components/outbox-text';
import { useAdminListParams } from '../hooks/use-admin-list-params';
import { useDateTimeFormat } from '../hooks/use-console-formats';

/*
 * The console's Outbox (issue 13). Without SMTP_URL the outbox is where mail is delivered: the
 * person running the portal reads every message here, one-time links included, which is why only
 * administrators see it. The message is shown as its text (links made links), never as HTML.
 */

function OutboxMailView({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const dateTime = useDateTimeFormat();
  const mail = useOutboxMail(id);
  return (
    <Modal
      opened={id !== null}
      onClose={onClose}
      size="lg"
      title={mail.data?.subject ?? t('outbox.message')}
      closeButtonProps={{ 'aria-label': t('confirm.close') }}
      styles={{ title: { fontWeight: 700 } }}
    >
      {mail.isPending && <Skeleton height={120} />}
      {mail.isError && <FormAlert message={mail.error.message} />}
      {mail.data && (
        <Stack gap="sm">
          <Text fz="sm">
            {t('outbox.to')}: <bdi>{mail.data.to}</bdi>
          </Text>
          <Text fz="sm" c="navy.7">
            {t('outbox.written')}: {dateTime(mail.data.createdAt)}
          </Text>
          {mail.data.text !== null ? (
            <OutboxText text={mail.data.text} />
          ) : (
            <Text fz="sm" fs="italic">
              {t('outbox.not_kept')}
            </Text>
          )}
        </Stack>
      )}
    </Modal>
  );
}

export function AdminOutboxPage() {
  const { t } = useTranslation('admin');
  const list = useAdminListParams({ sortable: [] });
  const result = useQuery(
    adminListQueryOptions<AdminOutboxItem>('outbox', '/admin/outbox', list.query),
  );
  const dateTime = useDateTimeFormat();
  const [open, setOpen] = useState<number | null>(null);

  const columns: AdminColumn<AdminOutboxItem>[] = [
    { id: 'created', header: t('outbox.written'), cell: (m) => dateTime(m.createdAt) },
    { id: 'to', header: t('outbox.to'), cell: (m) => <bdi>{m.to}</bdi> },
    {
      id: 'subject',
      header: t('outbox.subject'),
      cell: (m) => (
        <Button
          variant="subtle"
          size="compact-sm"
          px={0}
          onClick={() => setOpen(m.id)}
          styles={{ label: { whiteSpace: 'normal', textAlign: 'start' } }}
        >
          {m.subject}
        </Button>
      ),
    },
    {
      id: 'delivery',
      header: t('outbox.delivery'),
      cell: (m) => (m.bodyKept ? t('outbox.kept') : t('outbox.sent_smtp')),
    },
  ];

  return (
    <>
      <AdminPageHeader title={t('nav.outbox')} description={t('outbox.description')} />
      <AdminDataTable
        label={t('nav.outbox')}
        columns={columns}
        rowKey={(m) => m.id}
        list={list}
        result={result}
        searchLabel={t('outbox.search')}
        emptyText={t('outbox.empty')}
      />
      <OutboxMailView id={open} onClose={() => setOpen(null)} />
    </>
  );
}
