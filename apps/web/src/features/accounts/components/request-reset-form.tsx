import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { EmailSchema } from '@portal/shared/accounts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormAlert } from '../../../components/form-alert';
import { ApiError } from '../../../lib/api-client';
import { fieldId } from '../../../lib/form-errors';
import { useErrorText, useTranslation } from '../../../lib/i18n';
import { useRequestResetPassword } from '../api/request-reset-password';

/** platform spec §5: the request needs a valid email (the wire's passwordRequestForm.username). */
const RequestResetFieldsSchema = z.object({ email: EmailSchema });

/** platform spec §2 "Password reset step 1: email, sends a link". */
export function RequestResetForm({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation('accounts');
  const errorText = useErrorText();
  const request = useRequestResetPassword();
  const [sent, setSent] = useState<string | null>(null);
  const [generalError, setGeneralError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(RequestResetFieldsSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    setGeneralError(null);
    try {
      const { message } = await request.mutateAsync(email);
      setSent(message || t('reset.request_sent'));
    } catch (error) {
      // platform spec §8: the response's message, else 'Reset password error'.
      setGeneralError(
        error instanceof ApiError && error.message ? error.message : t('reset.request_failed'),
      );
    }
  });

  if (sent) {
    return (
      <Stack gap="md">
        <Alert color="teal" variant="light" role="status">
          {sent}
        </Alert>
        <Button variant="default" onClick={onCancel}>
          {t('reset.back')}
        </Button>
      </Stack>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('reset.request_title')}>
      <Stack gap="md">
        <Text>{t('reset.request_intro')}</Text>
        <FormAlert message={generalError} />
        <TextInput
          {...register('email')}
          id={fieldId('reset', 'email')}
          type="email"
          label={t('fields.email')}
          autoComplete="email"
          required
          error={errorText(formState.errors.email)}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={formState.isSubmitting}>
            {t('reset.request_submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
