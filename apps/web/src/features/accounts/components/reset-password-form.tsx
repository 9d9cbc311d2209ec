import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack } from '@mantine/core';
import { type PasswordResetFields, PasswordResetFieldsSchema } from '@portal/shared/accounts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FormAlert } from '../../../components/form-alert';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { useTranslation } from '../../../lib/i18n';
import { useResetPassword } from '../api/reset-password';
import { NewPasswordFields } from './new-password-fields';

const FIELDS = ['newPassword', 'confirmPassword'] as const;

interface ResetPasswordFormProps {
  email: string;
  token: string;
  onCancel: () => void;
}

/** platform spec §2 "step 2: new password and confirmation". */
export function ResetPasswordForm({ email, token, onCancel }: ResetPasswordFormProps) {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [generalError, setGeneralError] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError } = useForm<PasswordResetFields>({
    resolver: zodResolver(PasswordResetFieldsSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit(async (form) => {
    setGeneralError(null);
    try {
      await reset.mutateAsync({ email, token, form });
      navigate(paths.home.href({ message: 'password_reset' }));
    } catch (error) {
      // platform spec §8: a 400 puts per-field messages, joined by newlines, on their fields.
      const set = applyServerErrors<PasswordResetFields>(error, FIELDS, setError, { join: true });
      if (!set.length) {
        setGeneralError(
          error instanceof ApiError && error.message ? error.message : t('errors.internal'),
        );
      }
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('reset.choose_title')}>
      <Stack gap="md">
        <FormAlert message={generalError} />
        <NewPasswordFields form="reset" register={register} errors={formState.errors} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={formState.isSubmitting}>
            {t('reset.choose_submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
