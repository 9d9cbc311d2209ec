import { zodResolver } from '@hookform/resolvers/zod';
import { Badge, Button, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import {
  type AdminTeamSurveyDetail,
  type AdminTeamSurveyManager,
  type AdminTeamSurveyManagerBody,
  AdminTeamSurveyManagerBodySchema,
} from '@portal/shared/admin-team-surveys';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '../../../components/form-alert';
import { SuccessBanner } from '../../../components/success-banner';
import { ApiError } from '../../../lib/api-client';
import { applyServerErrors, fieldId, submitKeepsFocus } from '../../../lib/form-errors';
import { useErrorText, useTranslation } from '../../../lib/i18n';
import { useAddTeamSurveyManager, useRemoveTeamSurveyManager } from '../api/change-team-survey';
import { AdminConfirmDialog } from './admin-confirm-dialog';

const ID = 'ts-manager';
const EMPTY: AdminTeamSurveyManagerBody = { email: '', fullName: '' };

/**
 * A 360 survey's managers (issue 13): named by email, a new one invited; removed after a
 * confirmation, which the server refuses while they manage ratees (decision 031).
 */
export function TeamSurveyManagers({ survey }: { survey: AdminTeamSurveyDetail }) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const add = useAddTeamSurveyManager(survey.id);
  const remove = useRemoveTeamSurveyManager(survey.id);
  const [removing, setRemoving] = useState<AdminTeamSurveyManager | null>(null);
  const [general, setGeneral] = useState<string | null>(null);
  const [added, setAdded] = useState({ n: 0, email: '' });
  const { register, handleSubmit, setError, reset, formState } = useForm({
    resolver: zodResolver(AdminTeamSurveyManagerBodySchema),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async (body) => {
    setGeneral(null);
    try {
      await add.mutateAsync(body);
      reset(EMPTY);
      setAdded((a) => ({ n: a.n + 1, email: body.email }));
    } catch (error) {
      const set = applyServerErrors(error, ['email', 'fullName'] as const, setError);
      if (set.length === 0) setGeneral(error instanceof ApiError ? error.message : null);
    }
  });

  return (
    <Stack gap="sm" component="section" aria-labelledby="ts-managers-title">
      <Title order={2} fz="h4" id="ts-managers-title">
        {t('team_surveys.managers.title')}
      </Title>
      {survey.managerList.length === 0 ? (
        <Text c="navy.7">{t('team_surveys.managers.none')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('team_surveys.managers.person')}</Table.Th>
                <Table.Th>{t('team_surveys.managers.ratees')}</Table.Th>
                <Table.Th>{t('team_surveys.managers.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {survey.managerList.map((m) => (
                <Table.Tr key={m.id}>
                  <Table.Td>
                    <Text fz="sm">
                      <bdi>{m.fullName}</bdi>{' '}
                      {m.awaitingOwner && (
                        <Badge variant="light" color="yellow" c="dark.8" size="sm">
                          {t('team_surveys.managers.invited')}
                        </Badge>
                      )}
                    </Text>
                    <Text fz="xs" c="navy.7">
                      {m.email}
                    </Text>
                  </Table.Td>
                  <Table.Td>{m.ratees}</Table.Td>
                  <Table.Td>
                    <Button
                      size="compact-sm"
                      variant="default"
                      c="red.9"
                      aria-label={t('team_surveys.managers.remove_for', { name: m.fullName })}
                      onClick={() => {
                        remove.reset();
                        setRemoving(m);
                      }}
                    >
                      {t('team_surveys.managers.remove')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <form onSubmit={onSubmit} noValidate aria-label={t('team_surveys.managers.add_title')}>
        <Stack gap="xs">
          <SuccessBanner
            message={t('team_surveys.managers.added', { email: added.email })}
            trigger={added.n}
          />
          <FormAlert message={general} />
          <Group align="flex-start" gap="sm" wrap="wrap">
            <TextInput
              {...register('email')}
              id={fieldId(ID, 'email')}
              type="email"
              label={t('team_surveys.managers.email')}
              required
              autoComplete="off"
              style={{ flex: '1 1 16rem' }}
              error={errorText(formState.errors.email)}
            />
            <TextInput
              {...register('fullName')}
              id={fieldId(ID, 'fullName')}
              label={t('team_surveys.managers.full_name')}
              description={t('team_surveys.managers.full_name_hint')}
              autoComplete="off"
              style={{ flex: '1 1 16rem' }}
              error={errorText(formState.errors.fullName)}
            />
          </Group>
          <Group>
            <Button type="submit" loading={formState.isSubmitting} {...submitKeepsFocus}>
              {t('team_surveys.managers.add')}
            </Button>
          </Group>
        </Stack>
      </form>
      <AdminConfirmDialog
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) remove.mutate(removing.id, { onSuccess: () => setRemoving(null) });
        }}
        title={t('team_surveys.managers.remove_title')}
        message={
          removing ? t('team_surveys.managers.remove_message', { name: removing.fullName }) : ''
        }
        confirmLabel={t('team_surveys.managers.remove_action')}
        pending={remove.isPending}
        error={remove.error?.message}
      />
    </Stack>
  );
}
