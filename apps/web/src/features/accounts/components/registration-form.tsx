import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { type FieldErrors, type Path, useForm } from 'react-hook-form';
import { FormAlert } from '../../../components/form-alert';
import { PasswordInput } from '../../../components/password-input';
import { ApiError } from '../../../lib/api-client';
import {
  applyServerErrors,
  fieldId,
  scrollToField,
  showFirstError,
  submitKeepsFocus,
} from '../../../lib/form-errors';
import { useErrorText, useTranslation } from '../../../lib/i18n';
import { getLocale } from '../../../lib/locale';
import { RegistrationInfoButton } from '../../content/components/registration-info-button';
import { useIndustryOptions } from '../../lookups/api/get-industries';
import { useNationalityOptions } from '../../lookups/api/get-nationalities';
import { useRegistrationFields } from '../../lookups/api/get-registration-fields';
import { isEmailAvailable } from '../api/check-email-availability';
import { useRegister } from '../api/register';
import {
  EMPTY_REGISTRATION,
  REGISTRATION_FIELD_ORDER,
  REGISTRATION_SERVER_FIELDS,
  type RegistrationFields,
  registrationFieldsSchema,
} from '../forms/registration-fields';
import { EMAIL_TAKEN, useEmailAvailability } from '../hooks/use-email-availability';
import { useGenderOptions } from './gender-options';
import { PersonFields } from './person-fields';
import { SoftTouchFields } from './soft-touch-fields';

const ID = 'reg';

export interface RegistrationFormProps {
  /** platform spec §2: market and role only when the survey's report layout is 'E.Q. Soft Touch Report'. */
  softTouch?: boolean;
  /** platform spec §4: "announce completion" (an iCoach welcome page starts the course). */
  onRegistered?: () => void;
}

/** platform spec §2 and §5: the Register tab. */
export function RegistrationForm({ softTouch = false, onRegistered }: RegistrationFormProps) {
  const { t } = useTranslation('accounts');
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const offered = useRegistrationFields();
  const nationalities = useNationalityOptions();
  const industries = useIndustryOptions();
  const genders = useGenderOptions();
  const registration = useRegister();
  const [generalError, setGeneralError] = useState<string | null>(null);

  const schema = useMemo(
    () => registrationFieldsSchema({ phone: offered.phone, softTouch }),
    [offered.phone, softTouch],
  );
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: EMPTY_REGISTRATION,
    mode: 'onTouched',
    // showFirstError focuses the first error in page order; react-hook-form's own focus follows
    // the order fields were registered in, which child components (PersonFields) change.
    shouldFocusError: false,
  });
  const { control, register, handleSubmit, setError, formState } = form;
  const { errors } = formState;

  useEmailAvailability(form);

  const focusFirstError = (
    fieldErrors: FieldErrors<RegistrationFields> | Path<RegistrationFields>[],
  ) => showFirstError<RegistrationFields>(ID, REGISTRATION_FIELD_ORDER, fieldErrors);

  const onValid = handleSubmit(async (values) => {
    setGeneralError(null);
    const free = await isEmailAvailable(queryClient, values.email).catch(() => true);
    if (!free) {
      setError('email', { type: 'taken', message: EMAIL_TAKEN });
      scrollToField(fieldId(ID, 'email'));
      return;
    }
    try {
      await registration.mutateAsync({ ...values, locale: getLocale() });
      onRegistered?.();
    } catch (error) {
      const fields = applyServerErrors<RegistrationFields>(
        error,
        REGISTRATION_FIELD_ORDER,
        setError,
        {
          map: REGISTRATION_SERVER_FIELDS,
        },
      );
      if (fields.length) focusFirstError(fields);
      else
        setGeneralError(
          error instanceof ApiError && error.message ? error.message : t('errors.internal'),
        );
    }
  }, focusFirstError);

  return (
    <form onSubmit={onValid} noValidate aria-label={t('register.form')}>
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fz="sm">{t('register.required_hint')}</Text>
          <RegistrationInfoButton />
        </Group>
        <FormAlert message={generalError} />
        <PersonFields
          register={register}
          control={control}
          errors={errors}
          idPrefix={ID}
          genders={genders}
          nationalities={nationalities}
          industries={industries}
          phone={offered.phone ? 'own-row' : 'hidden'}
        />
        {softTouch && <SoftTouchFields control={control} idPrefix={ID} />}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <PasswordInput
            {...register('password')}
            id={fieldId(ID, 'password')}
            label={t('fields.password')}
            autoComplete="new-password"
            required
            error={errorText(errors.password)}
          />
          <PasswordInput
            {...register('confirmPassword')}
            id={fieldId(ID, 'confirmPassword')}
            label={t('fields.confirm_password')}
            autoComplete="new-password"
            required
            error={errorText(errors.confirmPassword)}
          />
        </SimpleGrid>
        <Button
          type="submit"
          {...submitKeepsFocus}
          loading={formState.isSubmitting}
          fullWidth
          size="md"
        >
          {t('register.submit')}
        </Button>
      </Stack>
    </form>
  );
}
