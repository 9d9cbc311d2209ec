import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { LoginBodySchema } from '@portal/shared/accounts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/form-alert';
import { PasswordInput } from '../../../components/password-input';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { fieldId } from '../../../lib/form-errors';
import { useErrorText, useTranslation } from '../../../lib/i18n';
import { useLogin } from '../api/login';

const ID = 'login';

export interface LoginFormProps {
  /** Called once the user is loaded (survey and iCoach welcome pages go on from there). */
  onSignedIn?: () => void;
}

/** platform spec §2 and §5: the Sign in tab, email and password. */
export function LoginForm({ onSignedIn }: LoginFormProps) {
  const { t } = useTranslation('accounts');
  const errorText = useErrorText();
  const login = useLogin();
  const [generalError, setGeneralError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(LoginBodySchema),
    defaultValues: { email: '', password: '' },
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit(async (values) => {
    setGeneralError(null);
    try {
      await login.mutateAsync(values);
      onSignedIn?.();
    } catch (error) {
      setGeneralError(loginErrorText(error, t));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('login.form')}>
      <Stack gap="md">
        <FormAlert message={generalError} />
        <TextInput
          {...register('email')}
          id={fieldId(ID, 'email')}
          type="email"
          label={t('fields.email')}
          autoComplete="username"
          required
          error={errorText(formState.errors.email)}
        />
        <PasswordInput
          {...register('password')}
          id={fieldId(ID, 'password')}
          label={t('fields.password')}
          autoComplete="current-password"
          required
          error={errorText(formState.errors.password)}
        />
        <Button type="submit" loading={formState.isSubmitting} fullWidth size="md">
          {t('login.submit')}
        </Button>
        <Anchor component={Link} to={paths.requestResetPassword.href()} fz="sm" ta="center">
          {t('login.forgot_password')}
        </Anchor>
      </Stack>
    </form>
  );
}

/**
 * platform spec §8: every wrong-credentials answer reads 'Incorrect email or password'; a
 * rate-limited sign-in (429) shows the server's message; anything else its message.
 */
export function loginErrorText(error: unknown, t: (key: string) => string): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return t('errors.invalid_credentials');
    if (error.message) return error.message;
  }
  return t('errors.internal');
}
