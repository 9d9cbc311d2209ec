import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { type DeleteAccountBody, DeleteAccountBodySchema } from '@portal/shared/admin-people';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FormAlert } from '../../../components/form-alert';
import { PasswordInput } from '../../../components/password-input';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { fieldId } from '../../../lib/form-errors';
import { useErrorText, useTranslation } from '../../../lib/i18n';
import { useDeleteMyAccount, useDownloadMyData } from '../api/my-data';

const ID = 'delete-account';

/** /account: download my data, and the danger zone that deletes the account (issue 13). */
export function MyDataSection() {
  const { t } = useTranslation('accounts');
  const download = useDownloadMyData();
  return (
    <Stack gap="lg">
      <section aria-labelledby="my-data-title">
        <Stack gap="sm">
          <Title order={2} id="my-data-title" fz="h3">
            {t('my_data.title')}
          </Title>
          <Text fz="sm">{t('my_data.download_text')}</Text>
          <FormAlert message={download.error?.message} />
          <Group>
            <Button
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden="true" />}
              loading={download.isPending}
              onClick={() => download.mutate()}
            >
              {t('my_data.download')}
            </Button>
          </Group>
        </Stack>
      </section>
      <DeleteAccountForm />
    </Stack>
  );
}

function DeleteAccountForm() {
  const { t } = useTranslation('accounts');
  const errorText = useErrorText();
  const navigate = useNavigate();
  const remove = useDeleteMyAccount();
  const [confirming, setConfirming] = useState<DeleteAccountBody | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(DeleteAccountBodySchema),
    defaultValues: { password: '' },
  });
  const onSubmit = handleSubmit((body) => {
    setError(null);
    setConfirming(body);
  });
  const confirm = async () => {
    if (!confirming) return;
    try {
      await remove.mutateAsync(confirming);
      navigate(paths.home.href({ message: 'account_deleted' }), { replace: true });
    } catch (caught) {
      setConfirming(null);
      setError(
        caught instanceof ApiError && caught.message ? caught.message : t('errors.internal'),
      );
    }
  };
  return (
    <section aria-labelledby="danger-title">
      <form onSubmit={onSubmit} noValidate>
        <Stack
          gap="sm"
          p="md"
          style={{ border: '1px solid var(--mantine-color-red-9)', borderRadius: 8 }}
        >
          <Title order={2} id="danger-title" fz="h3" c="red.9">
            {t('my_data.danger_title')}
          </Title>
          <Text fz="sm">{t('my_data.delete_text')}</Text>
          <FormAlert message={error} />
          <PasswordInput
            {...register('password')}
            id={fieldId(ID, 'password')}
            label={t('my_data.password')}
            autoComplete="current-password"
            required
            error={errorText(formState.errors.password)}
          />
          <Group>
            <Button type="submit" color="red.9">
              {t('my_data.delete')}
            </Button>
          </Group>
        </Stack>
      </form>
      <Modal
        opened={confirming !== null}
        onClose={() => {
          if (!remove.isPending) setConfirming(null);
        }}
        title={t('my_data.confirm_title')}
        centered
        closeButtonProps={{ 'aria-label': t('my_data.cancel') }}
        styles={{ title: { fontWeight: 700 } }}
      >
        <Stack gap="md">
          <Text>{t('my_data.confirm_text')}</Text>
          <Group justify="flex-end" gap="xs">
            <Button
              variant="default"
              onClick={() => setConfirming(null)}
              disabled={remove.isPending}
              data-autofocus
            >
              {t('my_data.cancel')}
            </Button>
            <Button color="red.9" onClick={confirm} loading={remove.isPending}>
              {t('my_data.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </section>
  );
}
