import { GENDER_LABELS } from '@portal/shared/accounts';
import { useTranslation } from '../../../lib/i18n';

/** platform spec §3: 1 male, 2 female, 3 non-binary, 0 not to say (allowed, spec §5). */
const ORDER = [1, 2, 3, 0] as const;

export function useGenderOptions(): { value: string; label: string }[] {
  const { t } = useTranslation('accounts');
  return ORDER.map((value) => ({
    value: String(value),
    label: t(`gender.${GENDER_LABELS[value]}`),
  }));
}
