import { Button, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  type AdminInvitation,
  INVITATION_SORTS,
  RemindOnSchema,
} from '@portal/shared/admin-invitations';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormAlert } from '../../../components/form-alert';
import { useErrorText, useTranslation } from '../../../lib/i18n';
import { useLocale } from '../../../lib/locale';
import {
  invitationsQueryOptions,
  invitationTargetsQueryOptions,
  type TargetParams,
  useSetInvitationReminder,
} from '../api/invitations';
import { type AdminColumn, AdminDataTable } from '../components/admin-data-table';
import { AdminPageHeader } from '../components/admin-page-header';
import { AdminStatCard, AdminStatGrid } from '../components/admin-stat-card';
import { InvitationForm } from '../components/invitation-form';
import { StatusBadge } from '../components/status-badge';
import { useAdminListParams } from '../hooks/use-admin-list-params';
import { useDateTimeFormat } from '../hooks/use-console-formats';
import { useFilterParams } from '../hooks/use-filter-params';

const STATE_COLOURS: Record<AdminInvitation['state'], string> = {
  invited: 'gray',
  sent: 'blue',
  opened: 'cyan',
  started: 'yellow',
  completed: 'green',
};
const COUNTS = ['sent', 'opened', 'started', 'completed'] as const;

/** "survey:12" or "course:3" in the address: what the page is about. */
function targetOf(value: string | undefined): TargetParams | null {
  const match = value?.match(/^(survey|course):(\d{1,10})$/);
  if (!match) return null;
  return match[1] === 'survey' ? { surveyId: Number(match[2]) } : { courseId: Number(match[2]) };
}

/**
 * The console's Invitations (issue 13): choose a survey or a course, invite a pasted or uploaded
 * list, set the reminder day, and follow who was sent, opened the link, started and completed.
 */
export function AdminInvitationsPage() {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const [filters, setFilter] = useFilterParams(['target'] as const);
  const target = targetOf(filters.target);
  const targets = useQuery(invitationTargetsQueryOptions(locale));
  const options = [
    {
      group: t('invitations.surveys'),
      items: (targets.data ?? [])
        .filter((o) => o.kind === 'survey')
        .map((o) => ({ value: `survey:${o.id}`, label: `${o.title} (${o.product})` })),
    },
    {
      group: t('invitations.courses'),
      items: (targets.data ?? [])
        .filter((o) => o.kind === 'course')
        .map((o) => ({ value: `course:${o.id}`, label: o.title })),
    },
  ].filter((g) => g.items.length > 0);

  return (
    <>
      <AdminPageHeader title={t('nav.invitations')} description={t('invitations.description')} />
      <Stack gap="lg">
        <Select
          label={t('invitations.target')}
          placeholder={t('invitations.target_placeholder')}
          searchable
          nothingFoundMessage={t('invitations.target_none')}
          data={options}
          value={target ? filters.target : null}
          onChange={(value) => setFilter('target', value)}
          maw={560}
        />
        {target ? (
          <TargetInvitations key={filters.target} target={target} />
        ) : (
          <Text c="navy.7">{t('invitations.choose_first')}</Text>
        )}
      </Stack>
    </>
  );
}

function TargetInvitations({ target }: { target: TargetParams }) {
  const { t } = useTranslation('admin');
  const dateTime = useDateTimeFormat();
  const list = useAdminListParams({
    sortable: INVITATION_SORTS,
    defaultSort: 'created',
    defaultOrder: 'desc',
  });
  const result = useQuery(invitationsQueryOptions(target, list.query));
  const counts = result.data?.counts;
  const when = (iso: string | null) => (iso ? dateTime(iso) : '—');

  const columns: AdminColumn<AdminInvitation>[] = [
    {
      id: 'email',
      header: t('invitations.person'),
      sortable: true,
      cell: (i) => (
        <>
          <Text fz="sm">{i.person.fullName || i.person.email}</Text>
          {i.person.fullName && (
            <Text fz="xs" c="navy.7">
              {i.person.email}
            </Text>
          )}
          {i.waiting && (
            <Text fz="xs" c="navy.7">
              {t('invitations.waiting')}
            </Text>
          )}
        </>
      ),
    },
    {
      id: 'state',
      header: t('invitations.state'),
      cell: (i) => (
        <StatusBadge color={STATE_COLOURS[i.state]}>
          {t(`invitations.states.${i.state}`)}
        </StatusBadge>
      ),
    },
    {
      id: 'created',
      header: t('invitations.invited_at'),
      sortable: true,
      cell: (i) => when(i.createdAt),
    },
    { id: 'sent', header: t('invitations.states.sent'), cell: (i) => when(i.sentAt) },
    { id: 'opened', header: t('invitations.states.opened'), cell: (i) => when(i.openedAt) },
    {
      id: 'completed',
      header: t('invitations.states.completed'),
      cell: (i) => when(i.completedAt),
    },
    {
      id: 'reminder',
      header: t('invitations.reminder'),
      cell: (i) =>
        i.remindedAt
          ? t('invitations.reminded', { when: dateTime(i.remindedAt) })
          : (i.remindOn ?? '—'),
    },
  ];

  return (
    <Stack gap="lg">
      <AdminStatGrid label={t('invitations.counts')} busy={result.isFetching}>
        <AdminStatCard label={t('invitations.states.invited')} value={counts?.invited} />
        {COUNTS.map((key) => (
          <AdminStatCard key={key} label={t(`invitations.states.${key}`)} value={counts?.[key]} />
        ))}
      </AdminStatGrid>
      <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md" bg="white">
        <Title order={2} fz="h4" mb="sm">
          {t('invitations.invite_title')}
        </Title>
        <InvitationForm target={target} />
      </Paper>
      <ReminderForm target={target} />
      <AdminDataTable
        label={t('invitations.people')}
        columns={columns}
        rowKey={(i) => i.id}
        list={list}
        result={result}
        searchLabel={t('invitations.search')}
        emptyText={t('invitations.empty')}
        minWidth={900}
      />
    </Stack>
  );
}

/** The day a reminder goes to everyone invited here who has not finished. */
function ReminderForm({ target }: { target: TargetParams }) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const [remindOn, setRemindOn] = useState('');
  const setReminder = useSetInvitationReminder();
  const error = remindOn
    ? errorText(RemindOnSchema.safeParse(remindOn).error?.issues[0])
    : undefined;
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md" bg="white">
      <Title order={2} fz="h4" mb={4}>
        {t('invitations.reminder_title')}
      </Title>
      <Text fz="sm" c="navy.7" mb="sm">
        {t('invitations.reminder_hint')}
      </Text>
      <Group align="flex-end" gap="sm">
        <TextInput
          type="date"
          label={t('invitations.remind_on')}
          value={remindOn}
          onChange={(e) => setRemindOn(e.currentTarget.value)}
          error={error}
          w={{ base: '100%', xs: 220 }}
        />
        <Button
          variant="light"
          disabled={!remindOn || Boolean(error)}
          loading={setReminder.isPending}
          onClick={() => setReminder.mutate({ ...target, remindOn })}
        >
          {t('invitations.set_reminder')}
        </Button>
      </Group>
      {setReminder.data && (
        <Text fz="sm" mt="xs" role="status">
          {t('invitations.reminder_set', { count: setReminder.data.updated })}
        </Text>
      )}
      <FormAlert message={setReminder.error?.message} />
    </Paper>
  );
}
