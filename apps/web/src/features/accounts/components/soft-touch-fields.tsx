import { SimpleGrid } from '@mantine/core';
import type { Control } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import { useMarketOptions } from '../../lookups/api/get-markets';
import { useRoleOptions } from '../../lookups/api/get-roles';
import type { RegistrationFields, RegistrationOutput } from '../forms/registration-fields';
import { ChoiceField } from './choice-field';

/** platform spec §2: market and role, asked only for the 'E.Q. Soft Touch Report' layout. */
export function SoftTouchFields({
  control,
  idPrefix,
}: {
  control: Control<RegistrationFields, unknown, RegistrationOutput>;
  idPrefix: string;
}) {
  const { t } = useTranslation('accounts');
  const markets = useMarketOptions();
  const roles = useRoleOptions();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <ChoiceField
        control={control}
        name="market"
        idPrefix={idPrefix}
        label={t('fields.market')}
        data={markets.data ?? []}
        loading={markets.isPending}
        required
      />
      <ChoiceField
        control={control}
        name="role"
        idPrefix={idPrefix}
        label={t('fields.role')}
        data={roles.data ?? []}
        loading={roles.isPending}
        required
      />
    </SimpleGrid>
  );
}
