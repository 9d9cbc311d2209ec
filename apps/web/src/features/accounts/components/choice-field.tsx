import { NativeSelect } from '@mantine/core';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { fieldId } from '../../../lib/form-errors';
import { useErrorText, useTranslation } from '../../../lib/i18n';

interface ChoiceFieldProps<T extends FieldValues, C, O extends FieldValues> {
  control: Control<T, C, O>;
  name: Path<T>;
  idPrefix: string;
  label: string;
  data: { value: string; label: string }[];
  required?: boolean;
  loading?: boolean;
}

/**
 * A select bound to the form. The browser's own select: on phones it opens the system picker,
 * typing jumps through long lists (nationalities), screen readers know it, and the registration
 * page downloads no popover code (about 40 KB gzipped less than a custom combobox).
 * The form holds null for "nothing chosen"; the select shows it as the empty first option.
 */
export function ChoiceField<T extends FieldValues, C, O extends FieldValues>({
  control,
  name,
  idPrefix,
  label,
  data,
  required = false,
  loading = false,
}: ChoiceFieldProps<T, C, O>) {
  const { t } = useTranslation('accounts');
  const errorText = useErrorText();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NativeSelect
          id={fieldId(idPrefix, name)}
          ref={field.ref}
          name={field.name}
          label={label}
          value={(field.value as string | null) ?? ''}
          onChange={(event) => field.onChange(event.currentTarget.value || null)}
          onBlur={field.onBlur}
          required={required}
          disabled={loading && data.length === 0}
          error={errorText(fieldState.error)}
          data={[{ value: '', label: loading ? t('fields.loading') : t('fields.choose') }, ...data]}
        />
      )}
    />
  );
}
