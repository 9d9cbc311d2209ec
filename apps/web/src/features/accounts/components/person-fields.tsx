import { SimpleGrid, TextInput } from '@mantine/core';
import type { Control, FieldErrors, FieldValues, UseFormRegister } from 'react-hook-form';
import { fieldId } from '../../../lib/form-errors';
import { useErrorText, useTranslation } from '../../../lib/i18n';
import type { SelectOption } from '../../lookups/api/select-option';
import type { ProfileFields } from '../forms/profile-fields';
import { ChoiceField } from './choice-field';
import { DobFields } from './dob-fields';

/** The person fields both the registration and the profile form have, with the same shapes. */
export type PersonFieldValues = Pick<
  ProfileFields,
  'firstName' | 'lastName' | 'email' | 'dob' | 'gender' | 'nationality' | 'industry' | 'phone'
>;

interface Lookup {
  data: SelectOption[] | undefined;
  isPending: boolean;
}

interface PersonFieldsProps<T extends PersonFieldValues, O extends FieldValues> {
  register: UseFormRegister<T>;
  control: Control<T, unknown, O>;
  errors: FieldErrors<T>;
  idPrefix: string;
  genders: SelectOption[];
  nationalities: Lookup;
  industries: Lookup;
  /**
   * The profile always has the phone, as the fourth cell of the choices grid; registration asks
   * for it only when the server offers it (platform spec §2), on its own row below the grid.
   */
  phone: 'in-grid' | 'own-row' | 'hidden';
}

/** Name, email, date of birth, gender, nationality, industry and phone (platform spec §2, §5). */
export function PersonFields<T extends PersonFieldValues, O extends FieldValues>(
  props: PersonFieldsProps<T, O>,
) {
  const { idPrefix: id, genders, nationalities, industries, phone } = props;
  const { t } = useTranslation('accounts');
  const errorText = useErrorText();
  // Path<T> does not resolve field names for a generic T, so the form is addressed through the
  // shared fields it is known to have (T extends PersonFieldValues).
  const register = props.register as unknown as UseFormRegister<PersonFieldValues>;
  const control = props.control as unknown as Control<PersonFieldValues, unknown, O>;
  const errors = props.errors as FieldErrors<PersonFieldValues>;

  // Registered only when shown, as before: a hidden phone is not a field of the form.
  const phoneInput = phone !== 'hidden' && (
    <TextInput
      {...register('phone')}
      id={fieldId(id, 'phone')}
      type="tel"
      // '+44…' reads left to right in Arabic too; in a right-to-left box the '+' would trail.
      dir="ltr"
      label={t('fields.phone')}
      description={t('fields.phone_hint')}
      autoComplete="tel"
      error={errorText(errors.phone)}
    />
  );

  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          {...register('firstName')}
          id={fieldId(id, 'firstName')}
          label={t('fields.first_name')}
          autoComplete="given-name"
          required
          error={errorText(errors.firstName)}
        />
        <TextInput
          {...register('lastName')}
          id={fieldId(id, 'lastName')}
          label={t('fields.last_name')}
          autoComplete="family-name"
          required
          error={errorText(errors.lastName)}
        />
      </SimpleGrid>
      <TextInput
        {...register('email')}
        id={fieldId(id, 'email')}
        type="email"
        label={t('fields.email')}
        autoComplete="email"
        required
        error={errorText(errors.email)}
      />
      <DobFields
        idPrefix={id}
        day={register('dob.day')}
        month={register('dob.month')}
        year={register('dob.year')}
        errors={{
          day: errorText(errors.dob?.day),
          month: errorText(errors.dob?.month),
          year: errorText(errors.dob?.year ?? errors.dob),
        }}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <ChoiceField
          control={control}
          name="gender"
          idPrefix={id}
          label={t('fields.gender')}
          data={genders}
          required
        />
        <ChoiceField
          control={control}
          name="nationality"
          idPrefix={id}
          label={t('fields.nationality')}
          data={nationalities.data ?? []}
          loading={nationalities.isPending}
          required
        />
        <ChoiceField
          control={control}
          name="industry"
          idPrefix={id}
          label={t('fields.industry')}
          data={industries.data ?? []}
          loading={industries.isPending}
          required
        />
        {phone === 'in-grid' && phoneInput}
      </SimpleGrid>
      {phone === 'own-row' && phoneInput}
    </>
  );
}
