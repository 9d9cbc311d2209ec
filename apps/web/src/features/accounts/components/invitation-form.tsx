import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack } from '@mantine/core';
import { type PasswordResetFields, PasswordResetFieldsSchema } from '@portal/shared/accounts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '../../../components/form-alert';
import { ApiError } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { useTranslation } from '../../../lib/i18n';
import { useAcceptInvitation } from '../api/accept-invitation';
import { deadLinkMessage, INVITATION_FIELDS } from '../rules/invitation';
import { NewPasswordFields } from './new-password-fields';

interface InvitationFormProps {
  token: string;
  /** The server's `next` once the account is open and the session started. */
  onAccepted: (next: string) => void;
  /** The link cannot be used (unknown, used or expired): the page shows why instead of the form. */
  onDeadLink: (message: string) => void;
}

/**
 * Issue 11: the new password and its confirmation, checked and mapped as on the reset page
 * (step 2). A password the server refuses puts its messages on the fields; a dead link leaves
 * the form; too many tries (429) or a failure keeps the form with the message above it.
 */
export function InvitationForm({ token, onAccepted, onDeadLink }: InvitationFormProps) {
  const { t } = useTranslation('accounts');
  const accept = useAcceptInvitation();
  const [generalError, setGeneralError] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError } = useForm<PasswordResetFields>({
    resolver: zodResolver(PasswordResetFieldsSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit(async (form) => {
    setGeneralError(null);
    try {
      onAccepted(await accept.mutateAsync({ token, passwordResetForm: form }));
    } catch (error) {
      const dead = deadLinkMessage(error, t('invitation.invalid'));
      if (dead) {
        onDeadLink(dead);
        return;
      }
      // platform spec §8, as on the reset page: per-field messages joined by newlines.
      const set = applyServerErrors<PasswordResetFields>(error, INVITATION_FIELDS, setError, {
        join: true,
      });
      if (!set.length) {
        setGeneralError(
          error instanceof ApiError && error.status < 500 && error.message
            ? error.message
            : t('errors.internal'),
        );
      }
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('invitation.form')}>
      <Stack gap="md">
        <FormAlert message={generalError} />
        <NewPasswordFields form="invitation" register={register} errors={formState.errors} />
        <Group justify="flex-end">
          <Button type="submit" loading={formState.isSubmitting} size="md">
            {t('invitation.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
