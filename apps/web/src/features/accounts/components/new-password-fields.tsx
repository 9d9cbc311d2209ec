import type { PasswordResetFields } from '@portal/shared/accounts';
import type { FormState, UseFormRegister } from 'react-hook-form';
import { PasswordInput } from '../../../components/password-input';
import { fieldId } from '../../../lib/form-errors';
import { useErrorText, useTranslation } from '../../../lib/i18n';

interface NewPasswordFieldsProps {
  /** The form's id prefix (reset, invitation): each page's fields keep ids of their own. */
  form: string;
  register: UseFormRegister<PasswordResetFields>;
  errors: FormState<PasswordResetFields>['errors'];
}

/**
 * A new password and its confirmation (platform spec §2 reset step 2, issue 11's invitation):
 * a server's several messages for a field, joined by newlines, each on a line of its own.
 */
export function NewPasswordFields({ form, register, errors }: NewPasswordFieldsProps) {
  const { t } = useTranslation('accounts');
  const errorText = useErrorText();
  return (
    <>
      <PasswordInput
        {...register('newPassword')}
        id={fieldId(form, 'newPassword')}
        label={t('fields.new_password')}
        autoComplete="new-password"
        required
        error={errorText(errors.newPassword)}
        styles={{ error: { whiteSpace: 'pre-line' } }}
      />
      <PasswordInput
        {...register('confirmPassword')}
        id={fieldId(form, 'confirmPassword')}
        label={t('fields.confirm_password')}
        autoComplete="new-password"
        required
        error={errorText(errors.confirmPassword)}
        styles={{ error: { whiteSpace: 'pre-line' } }}
      />
    </>
  );
}
