import { Fieldset, Group, TextInput } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { fieldId } from '../../../lib/form-errors';
import { useTranslation } from '../../../lib/i18n';

interface DobFieldsProps {
  idPrefix: string;
  day: UseFormRegisterReturn;
  month: UseFormRegisterReturn;
  year: UseFormRegisterReturn;
  errors: { day?: string; month?: string; year?: string };
}

/**
 * Date of birth as day, month and year (platform spec §2, rules §5): day and month up to 2
 * characters and optional together, the year exactly 4 digits and required.
 */
export function DobFields({ idPrefix, day, month, year, errors }: DobFieldsProps) {
  const { t } = useTranslation('accounts');
  return (
    <Fieldset
      legend={t('fields.dob')}
      variant="unstyled"
      p={0}
      m={0}
      styles={{ legend: { fontWeight: 600, padding: 0, marginBottom: 4 } }}
    >
      <Group gap="sm" align="flex-start" wrap="nowrap" grow>
        <TextInput
          {...day}
          id={fieldId(idPrefix, 'dob.day')}
          label={t('fields.day')}
          placeholder={t('fields.day_placeholder')}
          inputMode="numeric"
          maxLength={2}
          autoComplete="bday-day"
          error={errors.day}
        />
        <TextInput
          {...month}
          id={fieldId(idPrefix, 'dob.month')}
          label={t('fields.month')}
          placeholder={t('fields.month_placeholder')}
          inputMode="numeric"
          maxLength={2}
          autoComplete="bday-month"
          error={errors.month}
        />
        <TextInput
          {...year}
          id={fieldId(idPrefix, 'dob.year')}
          label={t('fields.year')}
          placeholder={t('fields.year_placeholder')}
          inputMode="numeric"
          maxLength={4}
          autoComplete="bday-year"
          required
          error={errors.year}
        />
      </Group>
    </Fieldset>
  );
}
