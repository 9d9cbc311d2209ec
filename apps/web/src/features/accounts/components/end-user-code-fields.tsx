import { SimpleGrid, TextInput } from '@mantine/core';
import type { Control, UseFormRegisterReturn } from 'react-hook-form';
import { fieldId } from '../../../lib/form-errors';
import { useTranslation } from '../../../lib/i18n';
import { useEndUserCodeOptions } from '../../lookups/api/get-end-user-code-options';
import type { ProfileFields, ProfileOutput } from '../forms/profile-fields';
import { ChoiceField } from './choice-field';

interface EndUserCodeFieldsProps {
  control: Control<ProfileFields, unknown, ProfileOutput>;
  idPrefix: string;
  code: UseFormRegisterReturn;
  codeError: string | undefined;
}

/** platform spec §2: function, region, work location, level and code, when the user has a code status. */
export function EndUserCodeFields({ control, idPrefix, code, codeError }: EndUserCodeFieldsProps) {
  const { t } = useTranslation('accounts');
  const options = useEndUserCodeOptions();
  const lists = options.data;
  const loading = options.isPending;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <ChoiceField
        control={control}
        name="jobFunction"
        idPrefix={idPrefix}
        label={t('fields.job_function')}
        data={lists?.jobFunction ?? []}
        loading={loading}
      />
      <ChoiceField
        control={control}
        name="region"
        idPrefix={idPrefix}
        label={t('fields.region')}
        data={lists?.region ?? []}
        loading={loading}
      />
      <ChoiceField
        control={control}
        name="location"
        idPrefix={idPrefix}
        label={t('fields.location')}
        data={lists?.location ?? []}
        loading={loading}
      />
      <ChoiceField
        control={control}
        name="level"
        idPrefix={idPrefix}
        label={t('fields.level')}
        data={lists?.level ?? []}
        loading={loading}
      />
      <TextInput
        {...code}
        id={fieldId(idPrefix, 'code')}
        label={t('fields.code')}
        inputMode="numeric"
        maxLength={12}
        error={codeError}
      />
    </SimpleGrid>
  );
}
