import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, Title } from '@mantine/core';
import type { UserResponse } from '@portal/shared/accounts';
import { useMemo, useState } from 'react';
import { type FieldErrors, type Path, useForm } from 'react-hook-form';
import { FormAlert } from '../../../components/form-alert';
import { SuccessBanner } from '../../../components/success-banner';
import { ApiError } from '../../../lib/api-client';
import { applyServerErrors, showFirstError, submitKeepsFocus } from '../../../lib/form-errors';
import { useErrorText, useTranslation } from '../../../lib/i18n';
import { getLocale } from '../../../lib/locale';
import { useIndustryOptions } from '../../lookups/api/get-industries';
import { useNationalityOptions } from '../../lookups/api/get-nationalities';
import { useUpdateUser } from '../api/update-user';
import {
  PROFILE_FIELD_ORDER,
  PROFILE_SERVER_FIELDS,
  type ProfileFields,
  ProfileFieldsSchema,
  profileDefaults,
} from '../forms/profile-fields';
import { EndUserCodeFields } from './end-user-code-fields';
import { useGenderOptions } from './gender-options';
import { PersonFields } from './person-fields';

const ID = 'profile';

/** platform spec §2 "Account page: profile form", rules §5 "Profile", errors §8. */
export function ProfileForm({ user }: { user: UserResponse }) {
  const { t } = useTranslation('accounts');
  const errorText = useErrorText();
  const update = useUpdateUser(user.id);
  const nationalities = useNationalityOptions();
  const industries = useIndustryOptions();
  const genders = useGenderOptions();
  const [generalError, setGeneralError] = useState<string | null>(null);
  const [saved, setSaved] = useState(0);
  const values = useMemo(() => profileDefaults(user), [user]);
  const { control, register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(ProfileFieldsSchema),
    values,
    resetOptions: { keepDirtyValues: true },
    mode: 'onTouched',
    // showFirstError focuses the first error in page order; react-hook-form's own focus follows
    // the order fields were registered in, which child components (PersonFields) change.
    shouldFocusError: false,
  });
  const { errors } = formState;

  const focusFirstError = (fieldErrors: FieldErrors<ProfileFields> | Path<ProfileFields>[]) =>
    showFirstError<ProfileFields>(ID, PROFILE_FIELD_ORDER, fieldErrors);

  const onSubmit = handleSubmit(async (form) => {
    setGeneralError(null);
    try {
      // The profile keeps the language the user works in, so a later sign-in restores it.
      await update.mutateAsync({ ...form, locale: getLocale() });
      setSaved((n) => n + 1);
    } catch (error) {
      // platform spec §8: a 400 shows the general message and the first message per field.
      const fields = applyServerErrors<ProfileFields>(error, PROFILE_FIELD_ORDER, setError, {
        map: PROFILE_SERVER_FIELDS,
      });
      if (fields.length) focusFirstError(fields);
      setGeneralError(
        error instanceof ApiError && error.message ? error.message : t('errors.internal'),
      );
    }
  }, focusFirstError);

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="profile-title">
      <Stack gap="md">
        <Title order={2} id="profile-title" fz="h3">
          {t('account.profile_title')}
        </Title>
        <SuccessBanner message={t('account.saved')} trigger={saved} />
        <FormAlert message={generalError} />
        <PersonFields
          register={register}
          control={control}
          errors={errors}
          idPrefix={ID}
          genders={genders}
          nationalities={nationalities}
          industries={industries}
          phone="in-grid"
        />
        {user.endUserCodeStatus && (
          <EndUserCodeFields
            control={control}
            idPrefix={ID}
            code={register('code')}
            codeError={errorText(errors.code)}
          />
        )}
        <Button
          type="submit"
          {...submitKeepsFocus}
          loading={formState.isSubmitting}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('account.save_profile')}
        </Button>
      </Stack>
    </form>
  );
}
