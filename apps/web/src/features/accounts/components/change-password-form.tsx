import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, Title } from '@mantine/core';
import { type ChangePasswordFields, ChangePasswordFieldsSchema } from '@portal/shared/accounts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '../../../components/form-alert';
import { PasswordInput } from '../../../components/password-input';
import { SuccessBanner } from '../../../components/success-banner';
import { ApiError } from '../../../lib/api-client';
import { applyServerErrors, fieldId } from '../../../lib/form-errors';
import { useErrorText, useTranslation } from '../../../lib/i18n';
import { useChangePassword } from '../api/change-password';

const ID = 'password';
const FIELDS = ['oldPassword', 'newPassword', 'confirmPassword'] as const;
const EMPTY: ChangePasswordFields = { oldPassword: '', newPassword: '', confirmPassword: '' };

/** platform spec §2 "change-password form", rules §5 "Password change", errors §8. */
export function ChangePasswordForm({ userId }: { userId: number }) {
  const { t } = useTranslation('accounts');
  const errorText = useErrorText();
  const change = useChangePassword(userId);
  const [generalError, setGeneralError] = useState<string | null>(null);
  const [saved, setSaved] = useState(0);
  const { register, handleSubmit, setError, reset, formState } = useForm({
    resolver: zodResolver(ChangePasswordFieldsSchema),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  const { errors } = formState;

  const onSubmit = handleSubmit(async ({ oldPassword, newPassword }) => {
    setGeneralError(null);
    try {
      // The confirmation never leaves the browser (packages/shared/src/accounts.ts).
      await change.mutateAsync({ oldPassword, newPassword });
      reset(EMPTY);
      setSaved((n) => n + 1);
    } catch (error) {
      applyServerErrors<ChangePasswordFields>(error, FIELDS, setError);
      setGeneralError(
        error instanceof ApiError && error.message ? error.message : t('errors.internal'),
      );
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="password-title">
      <Stack gap="md">
        <Title order={2} id="password-title" fz="h3">
          {t('account.password_title')}
        </Title>
        <SuccessBanner message={t('account.password_saved')} trigger={saved} />
        <FormAlert message={generalError} />
        <PasswordInput
          {...register('oldPassword')}
          id={fieldId(ID, 'oldPassword')}
          label={t('fields.current_password')}
          autoComplete="current-password"
          required
          error={errorText(errors.oldPassword)}
        />
        <PasswordInput
          {...register('newPassword')}
          id={fieldId(ID, 'newPassword')}
          label={t('fields.new_password')}
          autoComplete="new-password"
          required
          error={errorText(errors.newPassword)}
        />
        <PasswordInput
          {...register('confirmPassword')}
          id={fieldId(ID, 'confirmPassword')}
          label={t('fields.confirm_password')}
          autoComplete="new-password"
          required
          error={errorText(errors.confirmPassword)}
        />
        <Button type="submit" loading={formState.isSubmitting} style={{ alignSelf: 'flex-start' }}>
          {t('account.save_password')}
        </Button>
      </Stack>
    </form>
  );
}
